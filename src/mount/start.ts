// Where an embed starts, decided from the page's address: pure, so the rules read in one place (which return an
// embed takes is domain/returns.ts's; the registry calls are made by the mount, before and after).
import type { EmbedOptions } from "../../loader/options";
import { isShopPath } from "../domain/paths";

/** The path the embed opens on: the return it took, or its language and data-route. */
export const startPathOf = (options: EmbedOptions, returning: string | null): string =>
  returning ?? `/${options.lang}${options.route && options.route !== "/" ? options.route : ""}`;

/**
 * A host link into the shop or a provider's return: the visitor came for what the shop shows, so its first screen
 * is brought into view and its heading focused (see ui/page).
 */
export const arrivedOf = (hash: string, ownsHash: boolean, foreign: unknown): boolean =>
  ownsHash && !foreign && hash.startsWith("#/") && isShopPath(hash.slice(1));
