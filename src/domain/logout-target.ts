// Where the logout sends the visitor (app/logout.tsx, a file of its own): a route of the widget
// (safeRoute), never an outside URL. Pure.
import { paths, routeOf, safeRoute, type RouteName } from "./paths";

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
