// Last-visited and post-login redirect rules (spec 000 section 4). Paths are inside the
// language prefix ("/checkout", not "/de/checkout").
import { isAuthPath, routeOf } from "./paths";

export interface NavMemory {
  /** The previous route, saved before each route change except from the root. */
  lastVisitedUrl: string | null;
  /** Where login sends the visitor afterwards (checkout after a detour from checkout). */
  redirectRoute: string | null;
}

export const EMPTY_NAV_MEMORY: NavMemory = { lastVisitedUrl: null, redirectRoute: null };

const isRoot = (path: string) => path === "/" || path === "";
const isCheckout = (path: string) => routeOf(path) === "checkout";

/** The memory after a route change from `from` to `to`. */
export function afterRouteChange(memory: NavMemory, from: string, to: string): NavMemory {
  if (from === to) return memory;
  const lastVisitedUrl = isRoot(from) ? memory.lastVisitedUrl : from;
  let redirectRoute = memory.redirectRoute;
  if (isAuthPath(to)) {
    if (isCheckout(from)) redirectRoute = from.split("?")[0];
  } else {
    redirectRoute = null;
  }
  return { lastVisitedUrl, redirectRoute };
}

/**
 * Where to go after a successful login: the saved redirect (checkout after a detour from
 * checkout), else returnTo (if safe; an auth page would only lead back into the form), else
 * the fallback (home).
 */
export function afterLoginTarget(memory: NavMemory, safeReturnTo: string | null, fallback = "/"): string {
  const returnTo = safeReturnTo && !isAuthPath(safeReturnTo) ? safeReturnTo : null;
  return memory.redirectRoute ?? returnTo ?? fallback;
}
