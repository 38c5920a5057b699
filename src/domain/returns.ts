// Which embed a payment return belongs to (the return route names it: `?embed=…`). Kept apart
// from checkout.ts because every embed checks it when it mounts. Pure.
import { routeOf, splitLanguage } from "./paths";

/** The routes a payment provider sends the visitor back to. */
const RETURN_ROUTES = ["checkoutSuccess", "checkoutAccepted", "checkoutFailed", "checkoutCanceled", "orderReview"];

/** The embed a return route names (`?embed=…`), or null. */
export function returnEmbed(routeSearch: string): string | null {
  // URLSearchParams drops a leading "?" itself
  return new URLSearchParams(routeSearch).get("embed");
}

/** A return route in the page's hash that names its embed: the embed and the route. */
export function returnOf(hash: string): { embedId: string; route: string } | null {
  if (!hash.startsWith("#/")) return null;
  const [path, search = ""] = hash.slice(1).split("?");
  const name = routeOf(splitLanguage(path).rest);
  const embedId = returnEmbed(search);
  return name && RETURN_ROUTES.includes(name) && embedId ? { embedId, route: hash.slice(1) } : null;
}

/**
 * For an embed that does not own the page's hash: the hash route to start at, when the page
 * arrives back from a payment this embed started (`#/de/checkout/success?embed=its-id`).
 */
export function returnRouteFor(hash: string, embedId: string): string | null {
  const named = returnOf(hash);
  return named?.embedId === embedId ? named.route : null;
}

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
export function foreignReturn(hash: string, options: { embedId: string }, ownsHash: boolean) {
  const named = returnOf(hash);
  return ownsHash && named && named.embedId !== options.embedId ? named : null;
}

/**
 * The return route this embed may take, before it claims it: the hash owner leaves a return named for another
 * embed to that one and stays on its own route; an embed that does not own the hash takes a return it started
 * itself, unless the hash owner shares its basket and shows it there.
 */
export function returnCandidate(hash: string, options: { embedId: string }, neighbours: Neighbours): string | null {
  if (neighbours.ownsHash || neighbours.ownerShares) return null;
  return returnRouteFor(hash, options.embedId) ?? neighbours.handedOver();
}
