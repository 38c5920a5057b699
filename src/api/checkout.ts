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
  api.post<string>("checkout/initPayment", request, { auth: true, handled: [0, 400, 422] });

/** Pays an open order (order review); 406 not available, 410 already paid. */
export const initPaymentOrder = (api: ApiClient, request: Omit<InitPaymentRequest, "cart"> & { id: string }) =>
  api.post<string>("checkout/initPaymentOrder", request, { auth: true, handled: [0, 400, 406, 410, 422] });

export interface ExecResult {
  booking_id: string;
  has_tickets: boolean;
  /** The cart that was paid; null when an order was paid. */
  cartId: string | null;
  orderId: string | null;
  /** What was paid, minor units. */
  total: number;
}

/** Executes the provider's return; every failure is shown by the return screen. */
export const execPayment = (api: ApiClient, params: ReturnParams, cartId: string | null) =>
  api.post<ExecResult>(
    "checkout/execPayment",
    { cartId },
    {
      query: { us: params.us, sessionUs: params.sessionUs, srcURL: params.srcURL ?? undefined },
      auth: true,
      handled: true,
    },
  );

export const cancelPayment = (api: ApiClient, cartId: string) =>
  api.post<{ canceled: boolean }>("checkout/cancel", {}, { query: { noRedirect: 1, cartId }, handled: true });

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
