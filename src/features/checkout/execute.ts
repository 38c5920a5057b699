// Executing a provider's return (checkout/execPayment) without React. The return parameters stay
// in the embed's session storage until execPayment gives a definite answer, so a reload, a lost
// answer or a 5xx resumes the same (idempotent) call instead of forgetting a paid cart. Only an
// answer that is a booking of this basket's cart clears the basket and reports a purchase.
import { execPayment, UndecodableAnswer, type ExecResult } from "../../api/checkout";
import { ApiError } from "../../api/errors";
import { refusalOf } from "../../api/refusals";
import { execOutcome as execOutcomeRule, execRefusal } from "../../domain/payment-answers";
import { toEventItem } from "../../domain/analytics";
import { isServiceCart, type ReturnParams } from "../../domain/checkout";
import { toCurrencyUnits } from "../../domain/money";
import { bookingMeaning } from "../../domain/booking-answer";
import type { EmbedStorage } from "../../embed/storage";
import { announcePaid, claimPurchase } from "../../stores/paid-carts";
import { startedCarts } from "../../stores/started-carts";
import { refusal, type CheckoutContext } from "./actions";
import { keptBooking } from "./kept-booking";
import { paymentChoice } from "./payment-choice";
import type { OrderProblem } from "./store";

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
  if (execRefusal(error.status) === "cartGone") {
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

/**
 * A booking the service confirmed, carried out as domain/booking-answer.ts reads it: someone
 * else's payment is shown as such and the basket stays; the basket's own settles its lines, tells
 * the other tabs, reports one purchase per booking, and is kept for the success page.
 */
function booked(ctx: CheckoutContext, params: ReturnParams, answer: ExecResult): void {
  const { checkout, storage, stores } = ctx;
  const basket = stores.basket.getState();
  const before = keptBooking.read(storage);
  const meaning = bookingMeaning({
    us: params.us,
    forOrder: params.forOrder === true,
    answer,
    basket,
    kept: before && { ...before, total: before.result.total },
  });
  if (meaning.kind === "elsewhere") {
    checkout.getState().setExecution({ us: params.us, status: "elsewhere", result: answer });
    return;
  }
  const { lines, shippingCosts } = meaning;
  const result = { ...answer, cartId: meaning.cartId, total: meaning.total };
  // one purchase per booking, also when the same return is open in two tabs; the other tabs
  // learn it was paid and drop the lines
  if (meaning.settles)
    announcePaid(ctx.embedId, { basketId: basket.basketId, cartId: basket.cartId, keys: lines.map((l) => l.key) });
  if (meaning.report && claimPurchase(ctx.embedId, result.booking_id))
    ctx.emit("foyer:purchase", {
      transactionId: result.booking_id,
      value: toCurrencyUnits(result.total),
      currency: "EUR",
      items: lines.map(toEventItem),
    });
  // kept for the success page after a reload, with what was booked
  const kept = { us: params.us, result, lines, shippingCosts };
  keptBooking.keep(storage, kept);
  paymentChoice.drop(storage);
  if (meaning.settles) stores.basket.getState().settlePaid(meaning.settleKeys);
  checkout.getState().setProblem(null);
  checkout.getState().setAttempted(false);
  checkout.getState().setExecution({ ...kept, status: "done" });
}
