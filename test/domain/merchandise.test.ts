import { describe, expect, it } from "vitest";
import {
  LOW_STOCK,
  MAX_QUANTITY,
  annualPassLine,
  annualPasses,
  inCategory,
  inPassCategory,
  isAnnualPass,
  maxQuantity,
  merchandiseLine,
  quantityInBasket,
  resetQuantity,
  stockState,
  type Merchandise,
} from "../../src/domain/merchandise";
import type { BasketLine } from "../../src/domain/basket";

const item = (over: Partial<Merchandise> = {}): Merchandise => ({
  id: 1,
  name: "Poster",
  price: 1200,
  vat_value: 19,
  stock: 10,
  sequence_no: 1,
  product_kind_ref: null,
  custom_groups: [{ id: 2 }],
  ...over,
});

describe("resetQuantity: 0 when out of stock, else 1", () => {
  it.each([
    [10, 1],
    [1, 1],
    [0, 0],
    [-3, 0],
    [null, 1], // no stock figure: not limited
    [undefined, 1],
  ])("stock %s -> %i", (stock, expected) => {
    expect(resetQuantity(stock)).toBe(expected);
  });
});

describe("stockState: sold out, out of stock (all left is in the basket), low, available", () => {
  it.each([
    [0, 0, "soldOut"],
    [-1, 0, "soldOut"],
    [0, 2, "soldOut"],
    [3, 3, "outOfStock"],
    [3, 5, "outOfStock"],
    [3, 0, "low"],
    [LOW_STOCK, 0, "low"],
    [LOW_STOCK + 1, 0, "available"],
    [LOW_STOCK + 3, 3, "low"],
    [40, 0, "available"],
  ])("stock %i with %i in the basket -> %s", (stock, inBasket, expected) => {
    expect(stockState(stock, inBasket)).toBe(expected);
  });
});

describe("maxQuantity: what is left after the basket, at most MAX_QUANTITY", () => {
  it.each([
    [10, 0, 10],
    [10, 4, 6],
    [3, 3, 0],
    [3, 5, 0],
    [0, 0, 0],
    [500, 0, MAX_QUANTITY],
    [500, 450, 50],
  ])("stock %i, %i in the basket -> %i", (stock, inBasket, expected) => {
    expect(maxQuantity(stock, inBasket)).toBe(expected);
  });
});

describe("isAnnualPass: product kind 13", () => {
  it.each([
    [13, true],
    ["13" as unknown as number, true],
    [null, false],
    [1, false],
    [0, false],
  ])("kind %s -> %s", (kind, expected) => {
    expect(isAnnualPass({ product_kind_ref: kind })).toBe(expected);
  });
});

describe("inCategory: merchandise of one category or all, passes left out", () => {
  const items = [
    item({ id: 1, custom_groups: [{ id: 1 }] }),
    item({ id: 2, custom_groups: [{ id: 2 }] }),
    item({ id: 3, custom_groups: [{ id: 1 }, { id: 2 }] }),
    item({ id: 4, custom_groups: [] }),
    item({ id: 101, product_kind_ref: 13, custom_groups: [{ id: 10 }] }),
  ];
  it.each([
    [null, [1, 2, 3, 4]],
    [1, [1, 3]],
    [2, [2, 3]],
    [10, []],
    [99, []],
  ])("category %s -> %j", (category, ids) => {
    expect(inCategory(items, category).map((i) => i.id)).toEqual(ids);
  });

  it("annualPasses lists only kind 13", () => {
    expect(annualPasses(items).map((i) => i.id)).toEqual([101]);
  });
});

describe("quantityInBasket: merchandise and pass lines of the product", () => {
  const lines = [
    { type: "merchandise", id: 3, count: 2 },
    { type: "merchandise", id: 4, count: 1 },
    { type: "annualPass", id: 3, count: 1 },
    { type: "voucher", id: 3, count: 5 },
  ] as BasketLine[];
  it.each([
    [3, 3],
    [4, 1],
    [5, 0],
  ])("product %i -> %i", (id, expected) => {
    expect(quantityInBasket(lines, id)).toBe(expected);
  });
});

describe("basket lines", () => {
  it.each([
    [1, 1200],
    [3, 3600],
  ])("merchandiseLine: %i x 12.00 EUR = %i", (count, total) => {
    const line = merchandiseLine(item({ image: "/static/x.svg" }), count);
    expect(line).toEqual({
      type: "merchandise",
      id: 1,
      name: "Poster",
      price: 1200,
      totalPrice: total,
      count,
      vat_value: 19,
      image: "/static/x.svg",
    });
  });

  it("annualPassLine carries the owners, each with its own address choice", () => {
    const owners = [{ title: "", fname: "Ada", lname: "Lind", send_to_custom_addr: true }];
    const line = annualPassLine(item({ id: 101, price: 6500, product_kind_ref: 13 }), 1, owners);
    expect(line).toMatchObject({
      type: "annualPass",
      id: 101,
      price: 6500,
      totalPrice: 6500,
      count: 1,
      owners,
    });
    expect(line).not.toHaveProperty("send_to_custom_addr");
  });
});

describe("inPassCategory: annual passes of one pass category or all", () => {
  const pass = (id: number, groups: (number | string)[]) =>
    item({ id, product_kind_ref: 13, custom_groups: groups.map((g) => ({ id: g as number })) });
  const passes = [pass(101, [10]), pass(102, [11]), pass(103, [10, 11]), pass(104, []), pass(105, ["12"])];
  it.each([
    ["all", null, [101, 102, 103, 104, 105]],
    ["one category", 10, [101, 103]],
    ["another", 11, [102, 103]],
    ["a category id the service gives as text", 12, [105]],
    ["a category without passes", 99, []],
  ])("%s", (_, category, ids) => {
    expect(inPassCategory(passes, category).map((p) => p.id)).toEqual(ids);
  });
});
