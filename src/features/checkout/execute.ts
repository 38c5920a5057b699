// Executing a provider's return (checkout/execPayment) without React. The return parameters stay
// in the embed's session storage until execPayment gives a definite answer, so a reload, a lost
// answer or a 5xx resumes the same (idempotent) call instead of forgetting a paid cart. Only an
// answer that is a booking of this basket's cart clears the basket and reports a purchase.
import { execPayment, UndecodableAnswer, type ExecResult } from "../../api/checkout";
import { ApiError, refusalOf } from "../../api/errors";
import { execOutcome as execOutcomeRule } from "../../domain/payment-answers";
import { toEventItem } from "../../domain/analytics";
import { isBasketsPayment, isServiceCart, type ReturnParams } from "../../domain/checkout";
import { toCurrencyUnits } from "../../domain/money";
import { allocateVouchers } from "../../domain/vouchers";
import type { EmbedStorage } from "../../embed/storage";
import { announcePaid, claimPurchase } from "../../stores/paid-carts";
import { startedCarts } from "../../stores/started-carts";
import { refusal, type CheckoutContext } from "./actions";
import { keptBooking } from "./kept-booking";
import { paymentChoice } from "./payment-choice";
import type { OrderProblem } from "./store";
import type { BasketLine } from "../../domain/basket";
import type { StartedPayment } from "../../stores/basket";

const PENDING = "return";

/** A return waiting for a definite answer, kept per embed (session storage). */
export const pendingReturn = {
  read: (storage: EmbedStorage): ReturnParams | null => {
    const p = storage.getJSON<ReturnParams>(PENDING);
    return p && typeof p.us === "string" && typeof p.sessionUs === "string" ? p : null;
  },
  keep: (storage: EmbedStorage, params: ReturnParams) => storage.setJSON(PENDING, params),
  drop: (storage: EmbedStorage, us: string) => {
    if (pendingReturn.read(storage)?.us === us) storage.removeItem(PENDING);
  },
};

const none = { lineKey: null, lineName: null };

/** What an execPayment failure means (domain/payment-answers.ts); an answer that could not be read is none. */
export const execOutcome = (e: unknown): "paid" | "failed" | "unknown" =>
  e instanceof UndecodableAnswer ? "unknown" : execOutcomeRule(refusalOf(e));

/** What a definite refusal of execPayment means for the visitor; a 410 forgets the cart. */
function failure(ctx: CheckoutContext, error: ApiError): OrderProblem {
  const basket = ctx.stores.basket.getState();
  if (error.status === 410) {
    basket.setCartId(null);
    return { problem: "cartGone", ...none };
  }
  const refused = refusal(error, basket.lines);
  return refused.problem === "unexpected" ? { problem: "paymentNotCompleted", ...none } : refused;
}

/** The cart the return's body names: the basket's, unless the return pays an open order. */
const cartOfBasket = (basketCart: string | null, params: ReturnParams) =>
  !params.forOrder && isServiceCart(basketCart) ? basketCart : null;

/** Executes the return once (a running or done one is not run again); the result is the checkout's execution. */
export async function executeReturn(ctx: CheckoutContext, params: ReturnParams): Promise<void> {
  const { checkout, storage, stores } = ctx;
  const current = checkout.getState().execution;
  if (current?.us === params.us && (current.status === "running" || current.status === "done")) return;
  pendingReturn.keep(storage, params);
  checkout.getState().setExecution({ us: params.us, status: "running" });
  const basket = stores.basket.getState();
  const reference = basket.cartId && isServiceCart(basket.cartId) ? basket.cartId : params.us;
  let result: ExecResult;
  try {
    result = await execPayment(ctx.api, params, cartOfBasket(basket.cartId, params));
  } catch (e) {
    const outcome = execOutcome(e);
    if (outcome === "unknown") {
      checkout.getState().setExecution({ us: params.us, status: "unknown", retry: params, reference });
      return;
    }
    pendingReturn.drop(storage, params.us);
    startedCarts.forget(ctx.embedId, cartOfBasket(basket.cartId, params));
    if (outcome === "paid") {
      stores.basket.getState().settlePaid(basket.started?.keys ?? null);
      checkout.getState().setExecution({ us: params.us, status: "paid", reference });
      return;
    }
    const problem = failure(ctx, e as ApiError);
    checkout.getState().setExecution({ us: params.us, status: "failed", problem });
    return;
  }
  pendingReturn.drop(storage, params.us);
  startedCarts.forget(ctx.embedId, result.cartId ?? cartOfBasket(basket.cartId, params));
  booked(ctx, params, result);
}

/** The basket's lines a payment covered: those it started with (all, when it is not known). */
const paidLines = (lines: BasketLine[], started: StartedPayment | null) =>
  started ? lines.filter((l) => started.keys.includes(l.key)) : lines;

/**
 * A booking the service confirmed. It is the basket's when it is the payment the basket started
 * (its cart, or its mark), or when the basket is empty and knows no cart (a return that lands
 * where the basket is gone: storage blocked or cleared; the return's tokens are the payer's). A
 * basket with lines and no cart is a new one: the return is an old one, not its. Its total
 * is what was charged: the service's, else what the basket asked for (issue 32). A paid order is
 * never the basket's; a cart that is not this basket's (someone else's return, an old one) is
 * booked, but the basket stays and no purchase is reported here.
 */
function booked(ctx: CheckoutContext, params: ReturnParams, answer: ExecResult): void {
  const { checkout, storage, stores } = ctx;
  const basket = stores.basket.getState();
  let result = answer;
  const forOrder = params.forOrder === true || (result.cartId === null && result.orderId !== null);
  const gone = basket.cartId === null && basket.lines.length === 0;
  const basketsPayment =
    !forOrder && (gone || isBasketsPayment(basket.cartId, result.cartId ?? basket.cartId, params.us));
  const started = basket.cartId === null ? null : basket.started;
  // the same return again (a reload of the success page): what was booked, as shown before
  const before = keptBooking.read(storage);
  const again = basketsPayment && basket.cartId === null && before?.us === params.us ? before : null;
  const lines = again?.lines ?? (basketsPayment && basket.cartId !== null ? paidLines(basket.lines, started) : []);
  if (basketsPayment) {
    const charged = again?.result.total ?? started?.total ?? allocateVouchers(lines, basket.shippingCosts).total;
    result = { ...result, cartId: result.cartId ?? basket.cartId ?? params.us, total: result.total || charged };
  }
  if (!basketsPayment && result.cartId !== null) {
    checkout.getState().setExecution({ us: params.us, status: "elsewhere", result });
    return;
  }
  // one purchase per booking, also when the same return is open in two tabs; the other tabs
  // learn it was paid and drop the lines
  const embedId = ctx.embedId;
  if (basketsPayment && basket.cartId !== null)
    announcePaid(embedId, { basketId: basket.basketId, cartId: basket.cartId, keys: lines.map((l) => l.key) });
  if ((forOrder || lines.length) && !again && claimPurchase(embedId, result.booking_id))
    ctx.emit("foyer:purchase", {
      transactionId: result.booking_id,
      value: toCurrencyUnits(result.total),
      currency: "EUR",
      items: lines.map(toEventItem),
    });
  // kept for the success page after a reload, with what was booked
  const shippingCosts = again ? again.shippingCosts : lines.length ? (started?.shipping ?? basket.shippingCosts) : null;
  const kept = { us: params.us, result, lines, shippingCosts };
  keptBooking.keep(storage, kept);
  paymentChoice.drop(storage);
  if (basketsPayment && basket.cartId !== null) stores.basket.getState().settlePaid(started?.keys ?? null);
  checkout.getState().setProblem(null);
  checkout.getState().setAttempted(false);
  checkout.getState().setExecution({ ...kept, status: "done" });
}
