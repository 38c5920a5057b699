// What a failed order or payment tells the visitor: every error code the service can answer
// (the cart-line codes of every area, the checkout's and the payment's) as one of a few
// problems, each shown with its own message. Unknown codes are "cart cannot be completed" when
// they concern a line, else "unexpected error, contact the shop". Pure.

export type CartProblem =
  | "soldOut"
  | "overbooked"
  | "noLongerBookable"
  | "notFound"
  | "selectionInvalid"
  | "priceChanged"
  | "passOwners"
  | "codeNotYetValid"
  | "codeExpired"
  | "codeUsedUp"
  | "codeUnknown"
  | "codeDuplicate"
  | "empty"
  | "shippingUnavailable"
  | "shippingAddress"
  | "paymentType"
  | "directDebit"
  | "paymentNotCompleted"
  | "cartGone"
  /** The basket was paid already (another tab, a lost return): never to be paid again. */
  | "alreadyPaid"
  | "cannotComplete"
  | "server"
  /** An order start without an answer in time: nothing was charged, trying again is safe. */
  | "noAnswer"
  /** The shop is in a frame that may open neither the top window nor a new one. */
  | "frameBlocked"
  | "unexpected";

const LINE_CODES: Record<string, CartProblem> = {
  TICKETS_SOLD_OUT: "soldOut",
  TOUR_SOLD_OUT: "soldOut",
  ARTICLE_SOLD_OUT: "soldOut",
  VOUCHER_OUT_OF_STOCK: "soldOut",
  TICKETS_OVERBOOKED: "overbooked",
  TOUR_OVERBOOKED: "overbooked",
  TOUR_COUNT_EXCEEDED: "overbooked",
  ARTICLE_OUT_OF_STOCK: "overbooked",
  EVENT_EXPIRED: "noLongerBookable",
  TICKET_DATE_INVALID: "noLongerBookable",
  TOUR_NOT_BOOKABLE: "noLongerBookable",
  VOUCHER_EXPIRED: "noLongerBookable",
  TICKET_NOT_FOUND: "notFound",
  TOUR_NOT_FOUND: "notFound",
  ARTICLE_NOT_FOUND: "notFound",
  INVALID_COUNT: "selectionInvalid",
  SUBTICKET_INVALID: "selectionInvalid",
  FAMILY_INCOMPLETE: "selectionInvalid",
  TOUR_INVALID_SELECTION: "selectionInvalid",
  TOUR_TOO_MANY_PARTICIPANTS: "selectionInvalid",
  TOUR_TICKETS_MISMATCH: "selectionInvalid",
  TOUR_GROUP_TOO_SMALL: "selectionInvalid",
  TOUR_ANSWER_REQUIRED: "selectionInvalid",
  TOUR_ANSWER_INVALID: "selectionInvalid",
  ARTICLE_IS_ANNUAL_PASS: "selectionInvalid",
  ARTICLE_NOT_ANNUAL_PASS: "selectionInvalid",
  VOUCHER_AMOUNT_INVALID: "selectionInvalid",
  VOUCHER_PRICE_CHANGED: "priceChanged",
  PASS_OWNERS_MISSING: "passOwners",
  PASS_OWNER_INVALID: "passOwners",
  PASS_OWNER_ADDRESS_MISSING: "passOwners",
  VOUCHER_NOW_IS_BEFORE_VALID_FROM: "codeNotYetValid",
  VOUCHER_NOW_IS_AFTER_VOUCHER_TO: "codeExpired",
  VOUCHER_NOW_IS_AFTER_VALID_TO: "codeExpired",
  VOUCHER_NO_AMOUNT_LEFT: "codeUsedUp",
  VOUCHER_DUPLICATE: "codeDuplicate",
};

const CART_CODES: Record<string, CartProblem> = {
  CART_EMPTY: "empty",
  SHIPPING_NOT_AVAILABLE: "shippingUnavailable",
  SHIPPING_ADDRESS_MISSING: "shippingAddress",
  PAYMENT_TYPE_INVALID: "paymentType",
  ACCOUNT_HOLDER_INVALID: "directDebit",
  IBAN_INVALID: "directDebit",
  PAYMENT_NOT_COMPLETED: "paymentNotCompleted",
  PAYMENT_DECLINED: "paymentNotCompleted",
  PAYMENT_CANCELED: "paymentNotCompleted",
  PAYMENT_UNKNOWN: "paymentNotCompleted",
  PAYMENT_INVALID: "paymentNotCompleted",
  CART_NOT_FOUND: "cartGone",
  CART_EXPIRED: "cartGone",
  CART_PAID: "alreadyPaid",
  BASKET_PAID: "alreadyPaid",
};

/**
 * The problem behind an error code. `line` says whether the service named a line of the cart:
 * VOUCHER_NOT_FOUND is an unknown code on a code line and a withdrawn voucher on a voucher line.
 */
export function cartProblem(code: string | null | undefined, line: { type: string } | null = null): CartProblem {
  if (!code) return line ? "cannotComplete" : "unexpected";
  if (code === "VOUCHER_NOT_FOUND") return line?.type === "voucher" ? "notFound" : "codeUnknown";
  return LINE_CODES[code] ?? CART_CODES[code] ?? (line ? "cannotComplete" : "unexpected");
}
