// The way to the payment provider and back (spec 000 sections 2, 4 and 7): absolute return URLs
// that point at the host page with the widget's hash route, the provider's return parameters
// (read from the page's query or the hash route's query, then removed), and the checkout
// step the progress bar shows. Pure.
import { paths } from "./paths";
import type { BasketLine } from "./basket";

export { returnEmbed } from "./returns";

/** The provider's return parameters, as execPayment takes them. */
export interface ReturnParams {
  /** The payment's random token (12 characters). */
  us: string;
  /** The session's token (12 characters). */
  sessionUs: string;
  /** The provider page the visitor came back from. */
  srcURL: string | null;
  /** Set on the cancel URL: the visitor declined or cancelled at the provider. */
  status: "declined" | "canceled" | null;
  /** The return of an open order's payment (its URLs say `for=order`): not the basket's cart. */
  forOrder?: true;
}

export const RETURN_PARAM_NAMES = ["us", "sessionUs", "srcURL", "status", "embed", "for"] as const;

/** The service's tokens are 12 characters of any kind but spaces and control characters. */
const TOKEN = /^[^\s\p{Cc}]{12}$/u;
const isToken = (v: string) => TOKEN.test(v);

/**
 * The return parameters of the page's query or of the hash route's query (a provider that
 * appends to the whole URL puts them after the hash). The hash route's win; tokens that are
 * not 12 characters are ignored, so a mangled address executes nothing (returnIgnored says so).
 */
export function readReturnParams(pageSearch: string, routeSearch: string): ReturnParams | null {
  // URLSearchParams drops a leading "?" itself
  const queries = [routeSearch, pageSearch].map((s) => new URLSearchParams(s));
  // the return URL's own marks (for=order) stay in the route; a provider may add its parameters
  // to the page's query
  const forOrder = queries.some((q) => q.get("for") === "order");
  for (const q of queries) {
    const us = q.get("us") ?? "";
    const sessionUs = q.get("sessionUs") ?? "";
    if (!isToken(us) || !isToken(sessionUs)) continue;
    const status = q.get("status");
    return {
      us,
      sessionUs,
      srcURL: q.get("srcURL") || null,
      status: status === "declined" || status === "canceled" ? status : null,
      ...(forOrder && { forOrder: true as const }),
    };
  }
  return null;
}

/** True when an address carries return parameters that cannot be used (a mangled token). */
export function returnMalformed(pageSearch: string, routeSearch: string): boolean {
  if (readReturnParams(pageSearch, routeSearch)) return false;
  return [routeSearch, pageSearch].some((search) => {
    const q = new URLSearchParams(search);
    return q.has("us") || q.has("sessionUs");
  });
}

/** A query without the return parameters (without its "?"). */
export function withoutReturnParams(search: string): string {
  const q = new URLSearchParams(search);
  for (const name of RETURN_PARAM_NAMES) q.delete(name);
  return q.toString();
}

const stripSearch = (search: string) => {
  const rest = withoutReturnParams(search);
  return rest ? `?${rest}` : "";
};

/** The address without the return parameters, in the page's query and in the hash route's query. */
export function stripReturnParams(href: string): string {
  const url = new URL(href);
  url.search = stripSearch(url.search);
  const [route, query = ""] = url.hash.split("?");
  url.hash = route + stripSearch(query);
  return url.href;
}

export interface ReturnUrls {
  continue: string;
  cancel: string;
}

/**
 * The host page's address without its hash and without its query (issue 12): the query is the
 * host's (it may carry `?email=` or other personal data) and is not handed to a payment
 * provider; the way back needs only the page and the shop's own hash route.
 */
const pageBase = (href: string) => {
  const url = new URL(href);
  return url.origin + url.pathname;
};

/**
 * The absolute return URLs: the host page (without its query) plus the widget's hash route. Continue is the success
 * page when the order is confirmed on checkout (confirmPaymentOnCheckout), else the accepted
 * page, where the visitor confirms; cancel is the failed page, or `cancelRoute` (an order
 * payment returns to its own page, and both its URLs say `for=order`: its return pays no cart
 * of the basket).
 */
export function paymentReturnUrls(
  pageHref: string,
  lang: string,
  confirmOnCheckout: boolean,
  cancelRoute: string = paths.checkoutFailed.href(),
  embedId?: string,
): ReturnUrls {
  const base = pageBase(pageHref);
  const route = confirmOnCheckout ? paths.checkoutSuccess.href() : paths.checkoutAccepted.href();
  // the route names the embed, so the one that started the payment takes the return
  const query = [
    ...(embedId ? [`embed=${encodeURIComponent(embedId)}`] : []),
    ...(cancelRoute !== paths.checkoutFailed.href() ? ["for=order"] : []),
  ];
  const embed = query.length ? `?${query.join("&")}` : "";
  return { continue: `${base}#/${lang}${route}${embed}`, cancel: `${base}#/${lang}${cancelRoute}${embed}` };
}

/** The cart id the service put into the provider URL of initPayment's answer, or null. */
export function cartIdOf(providerUrl: string): string | null {
  try {
    return new URL(providerUrl).searchParams.get("cartId");
  } catch {
    return null;
  }
}

const STARTED = "started:";

/**
 * What the basket remembers of the payment it started (issue 14): the service's cart id where the
 * provider's address names it (the sandbox's does; spec 000 shows no such field), else a mark of a
 * started payment: with the return's `us` when the answer is already the return (nothing to pay),
 * else with `nonce`. The mark keeps the basket's return known as the basket's, so a paid basket is
 * gone and never paid twice; a mark is never sent to the service as a cart.
 */
export function startedPayment(target: string, nonce: string): string {
  const cart = cartIdOf(target);
  if (cart) return cart;
  let us: string | null = null;
  try {
    us = new URL(target).searchParams.get("us");
  } catch {
    // not an address: no return in it
  }
  return `${STARTED}${us ? `us=${us}` : nonce}`;
}

/** The service's id of a cart (a mark of a started payment is not one). */
export const isServiceCart = (id: string | null): boolean => !!id && !id.startsWith(STARTED);

/**
 * Whether a booked return is the payment the basket started: the same cart, or, where the basket
 * has only a mark, the same `us` (a mark with it) or any return (a mark without: the provider's
 * address named nothing, and this browser is where the provider sends its payer back).
 */
export function isBasketsPayment(basketCart: string | null, bookedCart: string | null, us: string): boolean {
  if (!basketCart) return false;
  if (isServiceCart(basketCart)) return bookedCart === basketCart;
  const mark = basketCart.slice(STARTED.length);
  return mark.startsWith("us=") ? mark === `us=${us}` : true;
}

/** Only http(s) addresses are followed to a provider. */
export function isProviderUrl(url: unknown): url is string {
  if (typeof url !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** The progress bar's step: 0 cart, 1 sign in, 2 payment, 3 complete. */
export function checkoutStep(input: { lines: number; signedIn: boolean; complete: boolean }): 0 | 1 | 2 | 3 {
  if (input.complete) return 3;
  if (input.lines === 0) return 0;
  return input.signedIn ? 2 : 1;
}

/** A basket of voucher codes alone buys nothing: it cannot be ordered (it would book 0 €). */
export const onlyVoucherCodes = (lines: BasketLine[]): boolean =>
  lines.length > 0 && lines.every((l) => l.type === "voucherCode");
