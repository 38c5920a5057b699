// What each answer of the payment calls means for the visitor (issue 32, issue 36): one table per
// call, every status the contract names and those it does not.
import { describe, expect, it } from "vitest";
import {
  cancelOutcome,
  execOutcome,
  execRefusal,
  orderPaymentRefusal,
  orderRefusal,
  orderReviewRefusal,
  takesReturn,
} from "../../src/domain/payment-answers";

const r = (status: number, code: string | null = null) => ({ status, code });

describe("execPayment refused", () => {
  it.each([
    [r(400, "PAYMENT_DECLINED"), "failed"],
    [r(400, "PAYMENT_NOT_COMPLETED"), "failed"],
    [r(400), "failed"],
    [r(410, "CART_NOT_FOUND"), "failed"],
    [r(410, "CART_EXPIRED"), "failed"],
    [r(410), "failed"],
    [r(410, "CART_PAID"), "paid"],
    [r(0), "unknown"],
    [r(401), "unknown"],
    [r(403), "unknown"],
    [r(404), "unknown"],
    [r(406), "unknown"],
    [r(408), "unknown"],
    [r(409, "CART_PAID"), "unknown"],
    [r(422, "LINE_SOLD_OUT"), "unknown"],
    [r(429), "unknown"],
    [r(500), "unknown"],
    [r(502), "unknown"],
    [r(503), "unknown"],
    [r(200), "unknown"],
  ])("%j: %s", (answer, outcome) => {
    expect(execOutcome(answer)).toBe(outcome);
  });
});

describe("execPayment refused for good: what the basket does", () => {
  it.each([
    [410, "cartGone"],
    [400, "refused"],
    [422, "refused"],
    [409, "refused"],
  ] as const)("%i -> %s", (status, expected) => {
    expect(execRefusal(status)).toBe(expected);
  });
});

describe("an open order's review refused", () => {
  it.each([
    [406, "notAvailable"],
    [404, "failed"],
    [401, "failed"],
    [500, "failed"],
    [0, "failed"],
  ] as const)("%i -> %s", (status, expected) => {
    expect(orderReviewRefusal(status)).toBe(expected);
  });
});

describe("cancel refused", () => {
  it.each([
    [r(410, "CART_PAID"), "paid"],
    [r(410, "CART_EXPIRED"), "gone"],
    [r(410, "CART_NOT_FOUND"), "gone"],
    [r(410), "gone"],
    [r(400, "PAYMENT_INVALID"), "failed"],
    [r(409, "CART_PAID"), "failed"],
    [r(0), "failed"],
    [r(500), "failed"],
    [r(411, "CART_PAID"), "failed"],
  ])("%j: %s", (answer, outcome) => {
    expect(cancelOutcome(answer)).toBe(outcome);
  });
});

describe("initPayment refused", () => {
  it.each([
    [r(401, "AUTH_REQUIRED"), "login"],
    [r(403), "login"],
    [r(409, "BASKET_PAID"), "alreadyPaid"],
    [r(409, "ATTEMPT_SUPERSEDED"), "refused"],
    [r(409), "refused"],
    [r(410, "BASKET_PAID"), "refused"],
    [r(422, "LINE_SOLD_OUT"), "refused"],
    [r(400, "INVALID_CART"), "refused"],
    [r(402), "refused"],
    [r(404), "refused"],
    [r(0), "noAnswer"],
    [r(499), "refused"],
    [r(500), "server"],
    [r(503), "server"],
  ])("%j: %s", (answer, meaning) => {
    expect(orderRefusal(answer)).toBe(meaning);
  });
});

describe("initPaymentOrder refused", () => {
  it.each([
    [r(401), "policy"],
    [r(403), "policy"],
    [r(500), "policy"],
    [r(503), "policy"],
    [r(410, "ORDER_PAID"), "gone"],
    [r(410), "gone"],
    [r(406, "ORDER_NOT_AVAILABLE"), "refused"],
    [r(402), "refused"],
    [r(404), "refused"],
    [r(499), "refused"],
    [r(0), "refused"],
  ])("%j: %s", (answer, meaning) => {
    expect(orderPaymentRefusal(answer)).toBe(meaning);
  });
});

describe("which embed takes a return", () => {
  it.each([
    ["shop", null, true],
    ["shop", "shop", true],
    ["shop", "other", false],
    ["shop", "", true],
    ["shop", "SHOP", false],
  ])("embed %s, return naming %j: %s", (embed, named, takes) => {
    expect(takesReturn(embed, named)).toBe(takes);
  });
});
