// The checkout's actions (./actions.ts, ./execute.ts) as the screens call them: with this
// embed's context, and leaving for the provider's page when the service gave its address.
import { useEmbed } from "../../stores/context";
import { leaveFor } from "../../embed/frame";
import { cancelCart, placeOrder, type CancelOutcome, type CheckoutContext, type OrderInput } from "./actions";
import { executeReturn } from "./execute";
import type { ReturnParams } from "../../domain/checkout";
import { useCheckoutStore } from "./store";

/** The provider's page, left for in one place (in a frame: the top window or a new one). */
export const goToProvider = (url: string): boolean => leaveFor(url);

export function useCheckoutContext(): CheckoutContext {
  const { api, stores, emit, storage, options } = useEmbed();
  return { api, stores, emit, storage, embedId: options.embedId, checkout: useCheckoutStore() };
}

/** The order button's action; see placeOrder. */
export function useOrder(): (input: OrderInput) => Promise<void> {
  const ctx = useCheckoutContext();
  return async (input) => {
    const target = await placeOrder(ctx, input, location.href);
    if (!target || goToProvider(target)) return;
    // a frame that lets the visitor go nowhere: the order button comes back with the reason
    ctx.checkout.getState().setSending(false);
    ctx.checkout.getState().setProblem({ problem: "frameBlocked", lineKey: null, lineName: null });
  };
}

export function useCancelCart(): (us: string | null) => Promise<CancelOutcome> {
  const ctx = useCheckoutContext();
  return (us) => cancelCart(ctx, us);
}

export function useExecute(): (params: ReturnParams) => Promise<void> {
  const ctx = useCheckoutContext();
  return (params) => executeReturn(ctx, params);
}
