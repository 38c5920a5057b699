// Coming back from the provider: checkout/execPayment books a paid cart (or marks an order paid)
// once, and checkout/cancel gives a cart up. Executing the same return twice answers the same
// booking and books nothing more.
import type { Context } from "hono";
import type { SandboxState } from "../state";
import { body, fail, ok } from "../http";
import { dateTime } from "../clock";
import { sessions } from "./sessions";
import { checkCart, checkoutData, commitCart, hasTickets, orderOf, type SandboxCart } from "./checkout-carts";
import { giveUp } from "./checkout-starts";

const expired = (state: SandboxState, cart: SandboxCart) => cart.expires <= state.clock.now().getTime();

/**
 * The cart of a return: the one its payment token names (the tokens are the proof of the
 * payment, whatever cart the widget believes it paid). Without such a payment, the widget's
 * `cartId` tells what became of its own cart: gone, or paid by another return.
 */
function cartOfReturn(
  state: SandboxState,
  us: string,
  cartId: string | null,
): SandboxCart | { status: number; error: string } {
  const data = checkoutData(state);
  const id = data.payments.get(us);
  const cart = id ? data.carts.get(id) : undefined;
  if (cart) return cart;
  const own = cartId ? data.carts.get(cartId) : undefined;
  if (cartId && !own) return { status: 410, error: "CART_NOT_FOUND" };
  if (own?.status === "paid") return { status: 410, error: "CART_PAID" };
  return { status: 400, error: "PAYMENT_UNKNOWN" };
}

/** Booking ids are random (10 digits), so an order cannot be found by counting. */
function newBookingId(data: ReturnType<typeof checkoutData>): string {
  for (;;) {
    const digits = Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => String(n % 100000).padStart(5, "0"));
    const id = `LH${digits.join("")}`;
    if (!data.orders.has(id)) return id;
  }
}

/**
 * Books a paid cart: at the provider's notification (the money is taken, whether or not the
 * visitor ever comes back) or at the return, whichever comes first. Everything from the checks to the booking runs without awaiting, so an
 * execute and a cancel of the same cart never interleave (the first one in wins).
 */
export function book(state: SandboxState, cart: SandboxCart) {
  const data = checkoutData(state);
  const now = dateTime(state.clock.wall());
  let bookingId: string;
  if (cart.kind === "order") {
    const order = data.orders.get(cart.orderId!)!;
    Object.assign(order, { status: "paid", paidAt: now, payart: cart.payart });
    bookingId = order.id;
  } else {
    cart.status = "paid";
    commitCart(state, cart);
    bookingId = newBookingId(data);
    const customer = sessions(state).customers.find((x) => x.id === cart.customerId) ?? null;
    data.orders.set(bookingId, orderOf(state, cart, bookingId, customer, now));
  }
  cart.status = "paid";
  cart.result = {
    booking_id: bookingId,
    has_tickets: cart.kind === "order" ? data.orders.get(bookingId)!.has_tickets : hasTickets(cart.items),
    cartId: cart.kind === "cart" ? cart.id : null,
    orderId: cart.kind === "order" ? bookingId : null,
    total: cart.total,
  };
  return cart.result;
}

export function execPayment(state: SandboxState) {
  return async (c: Context) => {
    const us = c.req.query("us") ?? "";
    const sessionUs = c.req.query("sessionUs") ?? "";
    const { cartId } = await body<{ cartId?: unknown }>(c);
    if (!us) return fail(c, 400, "PAYMENT_UNKNOWN");
    const cart = cartOfReturn(state, us, typeof cartId === "string" && cartId ? cartId : null);
    if (!("us" in cart)) return fail(c, cart.status, cart.error);
    if (cart.sessionUs !== sessionUs) return fail(c, 400, "PAYMENT_INVALID");
    // the same return again: the same booking, nothing booked twice
    if (cart.status === "paid" && cart.result) return ok(c, cart.result);
    if (cart.status === "canceled") return fail(c, 410, "CART_NOT_FOUND");
    // money taken is booked at once (above); a cart still open is unpaid, also one the provider
    // accepted where the shop confirms after it: not confirmed in time, it has expired like any
    // cart. An order's payment holds nothing and does not lapse once the provider accepted it
    const lapses = cart.kind === "cart" || cart.payment !== "authorized";
    if (lapses && expired(state, cart)) return fail(c, 410, "CART_EXPIRED");
    if (cart.payment === "declined") return fail(c, 400, "PAYMENT_DECLINED");
    if (cart.payment !== "authorized") return fail(c, 400, "PAYMENT_NOT_COMPLETED");
    // held since initPayment, so this holds; checked again as a safeguard
    const problem = cart.kind === "cart" ? checkCart(state, cart.items, cart.id) : null;
    if (problem) return fail(c, 422, problem.error, { line: problem.line });
    return ok(c, book(state, cart));
  };
}

export function cancelPayment(state: SandboxState) {
  return (c: Context) => {
    const cart = checkoutData(state).carts.get(c.req.query("cartId") ?? "");
    if (!cart || cart.status === "canceled") return fail(c, 410, "CART_NOT_FOUND");
    // money taken (booked at the provider's notification or at the confirmation): never
    // cancelled. A payment the provider only accepted (the shop confirms after it) is no money
    // taken: it is cancelled like any open cart, its details released
    if (cart.status === "paid") return fail(c, 410, "CART_PAID");
    // a return names its payment: a cancel page of another payment cancels nothing
    const us = c.req.query("us");
    if (us !== undefined && us !== cart.us) return fail(c, 400, "PAYMENT_INVALID");
    if (expired(state, cart)) return fail(c, 410, "CART_EXPIRED");
    giveUp(cart);
    if (c.req.query("noRedirect") === "1") return ok(c, { canceled: true, cartId: cart.id });
    return c.redirect(cart.urls.cancel, 303);
  };
}
