// Where an embed starts, decided from the page's address and what the other embeds of the page answered: pure, so
// the rules read in one place (the registry calls are made by the mount, before and after).
import type { EmbedOptions } from "../../loader/options";
import { isShopPath } from "../domain/paths";
import { returnOf, returnRouteFor } from "../domain/returns";

/** What the page's other embeds answered (embed/registry.ts). */
export interface Neighbours {
  /** This embed owns the page's hash. */
  ownsHash: boolean;
  /** The hash owner shares this embed's basket (and shows a return there). */
  ownerShares: boolean;
  /** A return the hash owner handed over to this embed. */
  handedOver: () => string | null;
}

/** A payment return named for another embed (a second shop), which the hash owner hands over. */
export function foreignReturn(hash: string, options: EmbedOptions, ownsHash: boolean) {
  const named = returnOf(hash);
  return ownsHash && named && named.embedId !== options.embedId ? named : null;
}

/**
 * The return route this embed may take, before it claims it: the hash owner leaves a return named for another
 * embed to that one and stays on its own route; an embed that does not own the hash takes a return it started
 * itself, unless the hash owner shares its basket and shows it there.
 */
export function returnCandidate(hash: string, options: EmbedOptions, neighbours: Neighbours): string | null {
  if (neighbours.ownsHash || neighbours.ownerShares) return null;
  return returnRouteFor(hash, options.embedId) ?? neighbours.handedOver();
}

/** The path the embed opens on: the return it took, or its language and data-route. */
export const startPathOf = (options: EmbedOptions, returning: string | null): string =>
  returning ?? `/${options.lang}${options.route && options.route !== "/" ? options.route : ""}`;

/**
 * A host link into the shop or a provider's return: the visitor came for what the shop shows, so its first screen
 * is brought into view and its heading focused (see ui/page).
 */
export const arrivedOf = (hash: string, ownsHash: boolean, foreign: unknown): boolean =>
  ownsHash && !foreign && hash.startsWith("#/") && isShopPath(hash.slice(1));
