// The checkout's actions as plain functions of the embed (API client, stores, events) and the
// checkout store, callable without React: the order button (checkout/initPayment), paying an
// open order (checkout/initPaymentOrder) and giving up a cart (checkout/cancel). They answer
// the provider's address to go to; leaving the page is the caller's (use-order.ts). The return
// from the provider is in ./execute.ts.
import type { StoreApi } from "zustand/vanilla";
import type { ApiClient } from "../../api/client";
import { cancelPayment, initPayment, initPaymentOrder } from "../../api/checkout";
import { ApiError } from "../../api/errors";
import { refusalCode, refusalOf } from "../../api/refusals";
import { cancelOutcome, orderPaymentRefusal, orderRefusal } from "../../domain/payment-answers";
import { toEventItem } from "../../domain/analytics";
import { buildCart } from "../../domain/cart";
import { paymentChoice } from "./payment-choice";
import { isProviderUrl, isServiceCart, paymentReturnUrls, startedPayment } from "../../domain/checkout";
import { cartProblem } from "../../domain/checkout-errors";
import { toCurrencyUnits } from "../../domain/money";
import { paths } from "../../domain/paths";
import { paymentAux, type DirectDebit, type PayartId } from "../../domain/payment";
import type { ShippingValues } from "../../domain/shipping";
import { allocateVouchers } from "../../domain/vouchers";
import type { BasketLine } from "../../domain/basket";
import type { Emit } from "../../embed/events";
import type { EmbedStorage } from "../../embed/storage";
import type { EmbedStores } from "../../stores/context";
import { lineLabel } from "./line-label";
import { announcePaid, paidElsewhere } from "../../stores/paid-carts";
import { startedCarts } from "../../stores/started-carts";
import { newKey } from "../../stores/basket";
import type { CheckoutState, OrderProblem } from "./store";

/** What the checkout actions need of an embed, with the embed's checkout store. */
export interface CheckoutContext {
  api: ApiClient;
  stores: EmbedStores;
  checkout: StoreApi<CheckoutState>;
  emit: Emit;
  storage: EmbedStorage;
  embedId: string;
}

export interface OrderInput {
  payart: PayartId;
  directDebit?: DirectDebit;
  shipping: ShippingValues | null;
}

/** What a refused payment call means for the visitor, and the line it names. */
export function refusal(e: ApiError, lines: BasketLine[]): OrderProblem {
  const code = refusalCode(e);
  // the line the service names by its index in the cart (a number; anything else names none)
  const line = typeof e.body.line === "number" ? (lines[e.body.line] ?? null) : null;
  return { problem: cartProblem(code, line), lineKey: line?.key ?? null, lineName: line ? lineLabel(line) : null };
}

/** An order that is not sent: the checkout says why. */
function refused(ctx: CheckoutContext, problem: OrderProblem["problem"]): null {
  ctx.checkout.getState().setSending(false);
  ctx.checkout.getState().setProblem({ problem, lineKey: null, lineName: null });
  return null;
}

/** A failure as an ApiError; an answer that is not a provider's address is one too. */
const asApiError = (e: unknown) => (e instanceof ApiError ? e : new ApiError(0, null));

/**
 * The order button: the prepared cart (version 1, the items, the document number when
 * configured), the payment type and its data, the partner, and absolute return URLs back to
 * `page`'s hash route go to checkout/initPayment. It never sends twice: while one is sending the
 * next does nothing (null), and a POST is never retried. Answers the provider's address; a
 * refusal becomes the checkout's problem (null).
 */
export async function placeOrder(ctx: CheckoutContext, input: OrderInput, page: string): Promise<string | null> {
  const { api, stores, checkout, emit } = ctx;
  const state = checkout.getState();
  if (state.sending) return null;
  state.setSending(true);
  state.setProblem(null);
  // paid in another tab (its record in local storage): the paid lines go, nothing is sent
  if (paidElsewhere(ctx.embedId, stores.basket)) return refused(ctx, "alreadyPaid");
  const basketId = stores.basket.getState().ensureBasketId();
  const basket = stores.basket.getState();
  const shell = stores.shell.getState();
  const config = shell.config!;
  const lines = basket.lines;
  const documentNumber = config.hasCheckoutDocumentNumber ? basket.externalDocumentNumber.trim() : null;
  const cart = buildCart(lines, documentNumber, { id: basketId, attempt: basket.nextAttempt() });
  const url = paymentReturnUrls(page, shell.lang, config.confirmPaymentOnCheckout, undefined, ctx.embedId);
  const { payart, directDebit, shipping } = input;
  const aux = paymentAux({
    payart,
    directDebit,
    partner: shell.partner,
    tracking: shell.tracking,
    shipping,
    requestInvoice: basket.requestInvoice,
  });
  const total = allocateVouchers(lines, basket.shippingCosts).total;
  const value = toCurrencyUnits(total);
  emit("foyer:checkout", { value, currency: "EUR", items: lines.map(toEventItem) });
  // back from the provider (a new page load), the payment type and the terms are as chosen
  paymentChoice.keep(ctx.storage, payart);
  try {
    const target = await initPayment(api, { payart, aux, cart, url });
    if (!isProviderUrl(target)) throw new ApiError(200, null);
    // the cart the provider's address names, else a mark of the started payment (its return is
    // the basket's), with the lines it covers and what it comes to (the confirmation's total)
    const cartId = startedPayment(target, newKey());
    const keys = lines.map((l) => l.key);
    basket.setStarted(cartId, { keys, total, shipping: basket.shippingCosts });
    // a tab opened later (this one closed on the way back) can still ask about this cart
    if (isServiceCart(cartId)) startedCarts.record(ctx.embedId, { cartId, basketId, keys });
    // the button stays disabled (sending): the page is leaving
    return target;
  } catch (e) {
    checkout.getState().setSending(false);
    const error = asApiError(e);
    const meaning = orderRefusal(refusalOf(error));
    // the login goes through the shell's error policy
    if (meaning === "login") return null;
    // the service says this basket was paid (another tab, a return that was lost): never again
    if (meaning === "alreadyPaid") stores.basket.getState().settlePaid(null);
    // the policy's banner is at the top of the shop, far above the button: the visitor reads
    // (and hears) a server failure here too
    const problem = meaning === "refused" ? refusal(error, lines) : { problem: meaning, lineKey: null, lineName: null };
    checkout.getState().setProblem(problem);
    return null;
  }
}

/**
 * Pays the open order `id` (order review): its payment returns to the success page, a cancel or
 * a decline to the order's page. Answers the provider's address, or the problem to show (null
 * when the shell's error policy speaks: 401/403, 5xx).
 */
export async function payOrder(
  ctx: Pick<CheckoutContext, "api" | "stores" | "embedId">,
  id: string,
  payment: { payart: PayartId; directDebit: DirectDebit },
  page: string,
): Promise<{ target: string } | { problem: OrderProblem | null }> {
  const shell = ctx.stores.shell.getState();
  // an order is confirmed already: its payment returns to the success page, a cancel to this page
  const url = paymentReturnUrls(page, shell.lang, true, paths.orderReview.href(id), ctx.embedId);
  const aux = paymentAux({ ...payment, partner: shell.partner, tracking: shell.tracking });
  try {
    const target = await initPaymentOrder(ctx.api, { payart: payment.payart, aux, id, url });
    if (!isProviderUrl(target)) throw new ApiError(200, null);
    return { target };
  } catch (e) {
    const error = asApiError(e);
    const meaning = orderPaymentRefusal(refusalOf(error));
    if (meaning === "policy") return { problem: null };
    if (meaning === "gone") return { problem: { problem: "cartGone", lineKey: null, lineName: null } };
    return { problem: refusal(error, []) };
  }
}

export type CancelOutcome = "canceled" | "gone" | "paid" | "none" | "failed";

/**
 * Gives up the basket's cart at the service (checkout/cancel?noRedirect=1&cartId, with the
 * return's `us` when there is one: the service then refuses a cart of another payment) and
 * forgets its id. The cancel page asks even without a return (a visitor whose way back from the
 * provider was lost lands there by hand): the answer is what tells a paid cart (410 CART_PAID:
 * "paid", its lines leave the basket and the visitor is told not to pay again) from one that is
 * gone (410: timed out) or open (cancelled now, so it can be paid no more). Other failures change
 * nothing visible ("failed"). A tab that knows no cart (opened after the paying one was closed)
 * asks about the newest payment started in this embed (local storage); with none, nothing was
 * cancelled ("none"). A payment whose provider named no cart cannot be asked about: its provider's
 * cancel return is a cancellation, a visit by hand an unknown outcome ("failed").
 */
export async function cancelCart(
  ctx: Pick<CheckoutContext, "api" | "stores" | "embedId">,
  us: string | null,
): Promise<CancelOutcome> {
  const basket = ctx.stores.basket;
  const { cartId, started } = basket.getState();
  // a mark (the provider named no cart): the provider's own cancel return says it was cancelled
  // (the cart expires at the service); reached by hand, nothing can be asked
  if (cartId && !isServiceCart(cartId)) {
    if (us === null) return "failed";
    basket.getState().setCartId(null);
    return "canceled";
  }
  if (cartId) return cancelOwn(ctx, cartId, started?.keys ?? null, us);
  const elsewhere = startedCarts.newest(ctx.embedId);
  return elsewhere ? cancelElsewhere(ctx, elsewhere, us) : "none";
}

/** What checkout/cancel answered: cancelled now, paid, gone, or no answer to read. */
async function askCancel(ctx: Pick<CheckoutContext, "api">, cartId: string, us: string | null) {
  try {
    await cancelPayment(ctx.api, cartId, us);
    return "canceled";
  } catch (e) {
    return cancelOutcome(refusalOf(e));
  }
}

async function cancelOwn(
  ctx: Pick<CheckoutContext, "api" | "stores" | "embedId">,
  cartId: string,
  keys: string[] | null,
  us: string | null,
): Promise<CancelOutcome> {
  const outcome = await askCancel(ctx, cartId, us);
  if (outcome === "failed") return outcome;
  startedCarts.forget(ctx.embedId, cartId);
  if (outcome === "paid") ctx.stores.basket.getState().settlePaid(keys);
  else ctx.stores.basket.getState().setCartId(null);
  return outcome;
}

/** The newest payment started in another tab of this embed: the other tabs learn a paid one. */
async function cancelElsewhere(
  ctx: Pick<CheckoutContext, "api" | "embedId">,
  started: { cartId: string; basketId: string | null; keys: string[] },
  us: string | null,
): Promise<CancelOutcome> {
  const outcome = await askCancel(ctx, started.cartId, us);
  if (outcome === "failed") return outcome;
  startedCarts.forget(ctx.embedId, started.cartId);
  if (outcome === "paid") announcePaid(ctx.embedId, started);
  return outcome;
}
