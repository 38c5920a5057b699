// Executing a provider's return (checkout/execPayment) without React. The return parameters stay
// in the embed's session storage until execPayment gives a definite answer, so a reload, a lost
// answer or a 5xx resumes the same (idempotent) call instead of forgetting a paid cart. Only an
// answer that is a booking of this basket's cart clears the basket and reports a purchase.
import { execPayment, UndecodableAnswer, type ExecResult } from "../../api/checkout";
import { ApiError } from "../../api/errors";
import { toEventItem } from "../../domain/analytics";
import { isBasketsPayment, isServiceCart, type ReturnParams } from "../../domain/checkout";
import { toCurrencyUnits } from "../../domain/money";
import { allocateVouchers } from "../../domain/vouchers";
import type { EmbedStorage } from "../../embed/storage";
import { announcePaid, claimPurchase } from "../../stores/paid-carts";
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

/** No definite answer: lost, timed out, a server error, or a 200 that is not a booking. */
const unknownOutcome = (e: unknown) =>
  e instanceof UndecodableAnswer || !(e instanceof ApiError) || e.status === 0 || e.status >= 500;
/** Answers after which the same call may well succeed (a login that lapsed, a busy gateway). */
const RETRY_STATUSES = [401, 403, 406, 408, 429];

/** What a definite refusal of execPayment means for the visitor; a 410 forgets the cart. */
function failure(ctx: CheckoutContext, error: ApiError): OrderProblem {
  const basket = ctx.stores.basket.getState();
  if (error.status === 410) {
    basket.setCartId(null);
    return { problem: "cartGone", ...none };
  }
  if (error.status === 422) {
    const problem = refusal(error, basket.lines);
    ctx.checkout.getState().setProblem(problem);
    return problem;
  }
  if (error.status === 400) {
    const refused = refusal(error, basket.lines);
    return refused.problem === "unexpected" ? { problem: "paymentNotCompleted", ...none } : refused;
  }
  return { problem: "unexpected", ...none };
}

/** Executes the return once (a running or done one is not run again); the result is the checkout's execution. */
export async function executeReturn(ctx: CheckoutContext, params: ReturnParams): Promise<void> {
  const { checkout, storage, stores } = ctx;
  const current = checkout.getState().execution;
  if (current?.us === params.us && (current.status === "running" || current.status === "done")) return;
  pendingReturn.keep(storage, params);
  checkout.getState().setExecution({ us: params.us, status: "running" });
  const basket = stores.basket.getState();
  const lines = basket.lines;
  const reference = basket.cartId && isServiceCart(basket.cartId) ? basket.cartId : params.us;
  let result: ExecResult;
  try {
    result = await execPayment(ctx.api, params);
  } catch (e) {
    if (unknownOutcome(e)) {
      checkout.getState().setExecution({ us: params.us, status: "unknown", retry: params, reference });
      return;
    }
    const error = e as ApiError;
    const retry = RETRY_STATUSES.includes(error.status) ? params : null;
    if (!retry) pendingReturn.drop(storage, params.us);
    const problem = failure(ctx, error);
    checkout.getState().setExecution({ us: params.us, status: "failed", problem, retry });
    return;
  }
  pendingReturn.drop(storage, params.us);
  // a service that answers only spec 000's fields (booking_id, has_tickets) names neither the
  // cart nor the order, and a provider's address may name no cart: the booking is the basket's
  // when it is the payment the basket started (its cart, or its mark), and its total is what the
  // basket came to (issue 14). A paid order is never the basket's.
  const forOrder = result.cartId === null && result.orderId !== null;
  const basketsPayment = !forOrder && isBasketsPayment(basket.cartId, result.cartId ?? basket.cartId, params.us);
  if (basketsPayment)
    result = {
      ...result,
      cartId: basket.cartId,
      total: result.total || allocateVouchers(lines, basket.shippingCosts).total,
    };
  // a cart that is not this basket's (someone else's return, an old one): booked, but the
  // basket stays and no purchase is reported here
  if (!basketsPayment && result.cartId !== null) {
    checkout.getState().setExecution({ us: params.us, status: "elsewhere", result });
    return;
  }
  // a paid basket is gone; paying an order leaves the basket as it is. One purchase per
  // booking, also when the same return is open in two tabs; the other tabs learn it was paid
  const embedId = ctx.embedId;
  const items = result.cartId !== null ? lines.map(toEventItem) : [];
  if (result.cartId !== null) announcePaid(embedId, result.cartId);
  if ((result.cartId === null || lines.length) && claimPurchase(embedId, result.booking_id))
    ctx.emit("foyer:purchase", {
      transactionId: result.booking_id,
      value: toCurrencyUnits(result.total),
      currency: "EUR",
      items,
    });
  // kept for the success page after a reload, with what was booked
  const booked = {
    us: params.us,
    result,
    lines: result.cartId !== null ? lines : [],
    shippingCosts: result.cartId !== null ? basket.shippingCosts : null,
  };
  keptBooking.keep(storage, booked);
  paymentChoice.drop(storage);
  if (result.cartId !== null) stores.basket.getState().clear();
  checkout.getState().setProblem(null);
  checkout.getState().setAttempted(false);
  checkout.getState().setExecution({ ...booked, status: "done" });
}
