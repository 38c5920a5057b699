// Starting a payment: checkout/initPayment (a cart) and checkout/initPaymentOrder (an open
// order). The request is checked (cart, payment type, token, bank data, delivery), the cart is
// priced and kept for `cartTtlMs`, and the answer is the provider's page, with the cart's id in
// its query. A cart that costs nothing needs no provider: the answer is the continue URL with
// the return parameters, as if the provider had been paid.
import type { Context } from "hono";
import type { CartLine, SandboxState } from "../state";
import { body, clientOf, fail, langOf, ok } from "../http";
import { checkToken, randomToken, type SandboxCustomer } from "./sessions";
import { book } from "./checkout-exec";
import type { ShopData } from "./shop";
import { attemptOf, basketKey, releaseForNewCart } from "./checkout-starts";
import {
  checkCart,
  checkoutData,
  ibanValid,
  isPosted,
  priceCart,
  shippingFor,
  type Payart,
  type SandboxCart,
} from "./checkout-carts";

const DIRECT_DEBIT = ["74", "164"];
const PAYPAL = "157";
const SHIPPING_FIELDS = ["name", "street", "zip", "city", "country"] as const;

interface InitRequest {
  payart?: Payart;
  aux?: Record<string, unknown>;
  cart?: { ver?: unknown; items?: unknown; external_document_number?: unknown; basket?: unknown; attempt?: unknown };
  url?: { continue?: unknown; cancel?: unknown };
  id?: unknown;
}

const absolute = (u: unknown): u is string => {
  try {
    return typeof u === "string" && ["http:", "https:"].includes(new URL(u).protocol);
  } catch {
    return false;
  }
};

/** The return URL with the provider's return parameters in its query (before the hash). */
export function withReturnParams(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.href;
}

type Who = { customer: SandboxCustomer | null } | { response: Response };

/** The token's customer; a token that is given but no longer valid is a 401. */
function who(c: Context, state: SandboxState): Who {
  const check = checkToken(c, state);
  if (check.status === "expired") return { response: fail(c, 401, "AUTH_REQUIRED") };
  return { customer: check.status === "ok" ? check.customer : null };
}

/** Payment type and bank data; null when they may be used. */
function paymentProblem(
  state: SandboxState,
  payart: Payart | undefined,
  aux: Record<string, unknown>,
): { status: number; error: string; fields?: Record<string, string[]> } | null {
  const types = state.area<ShopData>("shop").paymentTypes.map((p) => String(p.payartId));
  if (payart === undefined || !types.includes(String(payart))) return { status: 422, error: "PAYMENT_TYPE_INVALID" };
  if (!DIRECT_DEBIT.includes(String(payart))) return null;
  const holder = typeof aux.Accountholder === "string" ? aux.Accountholder.trim() : "";
  if (!holder || holder.length > 70)
    return { status: 422, error: "ACCOUNT_HOLDER_INVALID", fields: { Accountholder: ["ACCOUNT_HOLDER_INVALID"] } };
  if (!ibanValid(aux.IBAN)) return { status: 422, error: "IBAN_INVALID", fields: { IBAN: ["IBAN_INVALID"] } };
  return null;
}

/** The destination of posted lines: the delivery address sent, else the customer's billing country. */
function destination(
  items: CartLine[],
  aux: Record<string, unknown>,
  customer: SandboxCustomer | null,
): { country: string | null } | { error: string } {
  if (!items.some(isPosted)) return { country: null };
  const shipping = aux.shipping as Record<string, unknown> | null | undefined;
  if (shipping) {
    const complete = SHIPPING_FIELDS.every((f) => typeof shipping[f] === "string" && (shipping[f] as string).trim());
    return complete ? { country: String(shipping.country).toUpperCase() } : { error: "SHIPPING_ADDRESS_MISSING" };
  }
  return customer?.addrBilling.country
    ? { country: customer.addrBilling.country }
    : { error: "SHIPPING_ADDRESS_MISSING" };
}

/** Keeps the cart and answers with where the visitor goes next. */
function start(
  c: Context,
  state: SandboxState,
  cart: Omit<SandboxCart, "id" | "us" | "sessionUs" | "expires" | "status" | "payment" | "result" | "created">,
) {
  const data = checkoutData(state);
  const id = `C${randomToken(10)}`;
  const saved: SandboxCart = {
    ...cart,
    id,
    created: state.clock.now().getTime(),
    us: randomToken(12),
    sessionUs: randomToken(12),
    expires: state.clock.now().getTime() + state.settings.cartTtlMs,
    status: "open",
    payment: cart.total === 0 ? "authorized" : "pending",
    result: null,
  };
  data.carts.set(id, saved);
  data.payments.set(saved.us, id);
  // nothing to pay: as good as paid, booked now (the answer below may still be lost)
  if (saved.payment === "authorized") book(state, saved);
  const origin = new URL(c.req.url).origin;
  const provider = `${origin}/pay/${saved.us}?cartId=${encodeURIComponent(id)}`;
  // nothing to pay (codes cover it all): straight back, as if paid
  return ok(
    c,
    saved.total === 0
      ? withReturnParams(saved.urls.continue, { us: saved.us, sessionUs: saved.sessionUs, srcURL: provider })
      : provider,
  );
}

export function initPayment(state: SandboxState) {
  return async (c: Context) => {
    const req = await body<InitRequest>(c);
    const cart = req.cart;
    if (!cart || typeof cart !== "object" || cart.ver !== 1 || !Array.isArray(cart.items))
      return fail(c, 400, "INVALID_CART");
    if (!absolute(req.url?.continue) || !absolute(req.url?.cancel)) return fail(c, 400, "INVALID_RETURN_URL");
    const visitor = who(c, state);
    if ("response" in visitor) return visitor.response;
    // before login or guest registration only express PayPal
    if (!visitor.customer && String(req.payart) !== PAYPAL) return fail(c, 401, "AUTH_REQUIRED");
    const aux = req.aux && typeof req.aux === "object" ? req.aux : {};
    const payment = paymentProblem(state, req.payart, aux);
    if (payment) return fail(c, payment.status, payment.error, payment.fields ? { fields: payment.fields } : {});
    const items = (cart.items as unknown[]).filter(
      (x): x is CartLine => !!x && typeof x === "object" && typeof (x as CartLine).type === "string",
    );
    // voucher codes alone buy nothing (a paid 0 € booking): as empty
    if (!items.some((l) => l.type !== "voucherCode")) return fail(c, 422, "CART_EMPTY");
    // one basket is paid once; its earlier open cart (a start given up) holds nothing any more
    const basket = basketKey(cart.basket);
    const attempt = basket ? attemptOf(cart.attempt) : null;
    const customerId = visitor.customer?.id ?? null;
    const before = releaseForNewCart(state, { basket, attempt, customerId, client: clientOf(c) });
    if (before && "paid" in before) return fail(c, 409, "BASKET_PAID", { cartId: before.paid });
    if (before) return fail(c, 409, "ATTEMPT_SUPERSEDED", { cartId: before.superseded });
    const problem = checkCart(state, items);
    if (problem) return fail(c, 422, problem.error, { line: problem.line });
    const dest = destination(items, aux, visitor.customer);
    if ("error" in dest) return fail(c, 422, dest.error);
    const shipping = shippingFor(items, dest.country);
    if (shipping === null) return fail(c, 422, "SHIPPING_NOT_AVAILABLE");
    const { amounts, total } = priceCart(state, items, shipping);
    const number =
      typeof cart.external_document_number === "string" ? cart.external_document_number.slice(0, 35) : null;
    return start(c, state, {
      kind: "cart",
      basket,
      attempt,
      client: clientOf(c),
      orderId: null,
      lang: langOf(c),
      customerId,
      payart: req.payart!,
      aux,
      items,
      amounts,
      shipping,
      total,
      externalDocumentNumber: number || null,
      urls: { continue: req.url!.continue as string, cancel: req.url!.cancel as string },
    });
  };
}

export function initPaymentOrder(state: SandboxState) {
  return async (c: Context) => {
    const req = await body<InitRequest>(c);
    if (!absolute(req.url?.continue) || !absolute(req.url?.cancel)) return fail(c, 400, "INVALID_RETURN_URL");
    const visitor = who(c, state);
    if ("response" in visitor) return visitor.response;
    const order = checkoutData(state).orders.get(String(req.id ?? ""));
    if (!order || order.status === "canceled") return fail(c, 406, "ORDER_NOT_AVAILABLE");
    if (order.status === "paid") return fail(c, 410, "ORDER_PAID");
    const aux = req.aux && typeof req.aux === "object" ? req.aux : {};
    const payment = paymentProblem(state, req.payart, aux);
    if (payment) return fail(c, payment.status, payment.error, payment.fields ? { fields: payment.fields } : {});
    return start(c, state, {
      kind: "order",
      basket: null,
      attempt: null,
      client: clientOf(c),
      orderId: order.id,
      lang: langOf(c),
      customerId: visitor.customer?.id ?? null,
      payart: req.payart!,
      aux,
      items: [],
      amounts: [],
      shipping: order.shipping,
      total: order.total,
      externalDocumentNumber: null,
      urls: { continue: req.url!.continue as string, cancel: req.url!.cancel as string },
    });
  };
}
