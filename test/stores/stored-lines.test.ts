// Stored basket lines read back (issue 12 item 5): every kind of line the features make comes
// back unchanged; what a screen or the payment cannot use is dropped and named.
import { describe, expect, it } from "vitest";
import type { BasketLine } from "../../src/domain/basket";
import { decodeStoredLines } from "../../src/stores/stored-lines";

let n = 0;
const makeKey = () => `new${++n}`;
const roundTrip = (lines: unknown) => decodeStoredLines(JSON.parse(JSON.stringify(lines)), makeKey);

const ticket: BasketLine = {
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
  subtickets: [{ id: 5, name: "Booklet", price: 150, vat_value: 7, count: 1 }],
};
const tour: BasketLine = {
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
  answers: [
    { qId: 1, type: "text", value: "School" },
    { qId: 2, type: "checkbox", value: ["a", "b"] },
  ],
  tickets: [
    { id: 3, name: "Family", price: 900, count: 1, subtickets: [{ id: 4, name: "Child", price: 450, count: 2 }] },
  ],
  tours: [{ id: 7, name: "Group", price: 6000, count: 1, vat_value: 19 }],
  single_ticketing: 0,
  book_complete_tour: 1,
  totalCount: 12,
  count: 1,
  price: 6000,
  priceId: 7,
  vat_value: 19,
  totalPrice: 6900,
};
const pass: BasketLine = {
  key: "p",
  type: "annualPass",
  id: 20,
  name: "Annual pass for two",
  price: 9000,
  totalPrice: 9000,
  count: 1,
  owners: [
    { title: "", fname: "Ada", lname: "Lovelace", send_to_custom_addr: false },
    {
      title: "Dr.",
      fname: "Alan",
      lname: "Turing",
      send_to_custom_addr: true,
      address: { street: "Main 1", zip: "1000", city: "X", country: "DE" },
    },
  ],
};
const others: BasketLine[] = [
  { key: "m", type: "merchandise", id: 3, name: "Poster", price: 1200, totalPrice: 2400, count: 2, image: "/p.jpg" },
  { key: "v", type: "voucher", id: 8, name: "Gift", price: 5000, totalPrice: 5000, count: 1, variable_amount: true },
  {
    key: "c",
    type: "voucherCode",
    id: "GIFT",
    name: "Gift voucher",
    barcode: "GIFT",
    amount: 2000,
    price: -2000,
    totalPrice: -2000,
    count: 1,
  },
  {
    key: "d",
    type: "dayTicket",
    id: 9,
    name: "Day",
    price: 500,
    totalPrice: 500,
    count: 1,
    date: "2026-03-04",
    dayTickets: [{ id: 1, count: 1 }],
  },
];

describe("stored basket lines", () => {
  it("come back unchanged, whatever their kind", () => {
    const lines = [ticket, tour, pass, ...others];
    expect(roundTrip(lines)).toEqual({ lines, dropped: [] });
  });

  it("keep a tour's answers in words, leaving out a damaged one (never the line)", () => {
    const answered = [{ question: "Group", answer: "School" }];
    const worded = { ...tour, answered };
    expect(roundTrip([worded]).lines).toEqual([worded]);
    const damaged = { ...tour, answered: [...answered, { question: 3 }, null] } as unknown as BasketLine;
    expect(roundTrip([damaged])).toEqual({ lines: [worded], dropped: [] });
  });

  it("read a pass stored before posting was per owner: the line's flag goes to each owner with an address", () => {
    const old = {
      ...pass,
      send_to_custom_addr: true,
      owners: pass.type === "annualPass" ? pass.owners.map(({ send_to_custom_addr: _, ...o }) => o) : [],
    };
    expect(roundTrip([old]).lines).toEqual([pass]);
  });

  it("drop null, strings, numbers and unknown kinds; nameless ones are counted as null", () => {
    const out = roundTrip([null, "x", 3, { type: "gift", name: "Mystery" }, ticket]);
    expect(out.lines).toEqual([ticket]);
    expect(out.dropped).toEqual([null, null, null, "Mystery"]);
  });

  it.each([
    ["a ticket without a date", { ...ticket, date: undefined, datetime: undefined }, "Adult – Light and Shadow"],
    ["a ticket whose date is not a day", { ...ticket, date: "tomorrow" }, "Adult – Light and Shadow"],
    ["a tour without fields", { type: "guidedTour", key: "g" }, null],
    ["a tour without parts", { ...tour, tours: [], tickets: [] }, "Highlights"],
    ["a tour with an answer of no known type", { ...tour, answers: [{ qId: 1, type: "x", value: "" }] }, "Highlights"],
    ["a pass without owners", { ...pass, owners: undefined }, "Annual pass for two"],
    ["a pass whose owner has no name", { ...pass, owners: [{ fname: "", lname: "" }] }, "Annual pass for two"],
    ["a line without a price", { ...others[0], price: undefined }, "Poster"],
    ["a line with a count that is not a number", { ...others[0], count: "two" }, "Poster"],
    ["a line with a count of 0", { ...others[0], count: 0 }, "Poster"],
    ["a line with a count that is no whole number", { ...others[0], count: 1.5 }, "Poster"],
    ["a line whose name is blank", { ...others[0], name: "   " }, null],
    ["a line without a total", { ...others[0], totalPrice: null }, "Poster"],
    ["a voucher code without its amount", { ...others[2], amount: "lots" }, "GIFT"],
    [
      "a subticket without a price",
      { ...ticket, subtickets: [{ id: 5, name: "B", count: 1 }] },
      "Adult – Light and Shadow",
    ],
  ])("drop %s, named", (_what, line, name) => {
    const out = roundTrip([line, others[1]]);
    expect(out.lines).toEqual([others[1]]);
    expect(out.dropped).toEqual([name]);
  });

  it("read a date and time missing beside the datetime from it; a new key for a missing or repeated one", () => {
    const out = roundTrip([
      { ...ticket, date: undefined, time: undefined },
      { ...others[0], key: "t" },
      { ...others[1], key: undefined },
    ]);
    expect(out.dropped).toEqual([]);
    expect(out.lines[0]).toEqual(ticket);
    expect(out.lines.map((l) => l.key)).toEqual(
      ["t", "new1", "new2"].map((k, i) => (i ? expect.stringMatching(/^new/) : k)),
    );
    expect(new Set(out.lines.map((l) => l.key)).size).toBe(3);
  });

  it("drop a second line of the same voucher code, and keep one of another code", () => {
    const other = { ...others[2], key: "c3", id: "BIRTHDAY", barcode: "BIRTHDAY" };
    const out = roundTrip([others[0], others[2], { ...others[2], key: "c2" }, other]);
    expect(out.lines).toEqual([others[0], others[2], other]);
    expect(out.dropped).toEqual(["GIFT"]);
  });

  it("keep a ticket stored without subtickets (none chosen), with none", () => {
    const out = roundTrip([{ ...ticket, subtickets: undefined }]);
    expect(out).toEqual({ lines: [{ ...ticket, subtickets: [] }], dropped: [] });
  });

  it("keep a line's language when the widget knows it, and none else", () => {
    const out = roundTrip([
      { ...others[0], lang: "fr" },
      { ...others[1], lang: "xx" },
    ]);
    expect(out.lines).toEqual([{ ...others[0], lang: "fr" }, others[1]]);
  });

  it("keep nothing and name nothing when nothing was stored", () => {
    expect(decodeStoredLines(undefined, makeKey)).toEqual({ lines: [], dropped: [] });
  });

  it("do not take a fault of the decoding itself for a damaged line: it is thrown, not hidden", () => {
    const faulty = {
      ...others[0],
      get price(): number {
        throw new RangeError("a getter that fails");
      },
    };
    expect(() => decodeStoredLines([faulty], makeKey)).toThrow(RangeError);
  });

  it("keep nothing of a list that is not a list, and say one thing was unreadable", () => {
    expect(roundTrip({ 0: ticket })).toEqual({ lines: [], dropped: [null] });
  });

  it("never keep fields a line does not have (they would be sent to the service)", () => {
    const out = roundTrip([{ ...others[0], __proto__: { x: 1 }, secret: "token" }]);
    expect(out.lines[0]).not.toHaveProperty("secret");
  });
});
