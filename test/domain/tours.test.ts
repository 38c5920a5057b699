import { describe, expect, it } from "vitest";
import {
  EMPTY_SELECTION,
  choosesTours,
  firstPrice,
  sortedPrices,
  flagDays,
  groupShortfall,
  overbooking,
  participants,
  ticketCap,
  ticketsOffered,
  ticketsRequired,
  toCount,
  tourCountCap,
  tourCounts,
  tourFlags,
  tourPrice,
  tourTotal,
  tourWarning,
  type PriceList,
  type TourFlags,
  type TourSelection,
  type TourTicket,
} from "../../src/domain/tours";

const flags = (book_complete_tour: 0 | 1, single_ticketing: 0 | 1, booking_without_tickets: 0 | 1): TourFlags => ({
  book_complete_tour,
  single_ticketing,
  booking_without_tickets,
});
const PLACES = flags(0, 0, 0);
const PLACES_NO_TICKETS = flags(0, 0, 1);
const WHOLE = flags(1, 0, 0);
const WHOLE_NO_TICKETS = flags(1, 0, 1);
const SINGLE = flags(0, 1, 0);
const WHOLE_SINGLE = flags(1, 1, 0);

const PRICES: PriceList = {
  "7": { id: 7, name: "90 minutes", price: 12000, vat_value: 19, sequence_no: 2 },
  "5": { id: 5, name: "60 minutes", price: 9000, vat_value: 19, sequence_no: 1 },
};
const TICKETS: TourTicket[] = [
  { id: 1, name: "Adult", price: 1200, vat_value: 7, sequence_no: 1 },
  { id: 2, name: "Child", price: 500, vat_value: 7, sequence_no: 2 },
  {
    id: 3,
    name: "Family",
    price: 0,
    vat_value: 7,
    sequence_no: 3,
    subtickets: [
      { id: 31, name: "Adult", price: 900 },
      { id: 32, name: "Child", price: 400 },
    ],
  },
];
const sel = (
  tours: Record<number, number>,
  tickets: Record<number, number> = {},
  subtickets: TourSelection["subtickets"] = {},
): TourSelection => ({ tours, tickets, subtickets });

describe("toCount: non-numeric counts become 0", () => {
  it.each([
    [3, 3],
    ["4", 4],
    [" 12 ", 12],
    ["abc", 0],
    ["", 0],
    ["2.5", 0],
    [2.7, 2],
    [-3, 0],
    ["-3", 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
    [[5], 0],
    [true, 0],
    [0, 0],
  ])("%j -> %i", (input, expected) => {
    expect(toCount(input)).toBe(expected);
  });
});

describe("ticketsRequired", () => {
  it.each([
    ["places with tickets", PLACES, true],
    ["places without tickets", PLACES_NO_TICKETS, false],
    ["whole tours", WHOLE, false],
    ["whole tours without tickets", WHOLE_NO_TICKETS, false],
    ["single ticketing on places", SINGLE, true],
    ["whole tours with single ticketing", WHOLE_SINGLE, true],
    ["whole tours with single ticketing, without-tickets flag set", flags(1, 1, 1), true],
  ])("%s -> %s", (_, f, expected) => {
    expect(ticketsRequired(f)).toBe(expected);
  });
});

describe("ticketsOffered and choosesTours", () => {
  it.each([
    [PLACES, true, true],
    [PLACES_NO_TICKETS, false, true],
    [WHOLE, true, true],
    [WHOLE_NO_TICKETS, false, true],
    [SINGLE, true, false],
    [WHOLE_SINGLE, true, false],
    [flags(0, 1, 1), false, true],
  ])("%j -> tickets %s, tour steppers %s", (f, offered, tours) => {
    expect(ticketsOffered(f)).toBe(offered);
    expect(choosesTours(f)).toBe(tours);
  });
});

describe("tourCounts", () => {
  it.each([
    ["places and tickets", PLACES, sel({ 5: 2, 7: 1 }, { 1: 2, 2: 1 }), { tourCount: 3, ticketCount: 3 }],
    [
      "subtickets count their participants",
      PLACES,
      sel({ 5: 1 }, { 1: 1 }, { 3: { 31: 2, 32: 3 } }),
      { tourCount: 1, ticketCount: 6 },
    ],
    ["no tickets without tickets", PLACES_NO_TICKETS, sel({ 5: 4 }, { 1: 2 }), { tourCount: 4, ticketCount: 0 }],
    [
      "single ticketing: places follow the tickets",
      SINGLE,
      sel({ 5: 9 }, { 1: 2, 2: 2 }),
      { tourCount: 4, ticketCount: 4 },
    ],
    [
      "non-numeric counts are 0",
      PLACES,
      sel({ 5: "x" as unknown as number }, { 1: "two" as unknown as number }),
      { tourCount: 0, ticketCount: 0 },
    ],
  ])("%s", (_, f, s, expected) => {
    expect(tourCounts(f, Object.values(PRICES), TICKETS, s)).toEqual(expected);
  });
});

describe("tourCountCap: lowest of max_participants and what is left", () => {
  it.each([
    ["max participants is lower", PLACES, 25, 40, 1, 0, 25],
    ["remaining is lower", PLACES, 25, 8, 1, 0, 8],
    ["the basket's places count", PLACES, 25, 8, 1, 5, 3],
    ["nothing left", PLACES, 25, 2, 1, 5, 0],
    ["whole tours within the schedule's tour count", WHOLE, 20, 5, 2, 0, 2],
    ["whole tours: the basket's tours count against the schedule", WHOLE, 20, 5, 2, 1, 1],
    ["single ticketing ignores the schedule's tour count", WHOLE_SINGLE, 30, 30, 1, 0, 30],
  ])("%s", (_, f, maxParticipants, remaining, scheduleTours, inBasket, expected) => {
    expect(tourCountCap({ flags: f, maxParticipants, remaining, scheduleTours, inBasket })).toBe(expected);
  });
});

describe("ticketCap: max_participants times the tour count", () => {
  it.each([
    [PLACES, 25, 0, 0],
    [PLACES, 25, 2, 50],
    [WHOLE, 20, 3, 60],
    [SINGLE, 30, 7, 30],
  ])("%j, max %i, %i tours -> %i", (f, max, tours, expected) => {
    expect(ticketCap(f, max, tours)).toBe(expected);
  });
});

describe("overbooking", () => {
  it.each([
    [9, 8, { requested: 9, available: 8 }],
    [8, 8, null],
    [0, 0, null],
    [3, -2, { requested: 3, available: 0 }],
  ])("%i requested, %i available", (requested, available, expected) => {
    expect(overbooking(requested, available)).toEqual(expected);
  });
});

describe("tourWarning: tickets and tour places must be equal when tickets are required", () => {
  it.each([
    [PLACES, 3, 2, "fewerTickets"],
    [PLACES, 2, 3, "moreTickets"],
    [PLACES, 2, 2, null],
    [PLACES, 0, 0, null],
    [PLACES_NO_TICKETS, 3, 0, null],
    [WHOLE, 2, 30, null],
    [WHOLE_SINGLE, 4, 4, null],
  ])("%j: %i places, %i tickets -> %s", (f, tourCount, ticketCount, expected) => {
    expect(tourWarning(f, { tourCount, ticketCount })).toBe(expected);
  });
});

describe("tourPrice: the first price-list entry, times the tickets with single ticketing", () => {
  it.each([
    ["first entry", { single_ticketing: 0 as const }, 4, { id: 5, total: 9000 }],
    ["single ticketing multiplies", { single_ticketing: 1 as const }, 4, { id: 5, total: 36000 }],
    ["single ticketing without tickets", { single_ticketing: 1 as const }, 0, { id: 5, total: 0 }],
  ])("%s", (_, f, tickets, expected) => {
    expect(tourPrice(PRICES, f, tickets)).toMatchObject(expected);
  });

  it("takes the entry with the lowest price id (the list is keyed by id), not the lowest sequence_no", () => {
    const list: PriceList = {
      "9": { id: 9, name: "shown first", price: 700, vat_value: 19, sequence_no: 1 },
      "3": { id: 3, name: "first by id", price: 500, vat_value: 19, sequence_no: 2 },
    };
    expect(tourPrice(list, { single_ticketing: 1 }, 2)).toMatchObject({ id: 3, total: 1000 });
  });

  it("is null without a price list", () => {
    expect(tourPrice({}, { single_ticketing: 0 }, 1)).toBeNull();
  });
});

describe("tourTotal", () => {
  it.each([
    [
      "places: each entry times its count, plus tickets",
      PLACES,
      sel({ 5: 2, 7: 1 }, { 1: 2, 2: 1 }),
      2 * 9000 + 12000 + 2 * 1200 + 500,
    ],
    ["subtickets are priced one by one", PLACES, sel({ 5: 1 }, {}, { 3: { 31: 2, 32: 1 } }), 9000 + 2 * 900 + 400],
    ["without tickets only the tour part", PLACES_NO_TICKETS, sel({ 5: 3 }, { 1: 5 }), 27000],
    ["single ticketing: first price per ticket", SINGLE, sel({ 7: 4 }, { 1: 1, 2: 2 }), 3 * 9000 + 1200 + 2 * 500],
    ["nothing chosen", PLACES, sel({}), 0],
  ])("%s", (_, f, s, expected) => {
    expect(tourTotal(f, PRICES, TICKETS, s)).toBe(expected);
  });
});

describe("participants and the minimum group size", () => {
  it.each([
    ["places count people without tickets", PLACES_NO_TICKETS, { tourCount: 3, ticketCount: 0 }, 3],
    ["tickets count people", PLACES, { tourCount: 3, ticketCount: 2 }, 2],
    ["whole tours without tickets count nobody", WHOLE_NO_TICKETS, { tourCount: 2, ticketCount: 0 }, null],
  ])("%s", (_, f, counts, expected) => {
    expect(participants(f, counts)).toBe(expected);
  });

  it.each([
    ["no minimum", SINGLE, 0, { tourCount: 1, ticketCount: 1 }, null],
    ["nothing chosen yet", SINGLE, 2, { tourCount: 0, ticketCount: 0 }, null],
    ["one participant below two", SINGLE, 2, { tourCount: 1, ticketCount: 1 }, { needed: 2, participants: 1 }],
    ["enough", SINGLE, 2, { tourCount: 2, ticketCount: 2 }, null],
    ["per tour for whole tours", WHOLE, 10, { tourCount: 2, ticketCount: 15 }, { needed: 20, participants: 15 }],
    [
      "whole tours with tickets but none chosen",
      WHOLE,
      10,
      { tourCount: 1, ticketCount: 0 },
      { needed: 10, participants: 0 },
    ],
    ["whole tours without tickets cannot be counted", WHOLE_NO_TICKETS, 10, { tourCount: 1, ticketCount: 0 }, null],
    [
      "tickets chosen before the tour places",
      PLACES,
      10,
      { tourCount: 0, ticketCount: 3 },
      { needed: 10, participants: 3 },
    ],
  ])("%s", (_, f, min, counts, expected) => {
    expect(groupShortfall(f, min, counts)).toEqual(expected);
  });
});

describe("flagDays: today, tomorrow and the next three days", () => {
  it.each([
    [new Date(2027, 2, 10), ["2027-03-10", "2027-03-11", "2027-03-12", "2027-03-13", "2027-03-14"]],
    [new Date(2027, 1, 26), ["2027-02-26", "2027-02-27", "2027-02-28", "2027-03-01", "2027-03-02"]],
    [new Date(2026, 11, 30), ["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02", "2027-01-03"]],
  ])("%s", (today, expected) => {
    expect(flagDays(today)).toEqual(expected);
  });

  it("gives the fourth flag its own day (the specification repeated the third)", () => {
    const days = flagDays(new Date(2027, 2, 10));
    expect(days[4]).not.toBe(days[3]);
    expect(new Set(days).size).toBe(5);
  });

  it.each([
    [101, ["2027-03-10", "2027-03-12"]],
    [102, ["2027-03-11", "2027-03-12"]],
    [103, []],
  ])("tour %i runs on %j of the flag days", (id, expected) => {
    const overview = { "2027-03-10": [101], "2027-03-11": [102], "2027-03-12": [101, 102], "2027-03-20": [103] };
    expect(tourFlags(["2027-03-10", "2027-03-11", "2027-03-12"], overview, id)).toEqual(expected);
  });

  it("a flag day the overview does not list is a day without the tour", () => {
    expect(tourFlags(["2027-03-10", "2027-03-11"], { "2027-03-11": [101] }, 101)).toEqual(["2027-03-11"]);
  });
});

describe("price lists", () => {
  // keys that are not the ids: the object keeps them in the order they came
  const list: PriceList = {
    b: { id: 9, name: "Late", price: 900, vat_value: 19, sequence_no: 1 },
    a: { id: 3, name: "Early", price: 300, vat_value: 19, sequence_no: 2 },
    c: { id: 4, name: "Noon", price: 400, vat_value: 19, sequence_no: 1 },
  };

  it("are shown by sequence_no, then by id", () => {
    expect(sortedPrices(list).map((p) => p.id)).toEqual([4, 9, 3]);
    expect(sortedPrices(undefined)).toEqual([]);
  });

  it("have as their first entry the lowest id, whatever the order of the keys", () => {
    expect(firstPrice(list)?.id).toBe(3);
    expect(firstPrice(undefined)).toBeUndefined();
    expect(tourPrice(list, { single_ticketing: 0 }, 5)).toMatchObject({ id: 3, total: 300 });
  });

  it("without a list, a selection costs its tickets alone", () => {
    expect(tourTotal(SINGLE, undefined, TICKETS, sel({}, { 1: 2 }))).toBe(2400);
  });

  it("a new selection is empty", () => {
    expect(EMPTY_SELECTION).toEqual({ tours: {}, tickets: {}, subtickets: {} });
  });
});
