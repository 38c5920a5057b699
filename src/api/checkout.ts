// Payment calls (spec 000 section 7; shapes in docs/service-contract.md). A POST is never
// retried; each caller shows its own failures except 401/403, which lead to login. Each answer
// is decoded: one the widget cannot read fails (DecodeError, a console.warn naming the call and
// the field) and never counts as a redirect, a booking or a cancellation.
import type { ApiClient } from "./client";
import { DecodeError, done, each, fail, isObj, needStr, numOr, strOr } from "./decode";
import type { Cart } from "../domain/cart";
import type { ReturnParams, ReturnUrls } from "../domain/checkout";
import type { PayartId } from "../domain/payment";

export interface InitPaymentRequest {
  payart: PayartId;
  aux: Record<string, unknown>;
  cart: Cart;
  url: ReturnUrls;
}

/** "data is a redirect URL": a non-empty text (the caller still checks it is a provider's page). */
export const decodeRedirect = (call: string, v: unknown): string => needStr(call, "data", v).trim();

/** The provider's page to go to (the cart's id in its query). */
export const initPayment = (api: ApiClient, request: InitPaymentRequest) =>
  api
    .post<unknown>("checkout/initPayment", request, { auth: true, handled: [0, 400, 409, 422], payment: true })
    .then((d) => decodeRedirect("checkout/initPayment", d));

/** Pays an open order (order review); 406 not available, 410 already paid. */
export const initPaymentOrder = (api: ApiClient, request: Omit<InitPaymentRequest, "cart"> & { id: string }) =>
  api
    .post<unknown>("checkout/initPaymentOrder", request, {
      auth: true,
      handled: [0, 400, 406, 410, 422],
      payment: true,
    })
    .then((d) => decodeRedirect("checkout/initPaymentOrder", d));

export interface ExecResult {
  booking_id: string;
  has_tickets: boolean;
  /** The cart that was paid; null when an order was paid. */
  cartId: string | null;
  orderId: string | null;
  /** What was paid, minor units. */
  total: number;
}

/** Thrown when a 200 answer is not a booking (empty, HTML, malformed): the outcome is unknown. */
export class UndecodableAnswer extends DecodeError {
  constructor() {
    super("checkout/execPayment", "booking_id");
    this.name = "UndecodableAnswer";
  }
}

const text = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";

/**
 * Only an answer with a non-empty booking number is a booking (spec 000: `booking_id`,
 * `has_tickets`); `cartId`, `orderId` and `total` are extensions (null, null, 0 without them).
 */
export function decodeExecResult(value: unknown): ExecResult {
  const v = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  // a number is a booking only as a whole one ("NaN" or "Infinity" are no booking numbers)
  const id =
    typeof v.booking_id === "number" ? (Number.isSafeInteger(v.booking_id) ? String(v.booking_id) : "") : v.booking_id;
  if (!text(id)) {
    console.warn('Foyer: the answer of checkout/execPayment lacks a usable "booking_id"');
    throw new UndecodableAnswer();
  }
  return {
    booking_id: id,
    has_tickets: v.has_tickets === true || v.has_tickets === 1,
    cartId: text(v.cartId) ? v.cartId : null,
    orderId: text(v.orderId) ? v.orderId : null,
    total: Number.isFinite(v.total) ? (v.total as number) : 0,
  };
}

/**
 * Executes the provider's return; every failure is shown by the return screen. The body names
 * the basket's cart (spec 000: `cartId`), or null where this embed knows none (a return that
 * lands without the basket, an order's payment): the service then finds the cart by the payment
 * token. The answer says which cart was paid (the caller compares it with its basket's). Rejects
 * with UndecodableAnswer when a 200 answer is not a booking.
 */
export const execPayment = (api: ApiClient, params: ReturnParams, cartId: string | null) =>
  api
    .post<unknown>(
      "checkout/execPayment",
      { cartId },
      {
        query: { us: params.us, sessionUs: params.sessionUs, srcURL: params.srcURL ?? undefined },
        auth: true,
        handled: true,
        payment: true,
      },
    )
    .then(decodeExecResult);

/**
 * Spec 000: "cancelled". A 200 whose data is nothing or an object is the cancellation unless it
 * says it was not (`canceled` false or 0); that, or data of any other kind (a text, a number, a
 * list: no answer of the service's), fails (DecodeError): the basket then keeps its cart and the
 * cancel page does not say "cancelled" (issue 32: the cart may have been paid).
 */
export function decodeCancel(v: unknown): { canceled: true } {
  if (v !== undefined && v !== null && v !== "" && !isObj(v)) fail("checkout/cancel", "canceled");
  return { canceled: done("checkout/cancel", "canceled", v) };
}

/** Gives up a cart; `us` (the return's payment token) makes the service refuse a cart of another payment. */
export const cancelPayment = (api: ApiClient, cartId: string, us: string | null) =>
  api
    .post<unknown>("checkout/cancel", {}, { query: { noRedirect: 1, cartId, us: us ?? undefined }, handled: true })
    .then(decodeCancel);

export interface Suggestion {
  type: "merchandise" | "annualPass";
  id: number;
  name: string;
  description?: string;
  price: number;
  image?: string;
}

/**
 * "data is the upselling list": an entry is kept only with a `type` the widget sells here, an
 * `id`, a `name` and a `price`; `description` and `image` when they are text. Not a list: none.
 */
export const decodeSuggestions = (v: unknown): Suggestion[] =>
  each(v, (item) => {
    if (!isObj(item) || (item.type !== "merchandise" && item.type !== "annualPass")) return undefined;
    const id = numOr(item.id);
    const name = strOr(item.name)?.trim();
    const price = numOr(item.price);
    if (id === undefined || !name || price === undefined || price < 0) return undefined;
    const description = strOr(item.description);
    const image = strOr(item.image);
    return {
      type: item.type,
      id,
      name,
      price,
      ...(description ? { description } : {}),
      ...(image ? { image } : {}),
    };
  });

/** Upselling for the basket; a failure just shows none. */
export const getSuggestions = (api: ApiClient, cart: Cart) =>
  api.post<unknown>("checkout/suggest", { cart }, { handled: true }).then(decodeSuggestions);
