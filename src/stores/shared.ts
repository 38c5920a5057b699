// Embeds with the same data-embed-id share one basket and one session: they write the same
// storage keys, so they use the same store instances and see each other's changes at once.
// This page-level registry is the one deliberate exception to "stores per mount"; embeds with
// different ids never share anything.
import type { StoreApi } from "zustand/vanilla";
import type { EmbedStorage } from "../embed/storage";
import { createSessionStore, type SessionState } from "./session";
import { createBasketStore, type BasketState } from "./basket";

interface Shared {
  session: StoreApi<SessionState>;
  basket: StoreApi<BasketState>;
  users: number;
}

const byEmbedId = new Map<string, Shared>();

export function acquireSharedStores(embedId: string, storage: EmbedStorage): Omit<Shared, "users"> {
  let shared = byEmbedId.get(embedId);
  if (!shared)
    byEmbedId.set(
      embedId,
      (shared = { session: createSessionStore(storage), basket: createBasketStore(storage), users: 0 }),
    );
  shared.users += 1;
  return { session: shared.session, basket: shared.basket };
}

export function releaseSharedStores(embedId: string): void {
  const shared = byEmbedId.get(embedId);
  if (shared && --shared.users <= 0) byEmbedId.delete(embedId);
}
