// The checkout's actions (./actions.ts, ./execute.ts) as the screens call them: with this
// embed's context, and leaving for the provider's page when the service gave its address.
import { useEmbed } from "../../stores/context";
import { cancelCart, placeOrder, type CancelOutcome, type CheckoutContext, type OrderInput } from "./actions";
import { executeReturn } from "./execute";
import type { ReturnParams } from "../../domain/checkout";
import { useCheckoutStore } from "./store";

/** The provider's page; a separate function so the page can be left in one place. */
export const goToProvider = (url: string) => window.location.assign(url);

export function useCheckoutContext(): CheckoutContext {
  const { api, stores, emit, storage, options } = useEmbed();
  return { api, stores, emit, storage, embedId: options.embedId, checkout: useCheckoutStore() };
}

/** The order button's action; see placeOrder. */
export function useOrder(): (input: OrderInput) => Promise<void> {
  const ctx = useCheckoutContext();
  return async (input) => {
    const target = await placeOrder(ctx, input, location.href);
    if (target) goToProvider(target);
  };
}

export function useCancelCart(): (us: string) => Promise<CancelOutcome> {
  const ctx = useCheckoutContext();
  return (us) => cancelCart(ctx, us);
}

export function useExecute(): (params: ReturnParams) => Promise<void> {
  const ctx = useCheckoutContext();
  return (params) => executeReturn(ctx, params);
}
