// Coming back from the provider: the return parameters (page query or hash route query), taken
// out of the address before anything runs so a reload does not execute twice, and the execution
// of the return: once per payment in this embed (the service also books a return only once).
import { useSearch } from "wouter";
import { execPayment } from "../../api/checkout";
import { ApiError } from "../../api/errors";
import { toEventItem } from "../../domain/analytics";
import {
  readReturnParams,
  returnEmbed,
  stripReturnParams,
  withoutReturnParams,
  type ReturnParams,
} from "../../domain/checkout";
import { toCurrencyUnits } from "../../domain/money";
import { useEmbed } from "../../stores/context";
import { useCheckoutStore, type OrderProblem } from "./store";
import { refusal } from "./use-order";

/** The return parameters, when this embed started the payment (a return may name its embed). */
export function useReturnParams(): ReturnParams | null {
  const search = useSearch();
  const { options } = useEmbed();
  const embed = returnEmbed(search);
  if (embed && embed !== options.embedId) return null;
  return readReturnParams(window.location.search, search);
}

export function useClearReturn(): () => void {
  const { location: route } = useEmbed();
  return () => {
    const cleaned = stripReturnParams(window.location.href);
    if (cleaned !== window.location.href) history.replaceState(history.state, "", cleaned);
    const { path, search } = route.current();
    const rest = withoutReturnParams(search);
    if (rest !== search) route.navigate(path + (rest ? `?${rest}` : ""), { replace: true });
  };
}

const none = { lineKey: null, lineName: null };

export function useExecute(): (params: ReturnParams) => Promise<void> {
  const { api, stores, emit } = useEmbed();
  const checkout = useCheckoutStore();
  return async (params) => {
    const current = checkout.getState().execution;
    if (current && current.us === params.us && current.status !== "failed") return;
    checkout.getState().setExecution({ us: params.us, status: "running" });
    const basket = stores.basket.getState();
    const lines = basket.lines;
    try {
      const result = await execPayment(api, params, basket.cartId);
      // a paid basket is gone; paying an order leaves the basket as it is
      const items = result.cartId !== null ? lines.map(toEventItem) : [];
      if (result.cartId === null || lines.length)
        emit("foyer:purchase", {
          transactionId: result.booking_id,
          value: toCurrencyUnits(result.total),
          currency: "EUR",
          items,
        });
      if (result.cartId !== null) stores.basket.getState().clear();
      checkout.getState().setProblem(null);
      checkout.getState().setAttempted(false);
      checkout.getState().setExecution({ us: params.us, status: "done", result });
    } catch (e) {
      const error = e instanceof ApiError ? e : new ApiError(0, null);
      let problem: OrderProblem = { problem: "unexpected", ...none };
      if (error.status === 410) {
        problem = { problem: "cartGone", ...none };
        basket.setCartId(null);
      } else if (error.status === 422) {
        problem = refusal(error, lines);
        checkout.getState().setProblem(problem);
      } else if (error.status === 400) {
        const refused = refusal(error, lines);
        problem = refused.problem === "unexpected" ? { problem: "paymentNotCompleted", ...none } : refused;
      }
      basket.setError(error.code ?? problem.problem);
      // a lost answer or a server error may be tried again: the service books a return once
      checkout.getState().setExecution({
        us: params.us,
        status: "failed",
        problem,
        retry: error.status === 0 || error.status >= 500 ? params : null,
      });
    }
  };
}
