// What a confirmed booking means for the basket (issue 32): a table of the baskets a return can
// find and the answers the service can give.
import { describe, expect, it } from "vitest";
import { bookingMeaning, type BasketAtReturn, type BookingInput } from "../../src/domain/booking-answer";
import type { BasketLine } from "../../src/domain/basket";

const line = (key: string, totalPrice: number): BasketLine =>
  ({ key, type: "merchandise", id: 3, name: key, price: totalPrice, totalPrice, count: 1 }) as BasketLine;
const A = line("a", 1200);
const B = line("b", 800);
const US = "us0000000001";

const basket = (patch: Partial<BasketAtReturn> = {}): BasketAtReturn => ({
  cartId: "C1",
  lines: [A, B],
  started: { keys: ["a"], total: 1695, shipping: 495 },
  shippingCosts: 300,
  ...patch,
});
const input = (patch: Partial<BookingInput> = {}): BookingInput => ({
  us: US,
  forOrder: false,
  answer: { cartId: "C1", orderId: null, total: 1695 },
  basket: basket(),
  kept: null,
  ...patch,
});
const answer = (cartId: string | null, total = 1695, orderId: string | null = null) => ({ cartId, orderId, total });

describe("a confirmed booking", () => {
  it("of the basket's own cart: the lines it started with, the charged total and shipping; settled, told, reported", () => {
    expect(bookingMeaning(input())).toEqual({
      kind: "booked",
      cartId: "C1",
      total: 1695,
      lines: [A],
      shippingCosts: 495,
      again: false,
      settles: true,
      settleKeys: ["a"],
      report: true,
    });
  });

  it.each([
    ["the started total", basket(), 1695],
    ["the lines' total with the basket's shipping, when no payment was recorded", basket({ started: null }), 2300],
  ])("without a total in the answer, confirms %s", (_, b, total) => {
    const m = bookingMeaning(input({ answer: answer("C1", 0), basket: b }));
    expect(m).toMatchObject({ kind: "booked", total });
  });

  it("of the basket's cart without a recorded start: every line, the basket's shipping, all settled", () => {
    expect(bookingMeaning(input({ basket: basket({ started: null }) }))).toMatchObject({
      lines: [A, B],
      shippingCosts: 300,
      settleKeys: null,
      settles: true,
    });
  });

  it("answers its own total when it gives one (what was charged), not the basket's", () => {
    expect(bookingMeaning(input({ answer: answer("C1", 1700) }))).toMatchObject({ total: 1700 });
  });

  it.each<[string, Partial<BookingInput>]>([
    ["another cart than the basket's", { answer: answer("C2") }],
    ["an order's payment marked in the address, even naming the basket's cart", { forOrder: true }],
    [
      "a cart while the basket is a new one (lines, no cart)",
      { basket: basket({ cartId: null }), answer: answer("C5") },
    ],
    ["a cart of another payment than the basket's mark", { basket: basket({ cartId: "started:us=us0000000002" }) }],
  ])("%s is someone else's payment", (_, patch) => {
    expect(bookingMeaning(input(patch))).toEqual({ kind: "elsewhere" });
  });

  it.each([
    ["its us", "started:us=us0000000001"],
    ["nothing (the provider's address named nothing)", "started:x7k2m9q4"],
  ])("of a basket whose start's mark names %s is the basket's", (_, mark) => {
    const m = bookingMeaning(input({ basket: basket({ cartId: mark }), answer: answer(null, 1695) }));
    expect(m).toMatchObject({ kind: "booked", cartId: mark, lines: [A], settles: true, report: true });
  });

  it("of an order (the answer names the order, no cart): nothing of the basket, reported", () => {
    const m = bookingMeaning(input({ answer: answer(null, 4200, "R7K2M9Q4") }));
    expect(m).toEqual({
      kind: "booked",
      cartId: null,
      total: 4200,
      lines: [],
      shippingCosts: null,
      again: false,
      settles: false,
      settleKeys: ["a"],
      report: true,
    });
  });

  it("landing where the basket is gone (no cart, no lines): the visitor's booking, named by its cart, nothing to settle", () => {
    const m = bookingMeaning(input({ basket: basket({ cartId: null, lines: [] }), answer: answer("C9", 2400) }));
    expect(m).toEqual({
      kind: "booked",
      cartId: "C9",
      total: 2400,
      lines: [],
      shippingCosts: null,
      again: false,
      settles: false,
      settleKeys: null,
      report: false,
    });
  });

  it("landing where the basket is gone without a cart in the answer: named by its us", () => {
    const m = bookingMeaning(input({ basket: basket({ cartId: null, lines: [] }), answer: answer(null, 2400) }));
    expect(m).toMatchObject({ kind: "booked", cartId: US, total: 2400 });
  });

  it("the same return again (a reload after the basket was settled): what was booked, not reported again", () => {
    const kept = { us: US, total: 1695, lines: [A], shippingCosts: 495 };
    const m = bookingMeaning(input({ basket: basket({ cartId: null, lines: [] }), answer: answer("C1", 0), kept }));
    expect(m).toEqual({
      kind: "booked",
      cartId: "C1",
      total: 1695,
      lines: [A],
      shippingCosts: 495,
      again: true,
      settles: false,
      settleKeys: null,
      report: false,
    });
  });

  it("a kept booking of another return is not this one", () => {
    const kept = { us: "us0000000009", total: 999, lines: [B], shippingCosts: 100 };
    const m = bookingMeaning(input({ basket: basket({ cartId: null, lines: [] }), answer: answer("C1", 0), kept }));
    expect(m).toMatchObject({ again: false, lines: [], total: 0, shippingCosts: null });
  });

  it("a new basket (lines, no cart) and an answer naming no cart or order: not the basket's, nothing reported", () => {
    const m = bookingMeaning(input({ basket: basket({ cartId: null }), answer: answer(null, 500) }));
    expect(m).toEqual({
      kind: "booked",
      cartId: null,
      total: 500,
      lines: [],
      shippingCosts: null,
      again: false,
      settles: false,
      settleKeys: null,
      report: false,
    });
  });
});
