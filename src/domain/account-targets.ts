// Where the account screens send the visitor after they are done, and the recovery link's way back
// into the embed (the account screens' own rules: apart from account-redirects.ts, which the
// header in the first screen needs, and logout-target.ts, the logout's). Every target is a route of the widget
// (safeRoute), never an outside URL. Pure.
import { afterLoginTarget, type NavMemory } from "./navigation";
import { isAuthPath, paths, safeRoute } from "./paths";

/**
 * After login, registration, recovery or guest registration: the saved redirect (checkout
 * after a detour from checkout), else a safe returnTo, else the fallback (home; checkout for a
 * guest, who registers only to buy).
 */
export function authTarget(memory: NavMemory, returnTo: string | null, fallback: string = paths.home.href()): string {
  return afterLoginTarget(memory, safeRoute(returnTo), fallback);
}

/**
 * An account route with returnTo, carried on through the account screens (login -> register ->
 * success) so the visitor ends up where they came from. Unsafe or auth targets are dropped.
 */
export function withReturnTo(route: string, returnTo: string | null): string {
  const safe = safeRoute(returnTo);
  return safe && !isAuthPath(safe) ? `${route}?returnTo=${encodeURIComponent(safe)}` : route;
}

/**
 * The recovery link's base, sent as `backlink`: the host page's address (its query kept, its
 * hash replaced) with the widget's hash route to the recover screen; the service appends the
 * token, so the mailed link opens this page with `#/{lang}/recover/{token}`.
 */
export function recoveryBacklink(pageHref: string, lang: string): string {
  const url = new URL(pageHref);
  url.hash = ""; // the address then has no "#" at all
  return `${url.href}#/${lang}${paths.recover.href("")}`;
}
