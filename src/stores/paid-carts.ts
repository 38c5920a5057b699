// Tabs of one embed share what was paid (issues 13 and 32). A tab that pays its basket tells the
// others over a BroadcastChannel named for the embed and writes it down in local storage (a tab
// asleep or opened later reads it there). A tab whose basket is the paid one (the same basket
// key, copied with the session storage when the tab was opened from the other, or the same cart)
// drops the lines that were paid, so the same basket cannot be paid again there; the service
// refuses it too (BASKET_PAID). A purchase is reported once per booking across tabs: the first
// tab to claim a booking id (in local storage) reports it.
import type { StoreApi } from "zustand/vanilla";
import type { BasketState } from "./basket";
import { paidChannelName as channelName } from "./paid-name";
const PAID = (embedId: string) => `foyer:${embedId}:paid-baskets`;
const KEEP = 20;

/** A basket paid in some tab: its key, the cart paid and the lines it covered. */
export interface PaidBasket {
  basketId: string | null;
  cartId: string | null;
  keys: string[];
}

const isPaid = (v: unknown): v is PaidBasket => {
  const p = v as Partial<PaidBasket> | null;
  return (
    (typeof p?.basketId === "string" || typeof p?.cartId === "string") &&
    Array.isArray(p.keys) &&
    p.keys.every((k) => typeof k === "string")
  );
};

function readList(key: string): unknown[] {
  try {
    const raw = localStorage.getItem(key);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/**
 * Drops what another tab paid of this basket; true when something was paid. The same cart: the
 * lines this basket started it with (all, when not known). The same basket key: the lines paid.
 */
function settle(basket: StoreApi<BasketState>, paid: PaidBasket): boolean {
  const { cartId, basketId, started } = basket.getState();
  if (paid.cartId !== null && cartId === paid.cartId) basket.getState().settlePaid(started?.keys ?? null);
  else if (paid.basketId !== null && basketId === paid.basketId) basket.getState().settlePaid(paid.keys);
  else return false;
  return true;
}

/**
 * Whether this basket was paid in another tab (local storage's record): its paid lines are
 * dropped then, and the answer is true. Asked before a payment starts.
 */
export function paidElsewhere(embedId: string, basket: StoreApi<BasketState>): boolean {
  return readList(PAID(embedId))
    .filter(isPaid)
    .some((paid) => settle(basket, paid));
}

/** What another tab reported on the channel (paid-channel.ts listens): a paid basket settles this one (`onPaid` then tells the visitor). */
export function settleReported(basket: StoreApi<BasketState>, data: unknown, onPaid: () => void): void {
  if (isPaid(data) && settle(basket, data)) onPaid();
}

/** Tells the other tabs of this embed (now and later) that a basket was paid and booked. */
export function announcePaid(embedId: string, paid: PaidBasket): void {
  try {
    const list = readList(PAID(embedId)).filter(isPaid);
    localStorage.setItem(PAID(embedId), JSON.stringify([...list, paid].slice(-KEEP)));
  } catch {
    // without local storage the channel alone tells the tabs open now
  }
  if (typeof BroadcastChannel !== "function") return;
  const channel = new BroadcastChannel(channelName(embedId));
  channel.postMessage(paid);
  channel.close();
}

const CLAIMS = (embedId: string) => `foyer:${embedId}:purchases`;

/**
 * True for the first tab to report a booking; false when another tab (or this one) already has.
 * Only the last few booking ids are kept. Without local storage every tab reports.
 */
export function claimPurchase(embedId: string, bookingId: string): boolean {
  try {
    const list = readList(CLAIMS(embedId)).filter((x): x is string => typeof x === "string");
    if (list.includes(bookingId)) return false;
    localStorage.setItem(CLAIMS(embedId), JSON.stringify([...list, bookingId].slice(-KEEP)));
    return true;
  } catch {
    return true;
  }
}
