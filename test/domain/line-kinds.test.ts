// The registry of basket line types (issue 36): every LineType has its module with every part, and the tables
// the cart, the tax, the stored basket and the labels read are those parts. SAMPLES is a table over
// LineType too: a new line type does not compile here until it has a sample, which every test below then runs.
import { describe, expect, it } from "vitest";
import type { LineOf, LineType } from "../../src/domain/basket";
import { buildCart, prepareLine } from "../../src/domain/cart";
import { lineTaxes } from "../../src/domain/checkout-tax";
import { kindOf, LINE_KINDS, LINE_TYPES } from "../../src/domain/lines";
import { decodeStoredLines } from "../../src/stores/stored-lines";
import { lineLabel } from "../../src/features/checkout/line-label";

const SAMPLES: { [T in LineType]: LineOf<T> } = {
  ticket: {
    key: "t",
    type: "ticket",
    id: 1011,
    eventId: 101,
    eventName: "Light and Shadow",
    name: "Adult",
    price: 1400,
    totalPrice: 3100,
    count: 2,
    vat_value: 7,
    datetime: "2026-03-04 12:00:00",
    date: "2026-03-04",
    time: "12:00",
    subtickets: [{ id: 5, name: "Booklet", price: 150, vat_value: 19, count: 1 }],
    lang: "en",
  },
  guidedTour: {
    key: "g",
    type: "guidedTour",
    id: 102,
    tourId: 102,
    name: "Highlights",
    eventName: "Collection",
    date: "2026-03-04",
    time: "14:00",
    datetime: "2026-03-04 14:00:00",
    timeslotId: 9,
    answers: [{ qId: 1, type: "text", value: "School" }],
    answered: [{ question: "Group", answer: "School" }],
    tickets: [{ id: 3, name: "Family", price: 900, count: 1, vat_value: 7 }],
    tours: [{ id: 7, name: "Group", price: 6000, count: 1, vat_value: 19 }],
    single_ticketing: 0,
    book_complete_tour: 1,
    totalCount: 12,
    count: 1,
    price: 6000,
    priceId: 7,
    vat_value: 19,
    totalPrice: 6900,
  },
  merchandise: {
    key: "m",
    type: "merchandise",
    id: 30,
    name: "Poster",
    price: 1200,
    totalPrice: 2400,
    count: 2,
    lang: "de",
  },
  voucher: {
    key: "v",
    type: "voucher",
    id: 5,
    name: "Gift voucher",
    price: 2500,
    totalPrice: 2500,
    count: 1,
    variable_amount: true,
  },
  voucherCode: {
    key: "c",
    type: "voucherCode",
    id: "GIFT-1",
    name: "Voucher",
    barcode: "GIFT-1",
    amount: 2000,
    price: 0,
    totalPrice: 0,
    count: 1,
  },
  dayTicket: {
    key: "d",
    type: "dayTicket",
    id: 8,
    name: "Day ticket",
    price: 1000,
    totalPrice: 2000,
    count: 2,
    vat_value: 7,
    date: "2026-03-04",
    dayTickets: [{ id: 1, count: 2 }],
    lang: "sv",
  },
  annualPass: {
    key: "p",
    type: "annualPass",
    id: 20,
    name: "Annual pass",
    price: 9000,
    totalPrice: 9000,
    count: 1,
    vat_value: 7,
    owners: [{ title: "", fname: "Ada", lname: "Lovelace", send_to_custom_addr: false }],
  },
};
const lines = LINE_TYPES.map((t) => SAMPLES[t]);
const stored = (v: unknown) => decodeStoredLines(JSON.parse(JSON.stringify(v)), () => "new");

describe("the line registry", () => {
  it("has an entry for every line type, under its own type, with every part", () => {
    expect(LINE_TYPES).toEqual(Object.keys(SAMPLES));
    for (const type of LINE_TYPES) {
      const kind = LINE_KINDS[type];
      expect(kind.type).toBe(type);
      for (const part of ["storedName", "decode", "prepare", "gross", "label"] as const)
        expect(typeof kind[part], `${type}.${part}`).toBe("function");
    }
  });

  it("reads every line type back from storage unchanged (decode round-trips)", () => {
    const decoded = stored(lines);
    expect(decoded.dropped).toEqual([]);
    expect(decoded.lines).toEqual(lines);
  });

  it("names a stored line that does not decode as the basket names it (the label, for every type)", () => {
    for (const line of lines) {
      const { price: _price, ...damaged } = line;
      expect(stored([damaged]), line.type).toEqual({ lines: [], dropped: [lineLabel(line)] });
    }
    expect(lineLabel(SAMPLES.ticket)).toBe("Adult – Light and Shadow");
    expect(lineLabel(SAMPLES.voucherCode)).toBe("GIFT-1");
    expect(lineLabel(SAMPLES.guidedTour)).toBe("Highlights");
  });

  it("keeps a stored line's language when the widget has it, else the line has none", () => {
    const [poster] = stored([SAMPLES.merchandise]).lines;
    expect(poster.lang).toBe("de");
    for (const lang of ["xx", 7, null, ""]) {
      const decoded = stored([{ ...SAMPLES.merchandise, lang }]);
      expect(decoded.dropped).toEqual([]);
      expect(decoded.lines[0], String(lang)).not.toHaveProperty("lang");
    }
  });

  it("prepares every line type as a cart item of its type, without the client-side key and language", () => {
    const cart = buildCart(lines);
    expect(cart.items.map((i) => i.type)).toEqual(LINE_TYPES);
    for (const [i, item] of cart.items.entries()) {
      expect(item).not.toHaveProperty("key");
      expect(item).not.toHaveProperty("lang");
      expect(item).toEqual(prepareLine(lines[i]));
      expect(item).toEqual(kindOf(lines[i]).prepare(lines[i]));
    }
  });

  it("taxes each line's whole total at its rates, a voucher code at none", () => {
    for (const line of lines) {
      const gross = lineTaxes(line).reduce((s, t) => s + t.gross, 0);
      expect(gross, line.type).toBe(line.type === "voucherCode" ? 0 : line.totalPrice);
    }
    // a ticket: 2 x 14.00 at 7 %, its booklet 2 x 1.50 at 19 %
    expect(lineTaxes(SAMPLES.ticket).map((t) => [t.rate, t.gross])).toEqual([
      [7, 2800],
      [19, 300],
    ]);
  });
});
