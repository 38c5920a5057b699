// Payment calls (spec 000 section 7; shapes in docs/service-contract.md). A POST is never
// retried; each caller shows its own failures except 401/403, which lead to login.
import type { ApiClient } from "./client";
import type { Cart } from "../domain/cart";
import type { ReturnParams, ReturnUrls } from "../domain/checkout";
import type { PayartId } from "../domain/payment";

export interface InitPaymentRequest {
  payart: PayartId;
  aux: Record<string, unknown>;
  cart: Cart;
  url: ReturnUrls;
}

/** The provider's page to go to (the cart's id in its query). */
export const initPayment = (api: ApiClient, request: InitPaymentRequest) =>
  api.post<string>("checkout/initPayment", request, { auth: true, handled: [0, 400, 422], payment: true });

/** Pays an open order (order review); 406 not available, 410 already paid. */
export const initPaymentOrder = (api: ApiClient, request: Omit<InitPaymentRequest, "cart"> & { id: string }) =>
  api.post<string>("checkout/initPaymentOrder", request, {
    auth: true,
    handled: [0, 400, 406, 410, 422],
    payment: true,
  });

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
export class UndecodableAnswer extends Error {
  constructor() {
    super("The answer is not a booking");
    this.name = "UndecodableAnswer";
  }
}

const text = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";

/** Only an answer with a non-empty booking number is a booking. */
export function decodeExecResult(value: unknown): ExecResult {
  const v = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const id = typeof v.booking_id === "number" ? String(v.booking_id) : v.booking_id;
  if (!text(id)) throw new UndecodableAnswer();
  return {
    booking_id: id,
    has_tickets: v.has_tickets === true || v.has_tickets === 1,
    cartId: text(v.cartId) ? v.cartId : null,
    orderId: text(v.orderId) ? v.orderId : null,
    total: typeof v.total === "number" && Number.isFinite(v.total) ? v.total : 0,
  };
}

/**
 * Executes the provider's return; every failure is shown by the return screen. The cart is found
 * by the payment token, so the answer says which cart was paid (the caller compares it with its
 * basket's). Rejects with UndecodableAnswer when a 200 answer is not a booking.
 */
export const execPayment = (api: ApiClient, params: ReturnParams) =>
  api
    .post<unknown>(
      "checkout/execPayment",
      { cartId: null },
      {
        query: { us: params.us, sessionUs: params.sessionUs, srcURL: params.srcURL ?? undefined },
        auth: true,
        handled: true,
        payment: true,
      },
    )
    .then(decodeExecResult);

/** Gives up a cart; `us` (the return's payment token) makes the service refuse a cart of another payment. */
export const cancelPayment = (api: ApiClient, cartId: string, us: string) =>
  api.post<{ canceled: boolean }>("checkout/cancel", {}, { query: { noRedirect: 1, cartId, us }, handled: true });

export interface Suggestion {
  type: "merchandise" | "annualPass";
  id: number;
  name: string;
  description?: string;
  price: number;
  image?: string;
}

/** Upselling for the basket; a failure just shows none. */
export const getSuggestions = (api: ApiClient, cart: Cart) =>
  api
    .post<Suggestion[]>("checkout/suggest", { cart }, { handled: true })
    .then((list) => (Array.isArray(list) ? list : []));
