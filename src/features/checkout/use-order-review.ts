// The order of `order-review/{id}` with its customer (406: not available), and paying an open
// order through checkout/initPaymentOrder: the return comes to the success page; a cancel or a
// decline at the provider comes back to this page.
import { useEffect, useState } from "react";
import { untilCleanup } from "../../domain/latest";
import { orderReviewRefusal } from "../../domain/payment-answers";
import { getOrder, getOrderCustomer, type Order } from "../../api/orders";
import { ApiError } from "../../api/errors";
import type { Customer } from "../../api/customer";
import type { DirectDebit, PayartId } from "../../domain/payment";
import { useEmbed } from "../../stores/context";
import { payOrder } from "./actions";
import { goToProvider } from "./use-order";
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
      (e) => setState({ status: e instanceof ApiError ? orderReviewRefusal(e.status) : "failed" }),
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
    const done = await payOrder({ api, stores, embedId: options.embedId }, id, { payart, directDebit }, location.href);
    if ("target" in done && goToProvider(done.target)) return;
    setSending(false);
    setProblem("target" in done ? { problem: "frameBlocked", lineKey: null, lineName: null } : done.problem);
  }
  return { pay, sending, problem };
}
