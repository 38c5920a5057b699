// Route paths as data: the pattern wouter matches (inside the language prefix) and an href
// builder, so no component glues a path together. Pure: no React.
import { LANGUAGES, type Language } from "./config-languages";

const enc = encodeURIComponent;
const route = <A extends unknown[]>(pattern: string, href: (...args: A) => string) => ({ pattern, href });
const fixed = (pattern: string) => route(pattern, () => pattern);

export const paths = {
  home: fixed("/"),
  merchandise: fixed("/merchandise"),
  merchandiseCategory: route("/merchandise/:category", (category: string) => `/merchandise/${enc(category)}`),
  passes: fixed("/passes"),
  pass: route("/passes/:id", (id: number | string) => `/passes/${enc(String(id))}`),
  product: route("/product/:id", (id: number | string) => `/product/${enc(String(id))}`),
  vouchers: fixed("/vouchers"),
  voucher: route("/vouchers/:id", (id: number | string) => `/vouchers/${enc(String(id))}`),
  tickets: fixed("/tickets"),
  event: route("/tickets/:id", (id: number | string) => `/tickets/${enc(String(id))}`),
  tours: fixed("/guided-tours"),
  tour: route("/guided-tours/:id", (id: number | string) => `/guided-tours/${enc(String(id))}`),
  login: fixed("/login"),
  register: fixed("/register"),
  registerSuccess: fixed("/register/success"),
  registerGuest: fixed("/register-guest"),
  forgotPassword: fixed("/forgot-password"),
  passwordResetSuccess: fixed("/password-reset-success"),
  recover: route("/recover/:guid", (guid: string) => `/recover/${enc(guid)}`),
  recoverSuccess: fixed("/recover-success"),
  settings: fixed("/settings"),
  orderReview: route("/order-review/:id", (id: number | string) => `/order-review/${enc(String(id))}`),
  checkout: fixed("/checkout"),
  checkoutAccepted: fixed("/checkout/accepted"),
  checkoutCanceled: fixed("/checkout/canceled"),
  checkoutSuccess: fixed("/checkout/success"),
  checkoutFailed: fixed("/checkout/failed"),
  shippingPage: fixed("/page/shipping"),
  page: route("/page/:id", (id: string) => `/page/${enc(id)}`),
} as const;

export type RouteName = keyof typeof paths;

/**
 * A read a screen starts with: a GET without login, the same for every visitor (its endpoint and
 * query, as the screen's own call asks for it). The route table names them (RouteDef.reads).
 */
export type FirstRead = [endpoint: string, query?: Record<string, string | number>];

/** The logout route has no language prefix (spec 000 section 2). */
export const LOGOUT_PATH = "/logout";

const AUTH_ROUTES: (RouteName | null)[] = [
  "login",
  "register",
  "registerSuccess",
  "registerGuest",
  "forgotPassword",
  "recover",
  "passwordResetSuccess",
  "recoverSuccess",
];

/** A path's parameters by a pattern (`/tickets/:id` and `/tickets/12`: `{ id: "12" }`), or null. */
export function paramsOf(pattern: string, path: string): Record<string, string> | null {
  const p = pattern.split("/");
  const s = (path.split("?")[0].replace(/\/+$/, "") || "/").split("/");
  if (p.length !== s.length) return null;
  const params: Record<string, string> = {};
  for (const [i, seg] of p.entries())
    if (seg.startsWith(":") && s[i] !== "") params[seg.slice(1)] = s[i];
    else if (seg !== s[i]) return null;
  return params;
}

/** The route name a language-less path belongs to, or null. */
export function routeOf(path: string): RouteName | null {
  for (const name of Object.keys(paths) as RouteName[]) if (paramsOf(paths[name].pattern, path)) return name;
  return null;
}

export const isAuthPath = (path: string): boolean => AUTH_ROUTES.includes(routeOf(path));

/** Splits "/en/tickets/12" into its language and the path inside it. */
export function splitLanguage(path: string): { lang: Language | null; rest: string } {
  const m = /^\/([a-z]{2})(?=\/|$|\?)(.*)$/.exec(path);
  if (m && (LANGUAGES as readonly string[]).includes(m[1])) return { lang: m[1] as Language, rest: m[2] || "/" };
  return { lang: null, rest: path || "/" };
}

/**
 * A two-letter first segment of a path, lower-cased, and the rest: "/EN/tickets" and
 * "/xx/tickets" are meant as a language prefix (no route of the widget has a two-letter name).
 */
export function loosePrefix(path: string): { code: string; rest: string } | null {
  const m = /^\/([A-Za-z]{2})(?=\/|$|\?)(.*)$/.exec(path);
  return m ? { code: m[1].toLowerCase(), rest: m[2] || "/" } : null;
}

/**
 * Whether a hash route is the shop's: a language prefix ("/de/...", also "/EN/..."), the
 * logout, or a route of the widget without its language ("/tickets", a host's link into the
 * shop). Anything else ("/about", the host's own router) belongs to the host page.
 */
export function isShopPath(route: string): boolean {
  const path = route.split("?")[0];
  // "/" is the home route
  if (path === LOGOUT_PATH || routeOf(path)) return true;
  const loose = loosePrefix(path);
  return (
    !!loose && ((LANGUAGES as readonly string[]).includes(loose.code) || (loose.rest !== "/" && !!routeOf(loose.rest)))
  );
}

/**
 * A returnTo or redirect target, accepted only when it is a route of the widget: a path
 * (with optional language prefix and query), never a URL of another site. Returns the path
 * without its language prefix, or null.
 */
export function safeRoute(target: string | null | undefined): string | null {
  if (!target) return null;
  let value = target.trim();
  try {
    value = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (value.startsWith("#")) value = value.slice(1);
  // a path of these characters only: no scheme (no colon), no backslash, no space; never "//" (another host)
  if (value.startsWith("//") || !/^\/[\w\-./~%]*(\?[\w\-.~%=&+,]*)?$/.test(value)) return null;
  // the logout is no route of the widget: it is refused with any other path
  const { rest } = splitLanguage(value);
  return routeOf(rest) ? rest : null;
}
