// The checkout's actions (./actions.ts, ./execute.ts) as the screens call them: with this
// embed's context, and leaving for the provider's page when the service gave its address.
import { useEffect, useState } from "react";
import { useEmbed } from "../../stores/context";
import { startedCarts } from "../../stores/started-carts";
import { untilCleanup } from "../../domain/latest";
import { leaveFor } from "../../embed/leave";
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

/**
 * A page the visitor reaches when a payment did not come back paid (`checkout/canceled`,
 * `checkout/failed`), by the provider's return or by hand (Back, a lost way back): it asks the
 * service about the basket's cart once per visit (see cancelCart) and says only what the answer
 * tells: a paid cart is never called cancelled or failed (issue 32). `reference` is the cart
 * asked about, named to the visitor when it turns out to be paid.
 */
export function useAskedCart(active: boolean, us: string | null) {
  const cancel = useCancelCart();
  const { stores, options } = useEmbed();
  const [reference] = useState(
    () => stores.basket.getState().cartId ?? startedCarts.newest(options.embedId)?.cartId ?? "",
  );
  const [outcome, setOutcome] = useState<CancelOutcome | "running">("running");
  useEffect(() => {
    if (active) return untilCleanup(cancel(us), setOutcome);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit of the page: a payment is never given up twice
  }, [active]);
  return { outcome, reference };
}

export function useExecute(): (params: ReturnParams) => Promise<void> {
  const ctx = useCheckoutContext();
  return (params) => executeReturn(ctx, params);
}
