// Which embed a payment return belongs to (the return route names it: `?embed=…`). Kept apart
// from checkout.ts because every embed checks it when it mounts. Pure.
import { routeOf, splitLanguage } from "./paths";

/** The routes a payment provider sends the visitor back to. */
const RETURN_ROUTES = ["checkoutSuccess", "checkoutAccepted", "checkoutFailed", "checkoutCanceled", "orderReview"];

/** The embed a return route names (`?embed=…`), or null. */
export function returnEmbed(routeSearch: string): string | null {
  return new URLSearchParams(routeSearch.startsWith("?") ? routeSearch.slice(1) : routeSearch).get("embed");
}

/**
 * For an embed that does not own the page's hash: the hash route to start at, when the page
 * arrives back from a payment this embed started (`#/de/checkout/success?embed=its-id`).
 */
export function returnRouteFor(hash: string, embedId: string): string | null {
  if (!hash.startsWith("#/")) return null;
  const [path, search = ""] = hash.slice(1).split("?");
  const { rest } = splitLanguage(path);
  const name = routeOf(rest);
  return name && RETURN_ROUTES.includes(name) && returnEmbed(search) === embedId ? hash.slice(1) : null;
}
