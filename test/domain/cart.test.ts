// The cart as initPayment sends it, for every line kind of both specifications.
import { describe, expect, it } from "vitest";
import { buildCart, prepareLine } from "../../src/domain/cart";
import type { BasketLine } from "../../src/domain/basket";

const ticket = {
  key: "k1",
  type: "ticket",
  id: 4,
  name: "Family",
  eventId: 101,
  eventName: "Light",
  price: 0,
  totalPrice: 3000,
  count: 1,
  vat_value: 7,
  datetime: "2030-05-02 11:00:00",
  date: "2030-05-02",
  time: "11:00",
  subtickets: [
    { id: 41, name: "Adult", price: 1400, count: 2 },
    { id: 42, name: "Child", price: 0, count: 0 },
  ],
};
const tour = {
  key: "k2",
  type: "guidedTour",
  id: 103,
  tourId: 103,
  name: "Private",
  eventName: "Private",
  date: "2030-05-03",
  time: "10:00",
  datetime: "2030-05-03 10:00:00",
  timeslotId: 5,
  answers: [{ qId: 1, type: "checkbox", value: ["a", "b"] }],
  tours: [
    { id: 31, name: "60 min", price: 9000, count: 1 },
    { id: 32, name: "90 min", price: 12000, count: 0 },
  ],
  tickets: [],
  single_ticketing: 0,
  book_complete_tour: 1,
  totalCount: 1,
  count: 1,
  price: 9000,
  priceId: 31,
  totalPrice: 9000,
  vat_value: 19,
};
const merchandise = {
  key: "k3",
  type: "merchandise",
  id: 3,
  name: "Poster",
  price: 1200,
  totalPrice: 2400,
  count: 2,
  vat_value: 19,
  image: "/p.svg",
};
const pass = {
  key: "k4",
  type: "annualPass",
  id: 102,
  name: "Pass for two",
  price: 11000,
  totalPrice: 11000,
  count: 1,
  vat_value: 0,
  owners: [
    { title: "", fname: "Ada", lname: "Lind", send_to_custom_addr: false },
    { title: "mr", fname: "Ben", lname: "Lind", send_to_custom_addr: false },
  ],
};
const voucher = {
  key: "k5",
  type: "voucher",
  id: 4,
  name: "Any amount",
  price: 2550,
  totalPrice: 2550,
  count: 1,
  vat_value: 0,
  variable_amount: true,
};
const code = {
  key: "k6",
  type: "voucherCode",
  id: "GIFT-VALID-50",
  name: "Gift",
  barcode: "GIFT-VALID-50",
  amount: 5000,
  price: -5000,
  totalPrice: -5000,
  count: 1,
  remaining: 0,
  discount: -5000,
};
const day = {
  key: "k7",
  type: "dayTicket",
  id: 9,
  name: "Day",
  price: 1000,
  totalPrice: 2000,
  count: 1,
  date: "2030-05-02",
  dayTickets: [{ id: 1, count: 2 }],
};

const withoutKey = <T extends { key: string }>({ key: _key, ...rest }: T) => rest;

describe("prepareLine: the prepared form of every line kind", () => {
  it.each([
    [
      "ticket: type, count, id, datetime, subtickets",
      ticket,
      { type: "ticket", count: 1, id: 4, datetime: "2030-05-02 11:00:00", subtickets: [{ id: 41, count: 2 }] },
    ],
    [
      "guided tour: type, answers, datetime, tourId, prices, tickets",
      tour,
      {
        type: "guidedTour",
        answers: [{ qId: 1, type: "checkbox", value: ["a", "b"] }],
        datetime: "2030-05-03 10:00:00",
        tourId: 103,
        prices: [{ id: 31, count: 1 }],
        tickets: [],
      },
    ],
    ["voucher code: type and barcode", code, { type: "voucherCode", barcode: "GIFT-VALID-50" }],
    ["merchandise as held", merchandise, withoutKey(merchandise)],
    ["annual pass as held, owners included", pass, withoutKey(pass)],
    ["voucher as held", voucher, withoutKey(voucher)],
    ["day ticket as held", day, withoutKey(day)],
  ])("%s", (_, line, expected) => {
    expect(prepareLine(line as unknown as BasketLine)).toEqual(expected);
  });
});

describe("buildCart: version 1, the items in basket order, the document number when configured", () => {
  const lines = [merchandise, code] as unknown as BasketLine[];
  it.each([
    [null, { ver: 1, items: [withoutKey(merchandise), { type: "voucherCode", barcode: "GIFT-VALID-50" }] }],
    ["", { ver: 1, items: [withoutKey(merchandise), { type: "voucherCode", barcode: "GIFT-VALID-50" }] }],
    [
      "PO-2030-17",
      {
        ver: 1,
        items: [withoutKey(merchandise), { type: "voucherCode", barcode: "GIFT-VALID-50" }],
        external_document_number: "PO-2030-17",
      },
    ],
  ])("document number %s", (number, expected) => {
    expect(buildCart(lines, number)).toEqual(expected);
  });
});

describe("prepared cart form (spec 000 section 7, spec 001 section 7)", () => {
  it("sends a ticket as type, count, id, datetime, subtickets", () => {
    const line = {
      key: "k1",
      type: "ticket",
      id: 4,
      name: "Family",
      price: 3000,
      totalPrice: 3000,
      count: 1,
      eventId: 2,
      datetime: "2026-11-22 10:00:00",
      date: "2026-11-22",
      time: "10:00",
      subtickets: [
        { id: 41, name: "Adult", price: 0, count: 2 },
        { id: 42, name: "Child", price: 0, count: 0 },
      ],
    } as BasketLine;
    expect(prepareLine(line)).toEqual({
      type: "ticket",
      count: 1,
      id: 4,
      datetime: "2026-11-22 10:00:00",
      subtickets: [{ id: 41, count: 2 }],
    });
  });

  it("sends a voucher code as type and barcode", () => {
    const line = {
      key: "k2",
      type: "voucherCode",
      id: "ABC",
      barcode: "ABC",
      name: "Code",
      price: -500,
      totalPrice: -500,
      count: 1,
      amount: 500,
    } as BasketLine;
    expect(prepareLine(line)).toEqual({ type: "voucherCode", barcode: "ABC" });
  });

  it("sends a guided tour as type, answers, datetime, tourId, prices and tickets with subtickets", () => {
    const line = {
      key: "k3",
      type: "guidedTour",
      id: 9,
      tourId: 9,
      name: "Highlights",
      eventName: "Highlights",
      date: "2026-11-23",
      time: "11:00",
      datetime: "2026-11-23 11:00:00",
      answers: [{ qId: 1, type: "text", value: "School" }],
      tickets: [
        { id: 5, name: "Pupil", price: 300, count: 12, subtickets: [{ id: 51, name: "x", price: 0, count: 1 }] },
        { id: 6, name: "Teacher", price: 0, count: 0 },
      ],
      tours: [{ id: 77, name: "Tour", price: 6000, count: 1 }],
      single_ticketing: 0,
      book_complete_tour: 1,
      totalCount: 12,
      price: 6000,
      totalPrice: 6000,
      count: 1,
      priceId: 77,
    } as BasketLine;
    expect(prepareLine(line)).toEqual({
      type: "guidedTour",
      answers: [{ qId: 1, type: "text", value: "School" }],
      datetime: "2026-11-23 11:00:00",
      tourId: 9,
      prices: [{ id: 77, count: 1 }],
      tickets: [{ id: 5, count: 12, subtickets: [{ id: 51, count: 1 }] }],
    });
  });

  it("sends other lines as they are held, without the client-side key", () => {
    const line = {
      key: "k4",
      type: "merchandise",
      id: 3,
      name: "Poster",
      price: 990,
      totalPrice: 1980,
      count: 2,
    } as BasketLine;
    expect(prepareLine(line)).toEqual({
      type: "merchandise",
      id: 3,
      name: "Poster",
      price: 990,
      totalPrice: 1980,
      count: 2,
    });
  });

  it("builds version 1 with the external document number only when there is one", () => {
    const lines = [
      { key: "a", type: "merchandise", id: 1, name: "A", price: 1, totalPrice: 1, count: 1 } as BasketLine,
    ];
    expect(buildCart(lines)).toEqual({
      ver: 1,
      items: [{ type: "merchandise", id: 1, name: "A", price: 1, totalPrice: 1, count: 1 }],
    });
    expect(buildCart(lines, "PO-42").external_document_number).toBe("PO-42");
    expect("external_document_number" in buildCart(lines, "")).toBe(false);
  });

  it("names its basket and which start of it this is when the basket is given, else neither", () => {
    const lines = [
      { key: "a", type: "merchandise", id: 1, name: "A", price: 1, totalPrice: 1, count: 1 } as BasketLine,
    ];
    const cart = buildCart(lines, null, { id: "kbasket01", attempt: 3 });
    expect(cart).toMatchObject({ basket: "kbasket01", attempt: 3 });
    expect(Object.keys(buildCart(lines))).toEqual(["ver", "items"]);
  });
});
