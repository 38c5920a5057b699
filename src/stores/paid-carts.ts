// Tabs of one embed share what was paid (issue 13): a tab that books its basket's cart tells the
// others over a BroadcastChannel named for the embed, and a tab whose basket holds that cart
// clears it, so the same basket cannot be ordered again there. A purchase is reported once per
// booking across tabs: the first tab to claim a booking id (in local storage) reports it.
import type { StoreApi } from "zustand/vanilla";
import type { BasketState } from "./basket";

const channelName = (embedId: string) => `foyer:${embedId}:paid`;

interface PaidMessage {
  cartId: string;
}

/** Clears the basket when another tab reports its cart paid; returns the way to stop listening. */
export function listenForPaidCarts(embedId: string, basket: StoreApi<BasketState>): () => void {
  if (typeof BroadcastChannel !== "function") return () => {};
  const channel = new BroadcastChannel(channelName(embedId));
  channel.onmessage = (e: MessageEvent<PaidMessage>) => {
    const cartId = e.data?.cartId;
    if (typeof cartId === "string" && cartId && basket.getState().cartId === cartId) basket.getState().clear();
  };
  return () => channel.close();
}

/** Tells the other tabs of this embed that a cart was paid and booked. */
export function announcePaid(embedId: string, cartId: string): void {
  if (typeof BroadcastChannel !== "function") return;
  const channel = new BroadcastChannel(channelName(embedId));
  channel.postMessage({ cartId } satisfies PaidMessage);
  channel.close();
}

const CLAIMS = (embedId: string) => `foyer:${embedId}:purchases`;
const KEEP = 20;

/**
 * True for the first tab to report a booking; false when another tab (or this one) already has.
 * Only the last few booking ids are kept. Without local storage every tab reports.
 */
export function claimPurchase(embedId: string, bookingId: string): boolean {
  try {
    const raw = localStorage.getItem(CLAIMS(embedId));
    const ids: unknown = raw ? JSON.parse(raw) : [];
    const list = Array.isArray(ids) ? ids.filter((x): x is string => typeof x === "string") : [];
    if (list.includes(bookingId)) return false;
    localStorage.setItem(CLAIMS(embedId), JSON.stringify([...list, bookingId].slice(-KEEP)));
    return true;
  } catch {
    return true;
  }
}
