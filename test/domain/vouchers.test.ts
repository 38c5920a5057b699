// allocateVouchers (spec 000 section 4): codes in order, each up to its value, the total never below 0.
import { describe, expect, it } from "vitest";
import { allocateVouchers } from "../../src/domain/vouchers";
import type { BasketLine } from "../../src/domain/basket";

const goods = (totalPrice: number) =>
  ({
    key: `g${totalPrice}`,
    type: "merchandise",
    id: 1,
    name: "x",
    price: totalPrice,
    totalPrice,
    count: 1,
  }) as BasketLine;
const code = (barcode: string, amount: number) =>
  ({
    key: barcode,
    type: "voucherCode",
    id: barcode,
    name: barcode,
    barcode,
    amount,
    price: -amount,
    totalPrice: -amount,
    count: 1,
  }) as BasketLine;

describe("allocateVouchers: codes in order, each up to its value, the total never below 0", () => {
  it.each([
    // lines, shipping, expected total, discounts per code, remaining per code
    ["one code smaller than the basket", [goods(14750), code("A", 3000)], null, 11750, [-3000], [0]],
    ["one code larger than the basket", [goods(14750), code("A", 50000)], null, 0, [-14750], [35250]],
    ["exactly the basket", [goods(5000), code("A", 5000)], null, 0, [-5000], [0]],
    [
      "two codes, the second only partly",
      [goods(6000), code("A", 5000), code("B", 5000)],
      null,
      0,
      [-5000, -1000],
      [0, 4000],
    ],
    ["a code before the goods still applies", [code("A", 2000), goods(6000)], null, 4000, [-2000], [0]],
    ["shipping is paid with the codes too", [goods(1000), code("A", 5000)], 495, 0, [-1495], [3505]],
    ["an empty basket uses nothing", [code("A", 2000)], null, 0, [0], [2000]],
    [
      "a third code is not touched once the total is 0",
      [goods(1000), code("A", 1000), code("B", 1000)],
      null,
      0,
      [-1000, 0],
      [0, 1000],
    ],
  ] as [string, BasketLine[], number | null, number, number[], number[]][])(
    "%s",
    (_, lines, shipping, total, discounts, remaining) => {
      const a = allocateVouchers(lines, shipping);
      expect(a.total).toBe(total);
      expect(a.total).toBeGreaterThanOrEqual(0);
      expect(a.vouchers.map((v) => v.discount)).toEqual(discounts);
      expect(a.vouchers.map((v) => v.remaining)).toEqual(remaining);
      expect(a.discount).toBe(discounts.reduce((s, d) => s + d, 0));
    },
  );
});

describe("allocateVouchers (spec 000 section 4)", () => {
  it.each([
    // lines, shipping, total, discounts per code, remaining per code
    ["no vouchers", [goods(3000)], null, 3000, [], []],
    ["shipping is part of the total", [goods(3000)], 495, 3495, [], []],
    ["one code smaller than the total", [goods(3000), code("A", 1000)], null, 2000, [-1000], [0]],
    ["one code larger than the total keeps the rest", [goods(3000), code("A", 5000)], null, 0, [-3000], [2000]],
    [
      "codes apply in basket order",
      [goods(3000), code("A", 2000), code("B", 2000)],
      null,
      0,
      [-2000, -1000],
      [0, 1000],
    ],
    [
      "a later code gets nothing once the total is covered",
      [goods(1000), code("A", 1500), code("B", 500)],
      null,
      0,
      [-1000, 0],
      [500, 500],
    ],
    ["a code also covers shipping", [goods(1000), code("A", 1495)], 495, 0, [-1495], [0]],
    ["only codes: total never below 0", [code("A", 1000)], null, 0, [0], [1000]],
    ["negative shipping counts as none", [goods(1000)], -300, 1000, [], []],
  ])("%s", (_, lines, shipping, total, discounts, remaining) => {
    const a = allocateVouchers(lines as BasketLine[], shipping as number | null);
    expect(a.total).toBe(total);
    expect(a.vouchers.map((v) => v.discount)).toEqual(discounts);
    expect(a.vouchers.map((v) => v.remaining)).toEqual(remaining);
    expect(a.discount).toBe((discounts as number[]).reduce((s, d) => s + d, 0));
  });

  it("the subtotal is never below 0, even with goods of negative value", () => {
    const a = allocateVouchers([goods(-500), code("A", 100)]);
    expect(a.subtotal).toBe(0);
    expect(a.total).toBe(0);
  });
});
