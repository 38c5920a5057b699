// Where the account screens send the visitor, and the recovery link's way back into the embed.
// Every target is a route of the widget (safeRoute), never an outside URL. Pure.
import { isAuthPath, paths, routeOf, safeRoute, splitLanguage, type RouteName } from "./paths";

/** Screens that only a registered user can use; they say so to everyone else. */
export const LOGIN_REQUIRED: (RouteName | null)[] = ["settings"];

export const requiresLogin = (route: string): boolean => LOGIN_REQUIRED.includes(routeOf(route));

/** After logout: a safe returnTo, unless it is a screen that needs the login just ended. */
export function logoutTarget(returnTo: string | null): string {
  const target = safeRoute(returnTo);
  return target && !requiresLogin(target) ? target : paths.home.href();
}

/** A language-less route inside the embed's language: "/en/settings", "/en" for home. */
export const inLanguage = (lang: string, route: string): string => `/${lang}${route === "/" ? "" : route}`;

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
