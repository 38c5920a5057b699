// The channel on which the tabs of one embed tell each other what was paid (stores/paid-carts.ts).
// A module of its own: every embed listens from its mount, while what a message means and does
// (paid-carts.ts, with the checkout's modules) is loaded when one comes.

export const paidChannelName = (embedId: string) => `foyer:${embedId}:paid`;

/** Hands each message on the embed's channel to `heard`; returns the way to stop listening. */
export function listenPaidChannel(embedId: string, heard: (data: unknown) => void): () => void {
  if (typeof BroadcastChannel !== "function") return () => {};
  const channel = new BroadcastChannel(paidChannelName(embedId));
  channel.onmessage = (e: MessageEvent<unknown>) => heard(e.data);
  return () => channel.close();
}
