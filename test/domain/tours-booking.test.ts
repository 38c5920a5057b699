import { describe, expect, it } from "vitest";
import { buildTourLine, capTickets, evaluateBooking, type TourBookingInput } from "../../src/domain/tours-booking";
import { lineQuantity, type BasketLine, type GuidedTourLine } from "../../src/domain/basket";
import { prepareLine } from "../../src/domain/cart";
import type { TourFlags, TourTicket } from "../../src/domain/tours";

const PLACES: TourFlags = { book_complete_tour: 0, single_ticketing: 0, booking_without_tickets: 0 };
const WHOLE: TourFlags = { book_complete_tour: 1, single_ticketing: 0, booking_without_tickets: 1 };
const SINGLE: TourFlags = { book_complete_tour: 0, single_ticketing: 1, booking_without_tickets: 0 };

const TICKETS: TourTicket[] = [
  { id: 11, name: "Adult", price: 1200, vat_value: 7, sequence_no: 1 },
  { id: 12, name: "Reduced", price: 800, vat_value: 7, sequence_no: 2 },
  {
    id: 44,
    name: "Family",
    price: 0,
    vat_value: 7,
    sequence_no: 3,
    subtickets: [
      { id: 441, name: "Adult", price: 900, vat_value: 7 },
      { id: 442, name: "Child", price: 400, vat_value: 7 },
    ],
  },
];

function input(over: Partial<TourBookingInput> & { flags?: TourFlags; min?: number } = {}): TourBookingInput {
  const { flags = PLACES, min = 0, ...rest } = over;
  return {
    tour: { id: 101, name: "Highlights", eventName: "Collection", max_participants: 25, min_group_size: min, ...flags },
    priceList: { "1": { id: 1, name: "Tour fee", price: 400, vat_value: 19, sequence_no: 1 } },
    tickets: TICKETS,
    questions: [{ id: 1, type: "text", label: "Group", required: true }],
    date: "2027-03-12",
    slot: { time: "14:00", tickets: 8, timeslotId: 5001, soldout: false },
    scheduleTours: 1,
    inBasket: 0,
    selection: { tours: { 1: 2 }, tickets: { 11: 1, 12: 1 }, subtickets: {} },
    answers: { 1: "Smiths" },
    lang: "en",
    ...rest,
  };
}

describe("evaluateBooking: what stops a booking", () => {
  it.each([
    ["a complete booking", input(), []],
    ["no time chosen", input({ slot: null }), ["time"]],
    ["nothing chosen", input({ selection: { tours: {}, tickets: {}, subtickets: {} } }), ["empty"]],
    [
      "fewer tickets than places",
      input({ selection: { tours: { 1: 3 }, tickets: { 11: 2 }, subtickets: {} } }),
      ["mismatch"],
    ],
    [
      "more places than available",
      input({ selection: { tours: { 1: 9 }, tickets: { 11: 9 }, subtickets: {} } }),
      ["overbooking"],
    ],
    ["the basket's places count against availability", input({ inBasket: 7 }), ["overbooking"]],
    ["a required answer is missing", input({ answers: {} }), ["answers"]],
    [
      "a group below the minimum",
      input({ flags: SINGLE, min: 2, selection: { tours: {}, tickets: { 11: 1 }, subtickets: {} } }),
      ["groupSize"],
    ],
  ])("%s", (_, i, expected) => {
    expect(evaluateBooking(i).blockers).toEqual(expected);
  });

  it.each([
    [
      "places",
      PLACES,
      { tours: { 1: 12 }, tickets: {}, subtickets: {} },
      { requested: 12, available: 8, kind: "places" },
    ],
    [
      "tickets with single ticketing",
      SINGLE,
      { tours: {}, tickets: { 11: 6, 12: 4 }, subtickets: {} },
      { requested: 10, available: 8, kind: "tickets" },
    ],
    [
      "whole tours",
      WHOLE,
      { tours: { 1: 2 }, tickets: {}, subtickets: {} },
      { requested: 2, available: 1, kind: "tours" },
    ],
  ])("states requested and available numbers when overbooking %s", (_, flags, selection, expected) => {
    expect(evaluateBooking(input({ flags, selection })).overbooking).toEqual(expected);
  });

  it("computes counts, total and warning together", () => {
    const b = evaluateBooking(input({ selection: { tours: { 1: 2 }, tickets: { 11: 3 }, subtickets: {} } }));
    expect(b.counts).toEqual({ tourCount: 2, ticketCount: 3 });
    expect(b.total).toBe(2 * 400 + 3 * 1200);
    expect(b.warning).toBe("moreTickets");
    expect(b.cap).toBe(8);
  });

  it("offers nothing on a sold-out slot", () => {
    const b = evaluateBooking(input({ slot: { time: "14:00", tickets: 3, timeslotId: 1, soldout: true } }));
    expect(b.cap).toBe(0);
    expect(b.overbooking).toEqual({ requested: 2, available: 0, kind: "places" });
  });
});

describe("capTickets: each ticket within max_participants times the tour count", () => {
  it.each([
    ["lowers counts above the cap", PLACES, 1, { 11: 30, 12: 3 }, {}, { 11: 25, 12: 3 }, {}],
    ["no tours, no tickets", PLACES, 0, { 11: 2 }, {}, { 11: 0 }, {}],
    ["keeps counts within the cap", PLACES, 2, { 11: 30 }, {}, { 11: 30 }, {}],
    ["subtickets give up from the last", PLACES, 1, {}, { 44: { 441: 20, 442: 10 } }, {}, { 44: { 441: 20, 442: 5 } }],
    ["single ticketing caps at one tour", SINGLE, 40, { 11: 31 }, {}, { 11: 25 }, {}],
  ])("%s", (_, flags, tourCount, tickets, subtickets, expectedTickets, expectedSubs) => {
    const capped = capTickets(flags, 25, TICKETS, { tours: {}, tickets, subtickets }, tourCount);
    expect(capped.tickets).toMatchObject(expectedTickets);
    expect(capped.subtickets).toMatchObject(expectedSubs);
  });
});

describe("buildTourLine", () => {
  it("makes the guided-tour line of spec 001 section 3 and its prepared cart form", () => {
    const i = input({
      selection: { tours: { 1: 3 }, tickets: { 11: 1, 12: 0 }, subtickets: { 44: { 441: 1, 442: 1 } } },
    });
    const line = buildTourLine(i, evaluateBooking(i)) as GuidedTourLine;
    expect(line).toMatchObject({
      type: "guidedTour",
      id: 101,
      tourId: 101,
      name: "Highlights",
      eventName: "Collection",
      date: "2027-03-12",
      time: "14:00",
      datetime: "2027-03-12 14:00:00",
      timeslotId: 5001,
      answers: [{ qId: 1, type: "text", value: "Smiths" }],
      tours: [{ id: 1, name: "Tour fee", price: 400, count: 3, vat_value: 19 }],
      tickets: [
        { id: 11, name: "Adult", price: 1200, count: 1, vat_value: 7 },
        {
          id: 44,
          name: "Family",
          price: 1300,
          count: 1,
          subtickets: [
            { id: 441, count: 1 },
            { id: 442, count: 1 },
          ],
        },
      ],
      single_ticketing: 0,
      book_complete_tour: 0,
      totalCount: 3,
      count: 1,
      price: 400,
      priceId: 1,
      vat_value: 19,
      totalPrice: 3 * 400 + 1200 + 900 + 400,
    });
    expect(prepareLine({ ...line, key: "k" })).toEqual({
      type: "guidedTour",
      answers: [{ qId: 1, type: "text", value: "Smiths" }],
      datetime: "2027-03-12 14:00:00",
      tourId: 101,
      prices: [{ id: 1, count: 3 }],
      tickets: [
        { id: 11, count: 1, subtickets: [] },
        {
          id: 44,
          count: 1,
          subtickets: [
            { id: 441, count: 1 },
            { id: 442, count: 1 },
          ],
        },
      ],
    });
  });

  it.each([
    [
      "without single ticketing a line counts 1",
      PLACES,
      { tours: { 1: 4 }, tickets: { 11: 4 }, subtickets: {} },
      1,
      400,
    ],
    [
      "with single ticketing it counts its tickets",
      SINGLE,
      { tours: {}, tickets: { 11: 2, 12: 1 }, subtickets: {} },
      3,
      1200,
    ],
  ])("%s", (_, flags, selection, quantity, price) => {
    const i = input({ flags, selection });
    const line = buildTourLine(i, evaluateBooking(i));
    expect(lineQuantity({ ...line!, key: "k" } as BasketLine)).toBe(quantity);
    expect(line!.price).toBe(price);
  });

  it("books the first price per ticket with single ticketing", () => {
    const i = input({ flags: SINGLE, selection: { tours: {}, tickets: { 11: 2 }, subtickets: {} } });
    const line = buildTourLine(i, evaluateBooking(i)) as GuidedTourLine;
    expect(line.tours).toEqual([{ id: 1, name: "Tour fee", price: 400, count: 2, vat_value: 19 }]);
    expect(line.totalPrice).toBe(2 * 400 + 2 * 1200);
  });

  it("makes no line while something blocks the booking", () => {
    const i = input({ answers: {} });
    expect(buildTourLine(i, evaluateBooking(i))).toBeNull();
  });
});

describe("evaluateBooking: a sold-out time is shown, never booked", () => {
  it.each([
    ["marked sold out", { time: "14:00", tickets: 3, timeslotId: 5001, soldout: true }],
    ["no places left", { time: "14:00", tickets: 0, timeslotId: 5001, soldout: false }],
  ])("%s", (_, slot) => {
    expect(evaluateBooking(input({ slot })).blockers).toEqual(["soldOut", "overbooking"]);
  });

  it("a time not yet chosen is asked for, not called sold out", () => {
    expect(evaluateBooking(input({ date: null, slot: null })).blockers).toEqual(["time"]);
  });
});

describe("buildTourLine: only what the visitor chose goes into the line", () => {
  const twoPrices = {
    "1": { id: 1, name: "Tour fee", price: 400, vat_value: 19, sequence_no: 1 },
    "2": { id: 2, name: "Tour fee, reduced", price: 200, vat_value: 19, sequence_no: 2 },
  };

  it("lists the chosen tour prices, not those at 0", () => {
    const i = input({
      priceList: twoPrices,
      selection: { tours: { 1: 0, 2: 2 }, tickets: { 11: 2 }, subtickets: {} },
    });
    const line = buildTourLine(i, evaluateBooking(i)) as GuidedTourLine;
    expect(line.tours).toEqual([{ id: 2, name: "Tour fee, reduced", price: 200, count: 2, vat_value: 19 }]);
  });

  it("prices a ticket with subtickets as each subticket's price times its count, leaving out those at 0", () => {
    const i = input({
      selection: { tours: { 1: 3 }, tickets: { 11: 1 }, subtickets: { 44: { 441: 2, 442: 0 } } },
    });
    const line = buildTourLine(i, evaluateBooking(i)) as GuidedTourLine;
    expect(line.tickets).toEqual([
      { id: 11, name: "Adult", price: 1200, count: 1, vat_value: 7 },
      {
        id: 44,
        name: "Family",
        price: 2 * 900,
        count: 1,
        vat_value: 7,
        subtickets: [{ id: 441, name: "Adult", price: 900, count: 2, vat_value: 7 }],
      },
    ]);
  });

  it("leaves out a ticket with subtickets all at 0", () => {
    const i = input({
      selection: { tours: { 1: 2 }, tickets: { 11: 1, 12: 1 }, subtickets: { 44: { 441: 0, 442: 0 } } },
    });
    const line = buildTourLine(i, evaluateBooking(i)) as GuidedTourLine;
    expect(line.tickets.map((t) => t.id)).toEqual([11, 12]);
  });

  it("books a whole tour without tickets when the tour offers none", () => {
    const i = input({ flags: WHOLE, selection: { tours: { 1: 1 }, tickets: { 11: 2 }, subtickets: {} } });
    const line = buildTourLine(i, evaluateBooking(i)) as GuidedTourLine;
    expect(line.tickets).toEqual([]);
    expect(line.tours).toEqual([{ id: 1, name: "Tour fee", price: 400, count: 1, vat_value: 19 }]);
  });

  it.each([
    ["single ticketing: the line's count is its tickets", SINGLE, { tours: {}, tickets: { 11: 2, 12: 1 } }, 3],
    ["otherwise one booking", PLACES, { tours: { 1: 3 }, tickets: { 11: 2, 12: 1 } }, 1],
  ])("%s", (_, flags, s, count) => {
    const i = input({ flags, selection: { ...s, subtickets: {} } });
    expect(buildTourLine(i, evaluateBooking(i))?.count).toBe(count);
  });
});
