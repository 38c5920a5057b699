// Where the account screens send the visitor, and the recovery link's way back into the embed.
// Every target is a route of the widget (safeRoute), never an outside URL. Pure.
import { afterLoginTarget, type NavMemory } from "./navigation";
import { isAuthPath, paths, routeOf, safeRoute, splitLanguage, type RouteName } from "./paths";

/** Screens that only a registered user can use; they say so to everyone else. */
export const LOGIN_REQUIRED: (RouteName | null)[] = ["settings"];

export const requiresLogin = (route: string): boolean => LOGIN_REQUIRED.includes(routeOf(route));

/**
 * After login, registration, recovery or guest registration: the saved redirect (checkout
 * after a detour from checkout), else a safe returnTo, else the fallback (home; checkout for a
 * guest, who registers only to buy).
 */
export function authTarget(memory: NavMemory, returnTo: string | null, fallback: string = paths.home.href()): string {
  return afterLoginTarget(memory, safeRoute(returnTo), fallback);
}

/** After logout: a safe returnTo, unless it is a screen that needs the login just ended. */
export function logoutTarget(returnTo: string | null): string {
  const target = safeRoute(returnTo);
  return target && !requiresLogin(target) ? target : paths.home.href();
}

/** A language-less route inside the embed's language: "/en/settings", "/en" for home. */
export const inLanguage = (lang: string, route: string): string => `/${lang}${route === "/" ? "" : route}`;

/**
 * An account route with returnTo, carried on through the account screens (login -> register ->
 * success) so the visitor ends up where they came from. Unsafe or auth targets are dropped.
 */
export function withReturnTo(route: string, returnTo: string | null): string {
  const safe = safeRoute(returnTo);
  return safe && !isAuthPath(safe) ? `${route}?returnTo=${encodeURIComponent(safe)}` : route;
}

/**
 * The returnTo of the header's login and register links (spec 000 section 2: always, with the
 * current full path). On an account screen that already has a returnTo, that one is kept, so
 * switching between login and register does not lose where the visitor came from.
 */
export function accountLinksReturnTo(here: string, search: string): string {
  const existing = new URLSearchParams(search).get("returnTo");
  const { rest } = splitLanguage(here.split("?")[0]);
  return isAuthPath(rest) && existing ? existing : here;
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
