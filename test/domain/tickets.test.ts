import { describe, expect, it } from "vitest";
import {
  EMPTY_SELECTION,
  fixedSubticketCounts,
  hasTicketLimit,
  initialSubticketCounts,
  isFixedSubticket,
  isRunTicket,
  placesInBasket,
  slotLeft,
  selectionCount,
  selectionTotal,
  needsDate,
  ticketMax,
  UNLIMITED_MAX,
  startSubtickets,
  withSubticketCount,
  ticketCount,
  ticketLineTotal,
  ticketLines,
  ticketSelectionErrors,
  type EventTicket,
  type Subticket,
  type TicketMode,
  type TicketSelection,
} from "../../src/domain/tickets";
import { prepareLine } from "../../src/domain/cart";

const sub = (id: number, min: number, max: number, price = 0): Subticket => ({
  id,
  name: `Sub ${id}`,
  price,
  vat_value: 7,
  min_quantity: min,
  max_quantity: max,
});

const ticket = (id: number, over: Partial<EventTicket> = {}): EventTicket => ({
  id,
  eventId: 1,
  name: `Ticket ${id}`,
  mode: 1,
  price: 1000,
  vat_value: 7,
  family: 0,
  subtickets: [],
  schedule: [],
  group_id: 1,
  group_name: "Single tickets",
  book_with_cost: 0,
  book_with_cost_warn: 0,
  print_separately: 0,
  unique_barcode: 0,
  scan_separately: 0,
  ...over,
});

// a family ticket: adults 1-2, children 1-4, and a booklet that is always one (fixed)
const family = ticket(10, { family: 1, price: 3200, subtickets: [sub(11, 1, 2), sub(12, 1, 4), sub(13, 1, 1)] });
// a group ticket (not a family): persons 10-25 at 8 €, a leader exactly 1 (not fixed: no family)
const group = ticket(20, { price: 0, subtickets: [sub(21, 10, 25, 800), sub(22, 1, 1)] });
const plainSubs = ticket(30, { subtickets: [sub(31, 0, 5, 300), sub(32, 0, 5, 200)] });

const sel = (counts: Record<number, number>, subtickets: TicketSelection["subtickets"] = {}): TicketSelection => ({
  counts,
  subtickets,
});

describe("ticketCount: a ticket with subtickets counts 1 if any subticket is above 0", () => {
  it.each([
    ["plain ticket, 3", ticket(1), 3, {}, 3],
    ["plain ticket, 0", ticket(1), 0, {}, 0],
    ["plain ticket, negative reads 0", ticket(1), -2, {}, 0],
    ["subtickets all 0", plainSubs, 1, { 31: 0, 32: 0 }, 0],
    ["one subticket above 0", plainSubs, 1, { 31: 0, 32: 2 }, 1],
    ["several subtickets above 0 still count 1", plainSubs, 1, { 31: 4, 32: 5 }, 1],
    ["no counts given", plainSubs, 1, {}, 0],
  ])("%s", (_, t, count, subs, expected) => {
    expect(ticketCount(t, count, subs)).toBe(expected);
  });
});

describe("initialSubticketCounts: subtickets start at min_quantity", () => {
  it.each([
    ["family", family, { 11: 1, 12: 1, 13: 1 }],
    ["group (min 10 and 1)", group, { 21: 10, 22: 1 }],
    ["min 0 starts at 0", plainSubs, { 31: 0, 32: 0 }],
    ["a negative minimum reads 0", ticket(40, { subtickets: [sub(41, -1, 3)] }), { 41: 0 }],
    ["no subtickets", ticket(1), {}],
  ])("%s", (_, t, expected) => {
    expect(initialSubticketCounts(t)).toEqual(expected);
  });
});

describe("isFixedSubticket: min equals max in a family of at least two", () => {
  it.each([
    ["family booklet 1-1", family, family.subtickets[2], true],
    ["family adults 1-2", family, family.subtickets[0], false],
    ["not a family", group, group.subtickets[1], false],
    ["family of one", ticket(50, { family: 1, subtickets: [sub(51, 2, 2)] }), sub(51, 2, 2), false],
  ])("%s", (_, t, s, expected) => {
    expect(isFixedSubticket(t, s)).toBe(expected);
  });
});

describe("fixedSubticketCounts: fixed subtickets follow the others", () => {
  it.each([
    ["others non-zero: max", { 11: 2, 12: 0, 13: 0 }, { 11: 2, 12: 0, 13: 1 }],
    ["others zero: 0", { 11: 0, 12: 0, 13: 1 }, { 11: 0, 12: 0, 13: 0 }],
    ["both others set", { 11: 1, 12: 3, 13: 0 }, { 11: 1, 12: 3, 13: 1 }],
    ["missing counts read 0", {}, { 13: 0 }],
  ])("%s", (_, counts, expected) => {
    expect(fixedSubticketCounts(family, counts)).toEqual(expected);
  });

  it("takes the max of a fixed part above one", () => {
    const twoBooklets = ticket(60, { family: 1, subtickets: [sub(61, 0, 3), sub(62, 2, 2)] });
    expect(fixedSubticketCounts(twoBooklets, { 61: 1 })).toEqual({ 61: 1, 62: 2 });
  });

  it("leaves a ticket that is not a family as it is", () => {
    expect(fixedSubticketCounts(group, { 21: 0, 22: 0 })).toEqual({ 21: 0, 22: 0 });
  });

  it.each([
    ["family starts complete with its booklet", family, { 11: 1, 12: 1, 13: 1 }],
    [
      "fixed part of a family with min-0 parts starts at 0",
      ticket(60, { family: 1, subtickets: [sub(61, 0, 3), sub(62, 2, 2)] }),
      { 61: 0, 62: 0 },
    ],
  ])("startSubtickets: %s", (_, t, expected) => {
    expect(startSubtickets(t)).toEqual(expected);
  });
});

describe("withSubticketCount: one part changes within its bounds, fixed parts follow", () => {
  const loose = ticket(60, { family: 1, subtickets: [sub(61, 0, 3), sub(62, 0, 2), sub(63, 1, 1)] });
  it.each([
    ["raise a part: the fixed part follows", loose, { 61: 0, 62: 0, 63: 0 }, 61, 1, { 61: 1, 62: 0, 63: 1 }],
    ["lower the last part to 0: the fixed part drops", loose, { 61: 1, 62: 0, 63: 1 }, 61, 0, { 61: 0, 62: 0, 63: 0 }],
    ["above the maximum is the maximum", loose, { 61: 0, 62: 0, 63: 0 }, 62, 9, { 61: 0, 62: 2, 63: 1 }],
    ["below the minimum is the minimum", group, { 21: 10, 22: 1 }, 21, 3, { 21: 10, 22: 1 }],
    ["not a number is the minimum", group, { 21: 12, 22: 1 }, 21, Number.NaN, { 21: 10, 22: 1 }],
    ["a fixed part is not set by hand", family, { 11: 1, 12: 1, 13: 1 }, 13, 0, { 11: 1, 12: 1, 13: 1 }],
    ["an unknown part changes nothing", family, { 11: 1, 12: 1, 13: 1 }, 99, 3, { 11: 1, 12: 1, 13: 1 }],
  ])("%s", (_, t, counts, subId, value, expected) => {
    expect(withSubticketCount(t, counts, subId, value)).toEqual(expected);
  });
});

describe("hasTicketLimit: modes 3 and 5 have no max_tickets limit", () => {
  it.each([
    [1, true],
    [3, false],
    [5, false],
  ] as [TicketMode, boolean][])("mode %s", (mode, expected) => {
    expect(hasTicketLimit(mode)).toBe(expected);
  });
});

describe("ticketMax: what a quantity control offers at a datetime", () => {
  const at = "2030-05-02 10:00:00";
  const entry = (left: number) => [{ datetime: at, datetime_end: "2030-05-02 11:00:00", max_tickets: left }];
  it.each([
    ["timed: what is left", 1, entry(7), at, 7],
    ["timed: capped at the control's maximum", 1, entry(500), at, UNLIMITED_MAX],
    ["timed: sold out", 1, entry(0), at, 0],
    ["event-long: no limit", 3, entry(7), at, UNLIMITED_MAX],
    ["scheduled: no limit", 5, entry(2), at, UNLIMITED_MAX],
    ["scheduled: nothing left is sold out", 5, entry(0), at, 0],
    ["not valid at that datetime", 1, entry(7), "2030-05-02 12:00:00", 0],
    ["no datetime chosen", 1, entry(7), null, 0],
  ] as [string, TicketMode, EventTicket["schedule"], string | null, number][])(
    "%s",
    (_, mode, schedule, datetime, expected) => {
      expect(ticketMax(ticket(1, { mode, schedule }), datetime)).toBe(expected);
    },
  );

  it.each([
    ["timed tickets", [1], true],
    ["scheduled tickets", [5], true],
    ["event-long tickets only", [3, 3], false],
    ["no tickets", [], false],
  ] as [string, TicketMode[], boolean][])("needsDate: %s", (_, modes, expected) => {
    expect(needsDate(modes.map((mode) => ({ mode })))).toBe(expected);
  });
});

describe("ticketSelectionErrors", () => {
  const adult = ticket(1);
  const child = ticket(2, { price: 500 });
  const slot = (left: number) => ({ datetime: "2030-05-02 10:00:00", max_tickets: left });

  it.each([
    ["within the slot", [adult, child], sel({ 1: 2, 2: 3 }), slot(5), []],
    ["exactly the slot's places", [adult], sel({ 1: 5 }), slot(5), []],
    [
      "over the slot: overbooked with requested and available",
      [adult, child],
      sel({ 1: 4, 2: 3 }),
      slot(5),
      [{ kind: "overbooked", requested: 7, available: 5 }],
    ],
    ["a sold-out slot", [adult], sel({ 1: 1 }), slot(0), [{ kind: "overbooked", requested: 1, available: 0 }]],
    [
      "a ticket with subtickets counts 1 toward the limit",
      [adult, plainSubs],
      sel({ 1: 4 }, { 30: { 31: 3, 32: 2 } }),
      slot(5),
      [],
    ],
    ["mode 3 has no limit", [ticket(3, { mode: 3 })], sel({ 3: 50 }), slot(5), []],
    ["mode 5 has no limit", [ticket(5, { mode: 5 })], sel({ 5: 50 }), slot(5), []],
    ["no slot (event-long): no limit", [adult], sel({ 1: 50 }), null, []],
    ["nothing chosen", [adult, child], sel({ 1: 0 }), slot(5), [{ kind: "nothingSelected" }]],
    [
      "a chosen ticket with subtickets all at 0 books nothing",
      [plainSubs],
      sel({}, { 30: { 31: 0, 32: 0 } }),
      slot(5),
      [{ kind: "nothingSelected" }],
    ],
  ])("%s", (_, tickets, selection, s, expected) => {
    expect(ticketSelectionErrors(tickets, selection, s)).toEqual(expected);
  });

  it.each([
    ["complete family", { 11: 1, 12: 2, 13: 1 }, []],
    ["no child", { 11: 2, 12: 0, 13: 1 }, ["familyIncomplete", "subticketRange"]],
    ["no adult", { 11: 0, 12: 2, 13: 1 }, ["familyIncomplete", "subticketRange"]],
  ])("a family ticket needs every part: %s", (_, subs, kinds) => {
    const errors = ticketSelectionErrors([family], sel({}, { 10: subs }), slot(10));
    expect(errors.map((e) => e.kind).sort()).toEqual([...kinds].sort());
    if (kinds.includes("familyIncomplete"))
      expect(errors).toContainEqual({ kind: "familyIncomplete", ticketId: 10, name: "Ticket 10" });
  });

  it("a family whose parts may be 0 is still incomplete without them", () => {
    const loose = ticket(70, { family: 1, subtickets: [sub(71, 0, 2), sub(72, 0, 4), sub(73, 1, 1)] });
    expect(ticketSelectionErrors([loose], sel({}, { 70: { 71: 2, 72: 0, 73: 1 } }), null)).toEqual([
      { kind: "familyIncomplete", ticketId: 70, name: "Ticket 70" },
    ]);
  });

  it.each([
    [
      "below the minimum",
      { 21: 9, 22: 1 },
      [{ kind: "subticketRange", ticketId: 20, subticketId: 21, name: "Sub 21", min: 10, max: 25 }],
    ],
    [
      "above the maximum",
      { 21: 26, 22: 1 },
      [{ kind: "subticketRange", ticketId: 20, subticketId: 21, name: "Sub 21", min: 10, max: 25 }],
    ],
    ["within bounds", { 21: 12, 22: 1 }, []],
  ])("subticket bounds: %s", (_, subs, expected) => {
    expect(ticketSelectionErrors([group], sel({}, { 20: subs }), null)).toEqual(expected);
  });
});

describe("amounts", () => {
  it.each([
    ["plain ticket", ticket(1, { price: 1400 }), 3, {}, 4200],
    ["family: flat price, free parts", family, 1, { 11: 2, 12: 3, 13: 1 }, 3200],
    ["group: persons priced", group, 1, { 21: 12, 22: 1 }, 9600],
    ["ticket price plus subticket prices", plainSubs, 1, { 31: 2, 32: 1 }, 1800],
    ["nothing", ticket(1), 0, {}, 0],
  ])("ticketLineTotal: %s", (_, t, count, subs, expected) => {
    expect(ticketLineTotal(t, count, subs)).toBe(expected);
  });

  it("sums a selection's count and total", () => {
    const tickets = [ticket(1, { price: 1400 }), family];
    const selection = sel({ 1: 2 }, { 10: { 11: 1, 12: 2, 13: 1 } });
    expect(selectionCount(tickets, selection)).toBe(3);
    expect(selectionTotal(tickets, selection)).toBe(2 * 1400 + 3200);
  });
});

describe("ticketLines: the basket lines of a selection", () => {
  const event = { id: 101, name: "Light and Shadow" };
  const tickets = [ticket(1, { name: "Adult", price: 1400 }), ticket(2, { name: "Child" }), family];

  it("makes one line per chosen ticket with the slot's date and time and the chosen subtickets", () => {
    const lines = ticketLines(event, tickets, sel({ 1: 2, 2: 0 }, { 10: { 11: 2, 12: 1, 13: 1 } }), {
      datetime: "2030-05-02 11:00:00",
      timed: true,
    });
    expect(lines).toEqual([
      {
        type: "ticket",
        id: 1,
        eventId: 101,
        eventName: "Light and Shadow",
        name: "Adult",
        price: 1400,
        vat_value: 7,
        count: 2,
        totalPrice: 2800,
        datetime: "2030-05-02 11:00:00",
        date: "2030-05-02",
        time: "11:00",
        subtickets: [],
      },
      {
        type: "ticket",
        id: 10,
        eventId: 101,
        eventName: "Light and Shadow",
        name: "Ticket 10",
        price: 3200,
        vat_value: 7,
        count: 1,
        totalPrice: 3200,
        datetime: "2030-05-02 11:00:00",
        date: "2030-05-02",
        time: "11:00",
        subtickets: [
          { id: 11, name: "Sub 11", price: 0, vat_value: 7, count: 2 },
          { id: 12, name: "Sub 12", price: 0, vat_value: 7, count: 1 },
          { id: 13, name: "Sub 13", price: 0, vat_value: 7, count: 1 },
        ],
      },
    ]);
  });

  it("gives an event-long line its run's start and no time", () => {
    const [line] = ticketLines(event, [ticket(3, { mode: 3 })], sel({ 3: 1 }), {
      datetime: "2030-06-01 10:00:00",
      timed: false,
    });
    expect(line).toMatchObject({ datetime: "2030-06-01 10:00:00", date: "2030-06-01", time: "" });
  });

  it("prepares a line for the cart as type, count, id, datetime and subtickets", () => {
    const [line] = ticketLines(event, [family], sel({}, { 10: { 11: 1, 12: 1, 13: 1 } }), {
      datetime: "2030-05-02 11:00:00",
      timed: true,
    });
    expect(prepareLine({ ...line, key: "k" })).toEqual({
      type: "ticket",
      count: 1,
      id: 10,
      datetime: "2030-05-02 11:00:00",
      subtickets: [
        { id: 11, count: 1 },
        { id: 12, count: 1 },
        { id: 13, count: 1 },
      ],
    });
  });
});

describe("isRunTicket: an event-long ticket with its run's date is sold whatever the day", () => {
  const run = [{ datetime: "2030-06-01 10:00:00", datetime_end: "2030-08-31 18:00:00", max_tickets: 0 }];
  it.each([
    ["event-long with its run", 3, run, true],
    ["event-long without a date", 3, [], false],
    ["timed with a slot", 1, run, false],
    ["scheduled with a date", 5, run, false],
  ] as [string, TicketMode, EventTicket["schedule"], boolean][])("%s", (_, mode, schedule, expected) => {
    expect(isRunTicket({ mode, schedule })).toBe(expected);
  });

  it("picks the run tickets out of an event's tickets", () => {
    const tickets = [ticket(1), ticket(2, { mode: 3, schedule: run }), ticket(3, { mode: 3 })];
    expect(tickets.filter(isRunTicket).map((t) => t.id)).toEqual([2]);
  });
});

describe("ticketMax: what the basket already holds at that datetime", () => {
  const at = "2030-05-02 10:00:00";
  const entry = (left: number) => [{ datetime: at, datetime_end: "2030-05-02 11:00:00", max_tickets: left }];
  it.each([
    ["timed: what is left less the basket's places", 1, 7, 3, 4],
    ["timed: the basket holds every place left", 1, 7, 7, 0],
    ["timed: the basket holds more than is left", 1, 2, 5, 0],
    ["event-long: the basket does not count", 3, 7, 5, UNLIMITED_MAX],
    ["scheduled: the basket does not count", 5, 2, 5, UNLIMITED_MAX],
  ] as [string, TicketMode, number, number, number][])("%s", (_, mode, left, inBasket, expected) => {
    expect(ticketMax(ticket(1, { mode, schedule: entry(left) }), at, inBasket)).toBe(expected);
  });
});

describe("placesInBasket: the places of a slot the basket already holds", () => {
  const at = "2030-05-02 10:00:00";
  const lines = [
    { type: "ticket", count: 2, eventId: 101, datetime: at },
    { type: "ticket", count: 3, eventId: 101, datetime: at },
    { type: "ticket", count: 4, eventId: 101, datetime: "2030-05-02 11:00:00" },
    { type: "ticket", count: 5, eventId: 102, datetime: at },
    { type: "tour", count: 6, eventId: 101, datetime: at },
    { type: "merchandise", count: 7 },
  ];
  it.each([
    ["the event's ticket lines at that datetime", 101, at, 5],
    ["another time of the same event", 101, "2030-05-02 11:00:00", 4],
    ["another event at the same time", 102, at, 5],
    ["a time the basket has nothing for", 101, "2030-05-02 12:00:00", 0],
    ["an event the basket has nothing for", 103, at, 0],
    ["no datetime chosen", 101, null, 0],
  ] as [string, number, string | null, number][])("%s", (_, eventId, datetime, expected) => {
    expect(placesInBasket(lines, eventId, datetime)).toBe(expected);
  });

  it("counts nothing in an empty basket", () => {
    expect(placesInBasket([], 101, at)).toBe(0);
  });
});

describe("slotLeft: a slot as the visitor can still book it", () => {
  const slot = (left: number) => ({ datetime: "2030-05-02 10:00:00", max_tickets: left });
  it.each([
    ["nothing in the basket: the slot as it is", slot(8), 0, slot(8)],
    ["the basket's places are taken off", slot(8), 3, slot(5)],
    ["the basket holds all of it", slot(8), 8, slot(0)],
    ["never below 0", slot(2), 5, slot(0)],
    ["no slot", null, 3, null],
  ])("%s", (_, s, inBasket, expected) => {
    expect(slotLeft(s, inBasket)).toEqual(expected);
  });
});

describe("ticketSelectionErrors: what the visitor is not blamed for", () => {
  it("a plain ticket and a ticket with subtickets not chosen raise nothing", () => {
    expect(ticketSelectionErrors([ticket(1), group], sel({ 1: 2 }), null)).toEqual([]);
  });

  it("a ticket with subtickets all at 0 books nothing and is left out of the bounds check", () => {
    expect(ticketSelectionErrors([ticket(1), group], sel({ 1: 2 }, { 20: { 21: 0, 22: 0 } }), null)).toEqual([]);
  });

  it("a family's fixed part is not checked by hand: it follows the others", () => {
    expect(ticketSelectionErrors([family], sel({}, { 10: { 11: 1, 12: 1, 13: 0 } }), null)).toEqual([]);
  });

  it("a ticket that is not a family may leave a subticket at 0", () => {
    expect(ticketSelectionErrors([plainSubs], sel({}, { 30: { 31: 2, 32: 0 } }), null)).toEqual([]);
  });

  it("the empty selection books nothing", () => {
    expect(selectionCount([ticket(1), family], EMPTY_SELECTION)).toBe(0);
    expect(ticketSelectionErrors([ticket(1), family], EMPTY_SELECTION, null)).toEqual([{ kind: "nothingSelected" }]);
  });
});

describe("ticketLines: only the subtickets chosen go into the line", () => {
  it("leaves out a subticket at 0", () => {
    const [line] = ticketLines({ id: 101, name: "Light" }, [plainSubs], sel({}, { 30: { 31: 2, 32: 0 } }), {
      datetime: "2030-05-02 11:00:00",
      timed: true,
    });
    expect(line.subtickets).toEqual([{ id: 31, name: "Sub 31", price: 300, vat_value: 7, count: 2 }]);
    expect(line.totalPrice).toBe(1000 + 2 * 300);
  });
});
