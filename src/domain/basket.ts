// Basket lines of both specifications and the operations on them. Pure: the store in
// src/stores/basket.ts calls these and persists the result.

export type LineType = "ticket" | "guidedTour" | "merchandise" | "voucher" | "voucherCode" | "dayTicket" | "annualPass";

export interface SubticketLine {
  id: number;
  name: string;
  price: number;
  count: number;
  vat_value?: number;
}

interface LineBase<T extends LineType> {
  /** Client-side identity of the line (for removal and React keys). */
  key: string;
  type: T;
  id: number | string;
  name: string;
  /** Unit price in minor units. */
  price: number;
  /** Line total in minor units. */
  totalPrice: number;
  count: number;
  vat_value?: number;
}

export interface TicketLine extends LineBase<"ticket"> {
  eventId: number;
  eventName?: string;
  /** "YYYY-MM-DD HH:mm:ss" of the slot, or of the day for event-long tickets. */
  datetime: string;
  date: string;
  time: string;
  subtickets: SubticketLine[];
}

export interface TourPartLine {
  id: number;
  name: string;
  price: number;
  count: number;
  vat_value?: number;
  subtickets?: SubticketLine[];
}

export interface TourAnswer {
  qId: number;
  type: "radio" | "select" | "checkbox" | "text" | "textarea" | "number";
  value: string | string[];
}

export interface AnsweredQuestion {
  question: string;
  answer: string;
}

export interface GuidedTourLine extends LineBase<"guidedTour"> {
  tourId: number;
  eventName: string;
  date: string;
  time: string;
  datetime: string;
  timeslotId?: number;
  answers: TourAnswer[];
  /** The answers as the visitor gave them, in words (the question, the choice's label), for the
   * basket to show; the cart sends `answers` only. Missing in baskets stored before. */
  answered?: AnsweredQuestion[];
  tickets: TourPartLine[];
  tours: TourPartLine[];
  single_ticketing: 0 | 1;
  book_complete_tour: 0 | 1;
  totalCount: number;
  priceId: number;
}

export interface MerchandiseLine extends LineBase<"merchandise"> {
  image?: string;
}

export interface PassOwner {
  title: string;
  fname: string;
  lname: string;
  /** This owner's pass goes by post to the owner's address (spec 001: a field of the owner). */
  send_to_custom_addr: boolean;
  address?: { street: string; zip: string; city: string; country: string };
}

export interface AnnualPassLine extends LineBase<"annualPass"> {
  owners: PassOwner[];
}

export interface VoucherLine extends LineBase<"voucher"> {
  variable_amount: boolean;
}

export interface VoucherCodeLine extends LineBase<"voucherCode"> {
  barcode: string;
  /** The code's balance when it was added (minor units, positive). */
  amount: number;
  /** Computed by allocateVouchers: what is left on the code after this basket. */
  remaining?: number;
  /** Computed by allocateVouchers: the negative amount taken off the total. */
  discount?: number;
}

export interface DayTicketLine extends LineBase<"dayTicket"> {
  dayTickets: { id: number; count: number }[];
  date: string;
}

export type BasketLine =
  TicketLine | GuidedTourLine | MerchandiseLine | AnnualPassLine | VoucherLine | VoucherCodeLine | DayTicketLine;

/** A line as a feature hands it to the basket, before it gets its key. */
export type NewLine = BasketLine extends infer L ? (L extends BasketLine ? Omit<L, "key"> : never) : never;

/** Lines that are merged when the same product is added again (more of the same). */
function mergeKey(line: NewLine): string | null {
  if (line.type === "merchandise") return `merchandise:${line.id}`;
  if (line.type === "voucher") return `voucher:${line.id}:${line.price}`;
  return null;
}

export type AddResult =
  { ok: true; lines: BasketLine[]; line: BasketLine } | { ok: false; reason: "duplicateVoucherCode" | "invalidLine" };

/**
 * Adds a line. A voucher code whose barcode is already in the basket is refused; the same
 * merchandise or fixed voucher is merged into the existing line.
 */
export function addLine(lines: BasketLine[], line: NewLine, makeKey: () => string): AddResult {
  if (!Number.isFinite(line.price) || !Number.isFinite(line.totalPrice) || line.count <= 0)
    return { ok: false, reason: "invalidLine" };
  if (line.type === "voucherCode") {
    const barcode = line.barcode.trim();
    if (!barcode || lines.some((l) => l.type === "voucherCode" && l.barcode === barcode))
      return { ok: false, reason: "duplicateVoucherCode" };
  }
  const mk = mergeKey(line);
  const existing = mk ? lines.find((l) => mergeKey(l) === mk) : undefined;
  if (existing) {
    const merged = {
      ...existing,
      count: existing.count + line.count,
      totalPrice: existing.totalPrice + line.totalPrice,
    } as BasketLine;
    return { ok: true, line: merged, lines: lines.map((l) => (l === existing ? merged : l)) };
  }
  const added = { ...line, key: makeKey() } as BasketLine;
  return { ok: true, line: added, lines: [...lines, added] };
}

export const removeLine = (lines: BasketLine[], key: string): BasketLine[] => lines.filter((l) => l.key !== key);

/** How many items a line stands for in analytics and summaries (a tour without single ticketing counts 1). */
export function lineQuantity(line: BasketLine): number {
  if (line.type === "guidedTour") return line.single_ticketing ? line.totalCount : 1;
  if (line.type === "voucherCode") return 1;
  return line.count;
}

export const hasMerchandise = (lines: BasketLine[]): boolean =>
  lines.some((l) => l.type === "merchandise" || l.type === "annualPass");
