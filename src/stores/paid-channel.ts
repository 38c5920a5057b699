// The channel on which the tabs of one embed tell each other what was paid (stores/paid-carts.ts).
// A module of its own: every embed listens from its mount, while what a report means and does
// (paid-carts.ts, in the checkout's file) is loaded when one comes.
import type { StoreApi } from "zustand/vanilla";
import type { BasketState } from "./basket";
import { paidChannelName } from "./paid-name";

const ignore = () => {};

/**
 * Settles the basket when another tab reports it paid (`onPaid` then tells the visitor);
 * returns the way to stop listening. A report that comes while the rules' file cannot load is
 * lost here: local storage's record still settles the basket before a payment (paidElsewhere).
 */
export function listenForPaidCarts(
  embedId: string,
  basket: StoreApi<BasketState>,
  onPaid: () => void = ignore,
): () => void {
  if (typeof BroadcastChannel !== "function") return ignore;
  let listening = true;
  const channel = new BroadcastChannel(paidChannelName(embedId));
  channel.onmessage = (e: MessageEvent<unknown>) =>
    void import("./paid-carts").then((m) => listening && m.settleReported(basket, e.data, onPaid), ignore);
  return () => {
    listening = false;
    channel.close();
  };
}
