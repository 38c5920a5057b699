import { describe, expect, it } from "vitest";
import { cartProblem, type CartProblem } from "../../src/domain/checkout-errors";

const line = (type: string) => ({ type });

describe("cartProblem: every error code the service answers has a message", () => {
  it.each([
    // tickets (docs/service-contract.md, event tickets)
    ["TICKET_NOT_FOUND", "ticket", "notFound"],
    ["INVALID_COUNT", "ticket", "selectionInvalid"],
    ["EVENT_EXPIRED", "ticket", "noLongerBookable"],
    ["TICKET_DATE_INVALID", "ticket", "noLongerBookable"],
    ["SUBTICKET_INVALID", "ticket", "selectionInvalid"],
    ["FAMILY_INCOMPLETE", "ticket", "selectionInvalid"],
    ["TICKETS_SOLD_OUT", "ticket", "soldOut"],
    ["TICKETS_OVERBOOKED", "ticket", "overbooked"],
    // guided tours
    ["TOUR_NOT_FOUND", "guidedTour", "notFound"],
    ["TOUR_NOT_BOOKABLE", "guidedTour", "noLongerBookable"],
    ["TOUR_INVALID_SELECTION", "guidedTour", "selectionInvalid"],
    ["TOUR_SOLD_OUT", "guidedTour", "soldOut"],
    ["TOUR_OVERBOOKED", "guidedTour", "overbooked"],
    ["TOUR_COUNT_EXCEEDED", "guidedTour", "overbooked"],
    ["TOUR_TOO_MANY_PARTICIPANTS", "guidedTour", "selectionInvalid"],
    ["TOUR_TICKETS_MISMATCH", "guidedTour", "selectionInvalid"],
    ["TOUR_GROUP_TOO_SMALL", "guidedTour", "selectionInvalid"],
    ["TOUR_ANSWER_REQUIRED", "guidedTour", "selectionInvalid"],
    ["TOUR_ANSWER_INVALID", "guidedTour", "selectionInvalid"],
    // merchandise and passes
    ["ARTICLE_NOT_FOUND", "merchandise", "notFound"],
    ["ARTICLE_SOLD_OUT", "merchandise", "soldOut"],
    ["ARTICLE_OUT_OF_STOCK", "merchandise", "overbooked"],
    ["ARTICLE_IS_ANNUAL_PASS", "merchandise", "selectionInvalid"],
    ["ARTICLE_NOT_ANNUAL_PASS", "annualPass", "selectionInvalid"],
    ["PASS_OWNERS_MISSING", "annualPass", "passOwners"],
    ["PASS_OWNER_INVALID", "annualPass", "passOwners"],
    ["PASS_OWNER_ADDRESS_MISSING", "annualPass", "passOwners"],
    // vouchers and codes
    ["VOUCHER_NOT_FOUND", "voucher", "notFound"],
    ["VOUCHER_EXPIRED", "voucher", "noLongerBookable"],
    ["VOUCHER_AMOUNT_INVALID", "voucher", "selectionInvalid"],
    ["VOUCHER_PRICE_CHANGED", "voucher", "priceChanged"],
    ["VOUCHER_OUT_OF_STOCK", "voucher", "soldOut"],
    ["VOUCHER_NOT_FOUND", "voucherCode", "codeUnknown"],
    ["VOUCHER_NOW_IS_BEFORE_VALID_FROM", "voucherCode", "codeNotYetValid"],
    ["VOUCHER_NOW_IS_AFTER_VOUCHER_TO", "voucherCode", "codeExpired"],
    ["VOUCHER_NOW_IS_AFTER_VALID_TO", "voucherCode", "codeExpired"],
    ["VOUCHER_NO_AMOUNT_LEFT", "voucherCode", "codeUsedUp"],
    ["VOUCHER_DUPLICATE", "voucherCode", "codeDuplicate"],
    // a line code nobody knows, and a line of a type nobody sells
    ["SOMETHING_NEW", "ticket", "cannotComplete"],
    ["LINE_TYPE_UNKNOWN", "dayTicket", "cannotComplete"],
    [null, "ticket", "cannotComplete"],
  ])("%s on a %s line is %s", (code, type, problem) => {
    expect(cartProblem(code, line(type))).toBe(problem as CartProblem);
  });

  it.each([
    ["CART_EMPTY", "empty"],
    ["SHIPPING_NOT_AVAILABLE", "shippingUnavailable"],
    ["SHIPPING_ADDRESS_MISSING", "shippingAddress"],
    ["PAYMENT_TYPE_INVALID", "paymentType"],
    ["ACCOUNT_HOLDER_INVALID", "directDebit"],
    ["IBAN_INVALID", "directDebit"],
    ["PAYMENT_NOT_COMPLETED", "paymentNotCompleted"],
    ["PAYMENT_DECLINED", "paymentNotCompleted"],
    ["PAYMENT_CANCELED", "paymentNotCompleted"],
    ["PAYMENT_UNKNOWN", "paymentNotCompleted"],
    ["PAYMENT_INVALID", "paymentNotCompleted"],
    ["CART_NOT_FOUND", "cartGone"],
    ["CART_EXPIRED", "cartGone"],
    ["CART_PAID", "alreadyPaid"],
    ["BASKET_PAID", "alreadyPaid"],
    ["VOUCHER_NOT_FOUND", "codeUnknown"],
    ["SANDBOX_INJECTED_FAULT", "unexpected"],
    ["", "unexpected"],
    [null, "unexpected"],
  ])("%s without a line is %s", (code, problem) => {
    expect(cartProblem(code)).toBe(problem as CartProblem);
  });
});
