// What a booking the service confirmed (checkout/execPayment's answer) means for the basket and
// the visitor (issue 32), as a pure rule; the checkout's execution (features/checkout/execute.ts)
// carries it out. Whose payment it is, which lines it paid, the total confirmed (what was
// charged), and whether the basket is settled, the other tabs told and a purchase reported.
import type { BasketLine } from "./basket";
import { isBasketsPayment } from "./checkout";
import { allocateVouchers } from "./vouchers";

/** The basket as the return finds it. */
export interface BasketAtReturn {
  cartId: string | null;
  lines: BasketLine[];
  /** The payment the basket started: the lines it covers, its total and shipping (minor units). */
  started: { keys: string[]; total: number; shipping: number | null } | null;
  shippingCosts: number | null;
}

/** The booking this embed kept for its success page (the same return again shows it). */
export interface KeptAtReturn {
  us: string;
  total: number;
  lines: BasketLine[];
  shippingCosts: number | null;
}

export interface BookingInput {
  /** The return's payment token, and whether its address marks an order's payment (`for=order`). */
  us: string;
  forOrder: boolean;
  answer: { cartId: string | null; orderId: string | null; total: number };
  basket: BasketAtReturn;
  kept: KeptAtReturn | null;
}

export type BookingMeaning =
  /** Someone else's payment, or an old one of this browser: booked, and the basket stays. */
  | { kind: "elsewhere" }
  | {
      kind: "booked";
      /** The cart and total to confirm: the total is what was charged. */
      cartId: string | null;
      total: number;
      /** The lines it paid (none for an order) and their shipping. */
      lines: BasketLine[];
      shippingCosts: number | null;
      /** The same return as the booking kept: shown again, reported no more. */
      again: boolean;
      /** The basket's own cart was paid: its lines are settled and the other tabs told. */
      settles: boolean;
      /** The lines that leave the basket (null: all of them). */
      settleKeys: string[] | null;
      /** A purchase to report (once per booking across tabs). */
      report: boolean;
    };

/** The basket's lines a payment covered: those it started with (all, when it is not known). */
const paidLines = (lines: BasketLine[], started: BasketAtReturn["started"]) =>
  started ? lines.filter((l) => started.keys.includes(l.key)) : lines;

/**
 * A booking is the basket's when it is the payment the basket started (its cart, or its mark),
 * or when the basket is empty and knows no cart (a return that lands where the basket is gone:
 * storage blocked or cleared; the return's tokens are the payer's). A basket with lines and no
 * cart is a new one: the return is an old one, not its. A paid order is never the basket's.
 */
export function bookingMeaning({ us, forOrder: marked, answer, basket, kept }: BookingInput): BookingMeaning {
  const forOrder = marked || (answer.cartId === null && answer.orderId !== null);
  const gone = basket.cartId === null && basket.lines.length === 0;
  const basketsPayment = !forOrder && (gone || isBasketsPayment(basket.cartId, answer.cartId ?? basket.cartId, us));
  if (!basketsPayment && answer.cartId !== null) return { kind: "elsewhere" };
  const started = basket.cartId === null ? null : basket.started;
  const ours = basketsPayment && basket.cartId !== null;
  // the same return again (a reload of the success page): what was booked, as shown before
  const again = basketsPayment && basket.cartId === null && kept?.us === us ? kept : null;
  const lines = again?.lines ?? (ours ? paidLines(basket.lines, started) : []);
  // what was charged: the booking kept, else what the basket asked for (its shipping only with lines)
  const asked = allocateVouchers(lines, lines.length ? basket.shippingCosts : null).total;
  const charged = again?.total ?? started?.total ?? asked;
  return {
    kind: "booked",
    cartId: basketsPayment ? (answer.cartId ?? basket.cartId ?? us) : answer.cartId,
    total: basketsPayment ? answer.total || charged : answer.total,
    lines,
    shippingCosts: again ? again.shippingCosts : lines.length ? (started?.shipping ?? basket.shippingCosts) : null,
    again: again !== null,
    settles: ours,
    settleKeys: started?.keys ?? null,
    report: (forOrder || lines.length > 0) && !again,
  };
}
