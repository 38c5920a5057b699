// The basket line types of both specifications: one interface per type, and their union. Pure types;
// the parts of each type (decode, prepare, tax, label) are its module in this folder (lines/index.ts).
import type { Language } from "../config-languages";

export type LineType = "ticket" | "guidedTour" | "merchandise" | "voucher" | "voucherCode" | "dayTicket" | "annualPass";

export interface SubticketLine {
  id: number;
  name: string;
  price: number;
  count: number;
  vat_value?: number;
}

export interface LineBase<T extends LineType> {
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
  /** The language the line was added in, which its name (and its parts' names) are written in. Missing
   * in baskets stored before. */
  lang?: Language;
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

/** The line of one type. */
export type LineOf<T extends LineType> = Extract<BasketLine, { type: T }>;
