// The order of `order-review/{id}` with its customer (406: not available), and paying an open
// order through checkout/initPaymentOrder: the return comes to the success page; a cancel or a
// decline at the provider comes back to this page.
import { useEffect, useState } from "react";
import { untilCleanup } from "../../stores/latest";
import { getOrder, getOrderCustomer, type Order } from "../../api/orders";
import { initPaymentOrder } from "../../api/checkout";
import { ApiError } from "../../api/errors";
import type { Customer } from "../../api/customer";
import { isProviderUrl, paymentReturnUrls } from "../../domain/checkout";
import { paymentAux, type DirectDebit, type PayartId } from "../../domain/payment";
import { paths } from "../../domain/paths";
import { useEmbed } from "../../stores/context";
import { goToProvider, refusal } from "./use-order";
import type { OrderProblem } from "./store";

export type OrderState =
  | { status: "loading" }
  | { status: "notAvailable" }
  | { status: "failed" }
  | { status: "ready"; order: Order; customer: Partial<Customer> | null };

export function useOrderReview(id: string): OrderState {
  const { api } = useEmbed();
  const [state, setState] = useState<OrderState>({ status: "loading" });
  useEffect(() => {
    setState({ status: "loading" });
    return untilCleanup(
      Promise.all([getOrder(api, id), getOrderCustomer(api, id).catch(() => null)]),
      ([order, customer]) => setState({ status: "ready", order, customer }),
      (e) => setState({ status: e instanceof ApiError && e.status === 406 ? "notAvailable" : "failed" }),
    );
  }, [id, api]);
  return state;
}

export function usePayOrder(id: string) {
  const { api, stores, options } = useEmbed();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<OrderProblem | null>(null);
  async function pay(payart: PayartId, directDebit: DirectDebit) {
    if (sending) return;
    setSending(true);
    setProblem(null);
    const shell = stores.shell.getState();
    // an order is confirmed already: its payment returns to the success page, a cancel to this page
    const url = paymentReturnUrls(location.href, shell.lang, true, paths.orderReview.href(id), options.embedId);
    try {
      const target = await initPaymentOrder(api, {
        payart,
        aux: paymentAux({ payart, directDebit, partner: shell.partner, tracking: shell.tracking }),
        id,
        url,
      });
      if (!isProviderUrl(target)) throw new ApiError(200, null);
      goToProvider(target);
    } catch (e) {
      setSending(false);
      const error = e instanceof ApiError ? e : new ApiError(0, null);
      if ([401, 403].includes(error.status) || error.status >= 500) return;
      if (error.status === 410) setProblem({ problem: "cartGone", lineKey: null, lineName: null });
      else setProblem(refusal(error, []));
    }
  }
  return { pay, sending, problem };
}
