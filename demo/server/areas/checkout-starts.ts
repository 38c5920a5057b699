// One basket, one open cart: a payment start's number and basket key as the widget sends them,
// and what a new cart releases before it is kept (the basket's open cart, a paid basket's refusal,
// a late start's refusal, the bounds of open carts per customer and per client).
import type { SandboxState } from "../state";
import { checkoutData, holds, type SandboxCart } from "./checkout-carts";

/**
 * Gives an open cart up: it holds nothing any more, and a payment the provider accepted but the
 * visitor never confirmed is released (its details dropped, no money taken).
 */
export function giveUp(cart: SandboxCart): void {
  cart.status = "canceled";
  if (cart.payment === "authorized") cart.payment = "canceled";
}

/** How many open (unpaid) carts one customer holds at most: a further payment start releases the oldest. */
export const MAX_OPEN_CARTS = 3;

/** A payment start's number as the widget sends it (cart.attempt): a positive integer; else none. */
export const attemptOf = (v: unknown): number | null =>
  typeof v === "number" && Number.isSafeInteger(v) && v > 0 ? v : null;

/** A basket key as the widget sends it (cart.basket): 8 to 64 letters, digits, `-` or `_`; else none. */
export const basketKey = (v: unknown): string | null => (typeof v === "string" && /^[\w-]{8,64}$/.test(v) ? v : null);

/**
 * Before a new cart is kept: one basket is paid once and has one open cart. A cart of the basket
 * that is paid (booked: the money is taken) refuses the new payment (`paid`: its id). A
 * start older than an open cart of its basket (it reached the service after the visitor's retry)
 * is refused and releases nothing (`superseded`). An open one of the basket is released (its
 * payment start was given up: lost, timed out, left at the provider), and so are a customer's
 * oldest open carts beyond MAX_OPEN_CARTS - 1, and without a login the client's (its address)
 * oldest open carts without a login beyond `maxAnonymousCartsPerClient` - 1.
 */
export function releaseForNewCart(
  state: SandboxState,
  start: { basket: string | null; attempt: number | null; customerId: number | null; client: string },
): { paid: string } | { superseded: string } | null {
  const { basket, attempt, customerId, client } = start;
  const carts = [...checkoutData(state).carts.values()].filter((c) => c.kind === "cart");
  const ofBasket = basket ? carts.filter((c) => c.basket === basket) : [];
  const paid = ofBasket.find((c) => c.status === "paid");
  if (paid) return { paid: paid.id };
  const newer = ofBasket.find(
    (c) => c.status === "open" && attempt !== null && c.attempt !== null && c.attempt > attempt,
  );
  if (newer) return { superseded: newer.id };
  const release = (c: SandboxCart) => {
    if (c.status === "open") giveUp(c);
  };
  ofBasket.forEach(release);
  // the start's own open carts beyond its bound, oldest first: a customer's, else (without a
  // login) its client's carts without a login, whatever their basket keys
  const mine = (c: SandboxCart) =>
    customerId !== null ? c.customerId === customerId : c.customerId === null && c.client === client;
  const bound = customerId !== null ? MAX_OPEN_CARTS : state.settings.maxAnonymousCartsPerClient;
  const open = carts.filter((c) => mine(c) && holds(state, c)).sort((a, b) => a.created - b.created);
  open.slice(0, Math.max(0, open.length - (bound - 1))).forEach(release);
  return null;
}
