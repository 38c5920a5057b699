import { describe, expect, it } from "vitest";
import type { BasketLine } from "../../src/domain/basket";
import { basketTaxes, lineTaxes, type TaxLine } from "../../src/domain/checkout-tax";

const merch = (totalPrice: number, vat: number) =>
  ({
    key: `m${totalPrice}`,
    type: "merchandise",
    id: 1,
    name: "m",
    price: totalPrice,
    totalPrice,
    count: 1,
    vat_value: vat,
  }) as BasketLine;
const family = {
  key: "t",
  type: "ticket",
  id: 9,
  name: "Family",
  price: 0,
  count: 2,
  totalPrice: 2 * (0 + 1400 * 2 + 700 * 3 + 500),
  vat_value: 7,
  eventId: 101,
  datetime: "2030-05-02 11:00:00",
  date: "2030-05-02",
  time: "11:00",
  subtickets: [
    { id: 1, name: "Adult", price: 1400, count: 2, vat_value: 7 },
    { id: 2, name: "Child", price: 700, count: 3, vat_value: 7 },
    { id: 3, name: "Booklet", price: 500, count: 1, vat_value: 19 },
  ],
} as BasketLine;
const tour = {
  key: "g",
  type: "guidedTour",
  id: 101,
  tourId: 101,
  name: "Highlights",
  eventName: "Highlights",
  date: "2030-05-02",
  time: "11:00",
  datetime: "2030-05-02 11:00:00",
  answers: [],
  single_ticketing: 0,
  book_complete_tour: 0,
  totalCount: 3,
  count: 1,
  priceId: 1,
  price: 400,
  vat_value: 19,
  totalPrice: 3 * 400 + 2 * 1200 + 800,
  tours: [{ id: 1, name: "Fee", price: 400, count: 3, vat_value: 19 }],
  tickets: [
    { id: 11, name: "Adult", price: 1200, count: 2, vat_value: 7 },
    { id: 12, name: "Reduced", price: 800, count: 1, vat_value: 7 },
  ],
} as BasketLine;
const code = {
  key: "c",
  type: "voucherCode",
  id: "X",
  name: "X",
  barcode: "X",
  amount: 5000,
  price: -5000,
  totalPrice: -5000,
  count: 1,
} as BasketLine;
const voucher = {
  key: "v",
  type: "voucher",
  id: 1,
  name: "25",
  price: 2500,
  totalPrice: 2500,
  count: 1,
  vat_value: 0,
  variable_amount: false,
} as BasketLine;

describe("lineTaxes: the VAT of each item, each part at its own rate", () => {
  it.each([
    ["merchandise at 19 %", merch(1190, 19), [{ rate: 19, gross: 1190, tax: 190 }]],
    ["merchandise at 7 %, rounded to the cent", merch(999, 7), [{ rate: 7, gross: 999, tax: 65 }]],
    // 2 × (2 × 14.00 + 3 × 7.00) = 98.00 at 7 %, 2 × 5.00 = 10.00 at 19 %
    [
      "a family ticket with a part at another rate",
      family,
      [
        { rate: 7, gross: 9800, tax: 641 },
        { rate: 19, gross: 1000, tax: 160 },
      ],
    ],
    // fee 3 × 4.00 at 19 %, tickets 2 × 12.00 + 8.00 at 7 %
    [
      "a tour: the fee at 19 %, admission at 7 %",
      tour,
      [
        { rate: 7, gross: 3200, tax: 209 },
        { rate: 19, gross: 1200, tax: 192 },
      ],
    ],
    ["a voucher carries no VAT", voucher, [{ rate: 0, gross: 2500, tax: 0 }]],
    ["a voucher code is a means of payment", code, []],
    [
      "a line without a rate",
      { ...merch(1000, 0), vat_value: undefined } as BasketLine,
      [{ rate: 0, gross: 1000, tax: 0 }],
    ],
  ] as [string, BasketLine, TaxLine[]][])("%s", (_, line, expected) => {
    expect(lineTaxes(line)).toEqual(expected);
  });

  it("puts what the parts do not explain at the line's rate", () => {
    const odd = { ...tour, totalPrice: (tour as { totalPrice: number }).totalPrice + 119 } as BasketLine;
    expect(lineTaxes(odd)).toEqual([
      { rate: 7, gross: 3200, tax: 209 },
      { rate: 19, gross: 1319, tax: 211 },
    ]);
  });
});

describe("basketTaxes: per rate over the basket; codes take nothing off the VAT", () => {
  it.each([
    [
      [merch(1190, 19), merch(1070, 7), code],
      [
        { rate: 7, gross: 1070, tax: 70 },
        { rate: 19, gross: 1190, tax: 190 },
      ],
    ],
    [[merch(1190, 19), merch(1190, 19)], [{ rate: 19, gross: 2380, tax: 380 }]],
    [[voucher, code], []],
    [[], []],
  ] as [BasketLine[], TaxLine[]][])("%#", (lines, expected) => {
    expect(basketTaxes(lines)).toEqual(expected);
  });
});

describe("lineTaxes: parts at other rates", () => {
  it("taxes each piece of a subticket at its rate, times the ticket's count", () => {
    // 3 × (10.00 + 2 booklets × 5.00 at 19 %)
    const booklets = {
      ...family,
      price: 1000,
      count: 3,
      totalPrice: 3 * (1000 + 2 * 500),
      subtickets: [{ id: 3, name: "Booklet", price: 500, count: 2, vat_value: 19 }],
    } as BasketLine;
    expect(lineTaxes(booklets)).toEqual([
      { rate: 7, gross: 3000, tax: 196 },
      { rate: 19, gross: 3000, tax: 479 },
    ]);
  });

  it("reads a ticket line without subtickets (as stored by an older version) at the line's rate", () => {
    const plain = {
      ...family,
      price: 1400,
      count: 2,
      totalPrice: 2800,
      subtickets: undefined,
    } as unknown as BasketLine;
    expect(lineTaxes(plain)).toEqual([{ rate: 7, gross: 2800, tax: 183 }]);
  });

  it("taxes a tour ticket's subtickets at their own rates", () => {
    const withFamily = {
      ...tour,
      totalPrice: 3 * 400 + 900 + 500,
      tickets: [
        {
          id: 44,
          name: "Family",
          price: 1400,
          count: 1,
          vat_value: 7,
          subtickets: [
            { id: 441, name: "Adult", price: 900, count: 1, vat_value: 7 },
            { id: 442, name: "Booklet", price: 500, count: 1, vat_value: 19 },
          ],
        },
      ],
    } as BasketLine;
    expect(lineTaxes(withFamily)).toEqual([
      { rate: 7, gross: 900, tax: 59 },
      { rate: 19, gross: 1700, tax: 271 },
    ]);
  });

  it("leaves out a rate whose parts come to nothing", () => {
    const free = { ...family, price: 0, count: 1, totalPrice: 0, subtickets: [] } as BasketLine;
    expect(lineTaxes(free)).toEqual([]);
    expect(lineTaxes(merch(0, 19))).toEqual([]);
  });
});
