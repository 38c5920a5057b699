import { describe, expect, it } from "vitest";
import { allocateVouchers } from "../../src/domain/vouchers";
import type { BasketLine } from "../../src/domain/basket";

const goods = (totalPrice: number) => ({ type: "merchandise", key: `g${totalPrice}`, totalPrice }) as BasketLine;
const code = (barcode: string, amount: number) =>
  ({ type: "voucherCode", key: barcode, barcode, amount, totalPrice: -amount }) as BasketLine;

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
