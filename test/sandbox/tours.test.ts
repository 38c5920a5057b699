// The sandbox's guided-tour calls over HTTP, and the guidedTour line handler checkout uses.
import { beforeEach, describe, expect, it } from "vitest";
import { useSandbox } from "../helpers/sandbox";
import { addDays, createClock, keyDate } from "../../demo/server/clock";
import { museumDay, TEST_NOW } from "../helpers/clock";
import { createFaults } from "../../demo/server/faults";
import { createState, type CartLine, type LineHandler, type SandboxState } from "../../demo/server/state";
import { toursArea } from "../../demo/server/areas/tours";

const service = useSandbox();
const today = () => museumDay(service.pinned);
const day = (n: number) => keyDate(addDays(today(), n));
const path = (n: number) => keyDate(addDays(today(), n)).replace(/-/g, "");
/** The first day at least `n` days ahead that is not a Sunday (the group tour's day off). */
const workday = (n: number) => {
  let d = addDays(today(), n);
  while (d.getDay() === 0) d = addDays(d, 1);
  return d;
};

describe("guided-tour calls", () => {
  it("lists tours in several languages with categories and venues", async () => {
    const { status, body } = await service.call<{
      data: { tours: { id: number; langIdentifier: string; langName: string; venue: string; priceList: object }[] };
    }>("en/tour/select/event");
    expect(status).toBe(200);
    const tours = body.data.tours;
    expect(tours.map((t) => t.id)).toEqual([101, 102, 103, 104, 105, 106]);
    expect(new Set(tours.map((t) => t.langIdentifier))).toEqual(new Set(["de", "en", "fr"]));
    expect(tours.find((t) => t.id === 105)).toMatchObject({
      langName: "French",
      venue: "GARDEN",
      priceList: { "51": { price: 600 } },
    });
    const attr = await service.call<{ data: { category: unknown[]; hasMultipleVenues: boolean } }>("de/tour/attr");
    expect(attr.body.data.category).toContainEqual({ id: 3, name: "Gruppen und Schulen" });
    expect(attr.body.data.hasMultipleVenues).toBe(true);
  });

  it("answers tours per day from a date for a number of days", async () => {
    const { body } = await service.call<{ data: Record<string, number[]> }>(
      `en/tour/overview?date=${path(0)}&lookahead=4`,
    );
    expect(Object.keys(body.data)).toEqual([0, 1, 2, 3, 4].map(day));
    // the garden tour is sold out for three days
    expect(body.data[day(1)]).not.toContain(105);
    expect(body.data[day(3)]).toContain(105);
    expect((await service.call("en/tour/overview?date=tomorrow")).status).toBe(400);
  });

  it("answers a tour, and a tour for a date with that day's schedule and the next available date", async () => {
    const tour = await service.call<{ data: Record<string, unknown> }>("fr/tour?tour=103");
    expect(tour.body.data).toMatchObject({
      id: 103,
      name: "Visite privée pour groupes",
      book_complete_tour: 1,
      booking_without_tickets: 1,
      schedule: { "10:00": { tourCount: 2 }, "13:00": { tourCount: 1 } },
    });
    expect((tour.body.data.questions as { type: string }[]).map((q) => q.type)).toEqual([
      "text",
      "number",
      "select",
      "radio",
      "checkbox",
      "textarea",
    ]);
    const soldOut = await service.call<{ data: { date: string; next_available: string } }>(
      `en/tour?tour=105&date=${path(1)}`,
    );
    expect(soldOut.body.data).toMatchObject({ date: day(1), next_available: day(3) });
    const open = await service.call<{ data: { next_available: string } }>(`en/tour?tour=105&date=${path(5)}`);
    expect(open.body.data.next_available).toBe(day(5));
    expect((await service.call("en/tour?tour=999")).body).toMatchObject({ code: "TOUR_NOT_FOUND" });
    expect((await service.call("en/tour?tour=999")).status).toBe(404);
  });

  it("answers calendar, sold-out days and lifetime", async () => {
    const range = `${path(0)};${path(10)}`;
    const calendar = await service.call<{
      data: Record<string, Record<string, { tickets: number; soldout: boolean; timeslotId: number }>>;
    }>(`en/tour/calendar/tour/102/range/${range}`);
    expect(calendar.body.data[day(3)]["14:00"]).toMatchObject({ time: "14:00", tickets: 8, soldout: false });
    expect(typeof calendar.body.data[day(3)]["14:00"].timeslotId).toBe("number");
    const soldOut = await service.call<{ data: string[] }>(`en/tour/soldout/tour/105/range/${range}`);
    expect(soldOut.body.data).toEqual(expect.arrayContaining([day(1), day(2)]));
    expect(soldOut.body.data).not.toContain(day(3));
    expect((await service.call<{ data: object }>("en/tour/lifetime/tour/101")).body.data).toEqual({
      first: day(-14),
      last: day(90),
    });
    expect((await service.call(`en/tour/calendar/tour/101/range/${path(10)};${path(0)}`)).status).toBe(400);
    expect((await service.call(`en/tour/soldout/tour/999/range/${range}`)).status).toBe(404);
  });

  it.each([
    ["a tour for an impossible date", "en/tour?tour=101&date=20300230", "INVALID_DATE"],
    ["a tour for an impossible month", "en/tour?tour=101&date=20301301", "INVALID_DATE"],
    ["tours per day from an impossible date", "en/tour/overview?date=20300431", "INVALID_DATE"],
    ["a calendar from an impossible date", "en/tour/calendar/tour/101/range/20300532;20300610", "INVALID_RANGE"],
    ["a calendar to an impossible date", "en/tour/calendar/tour/101/range/20300520;20300631", "INVALID_RANGE"],
    ["sold-out days of an impossible range", "en/tour/soldout/tour/101/range/20300229;20300310", "INVALID_RANGE"],
    ["sold-out times of an impossible date", "en/tour/soldoutTimeslots/tour/101/date/20300230", "INVALID_DATE"],
  ])("answers %s with 400 instead of rolling the date over", async (_, endpoint, code) => {
    const res = await service.call<{ code: string }>(endpoint);
    expect([res.status, res.body.code]).toEqual([400, code]);
  });
});

describe("guidedTour lines", () => {
  let state: SandboxState;
  let handler: LineHandler;
  beforeEach(() => {
    state = createState(createClock(TEST_NOW), createFaults(), [toursArea]);
    handler = state.lineHandler("guidedTour")!;
  });

  const line = (fields: Partial<CartLine>): CartLine => ({
    type: "guidedTour",
    answers: [],
    prices: [],
    tickets: [],
    ...fields,
  });
  const places = (n: number, tickets = n) =>
    line({
      tourId: 102,
      datetime: `${day(3)} 14:00:00`,
      prices: [{ id: 2, count: n }],
      tickets: tickets ? [{ id: 21, count: tickets, subtickets: [] }] : [],
    });
  const group = (answers: unknown[], count = 1) =>
    line({ tourId: 103, datetime: `${keyDate(workday(3))} 10:00:00`, prices: [{ id: 31, count }], answers });
  const ANSWERS = [
    { qId: 1, type: "text", value: "Book club" },
    { qId: 2, type: "number", value: "12" },
    { qId: 3, type: "select", value: "adults" },
  ];

  it.each([
    ["a booking within what is left", places(8), null],
    ["more places than left", places(9), "TOUR_OVERBOOKED"],
    ["tickets and places differ", places(3, 2), "TOUR_TICKETS_MISMATCH"],
    ["nothing chosen", places(0, 0), "TOUR_INVALID_SELECTION"],
    ["an unknown tour", line({ tourId: 1, datetime: `${day(3)} 14:00:00` }), "TOUR_NOT_FOUND"],
    [
      "a time the tour does not have",
      line({ tourId: 102, datetime: `${day(3)} 09:00:00`, prices: [{ id: 2, count: 1 }] }),
      "TOUR_NOT_BOOKABLE",
    ],
    [
      "a day that has passed",
      line({ tourId: 102, datetime: `${day(-2)} 14:00:00`, prices: [{ id: 2, count: 1 }] }),
      "TOUR_NOT_BOOKABLE",
    ],
    [
      "a sold-out day",
      line({ tourId: 105, datetime: `${day(1)} 10:30:00`, prices: [{ id: 51, count: 1 }] }),
      "TOUR_SOLD_OUT",
    ],
    [
      "tickets on a tour booked without tickets",
      line({
        tourId: 105,
        datetime: `${day(4)} 10:30:00`,
        prices: [{ id: 51, count: 1 }],
        tickets: [{ id: 21, count: 1 }],
      }),
      "TOUR_INVALID_SELECTION",
    ],
    ["group answers complete", group(ANSWERS), null],
    ["a required answer missing", group(ANSWERS.slice(0, 2)), "TOUR_ANSWER_REQUIRED"],
    [
      "a number out of range",
      group([...ANSWERS.slice(0, 1), { qId: 2, type: "number", value: "40" }, ANSWERS[2]]),
      "TOUR_ANSWER_INVALID",
    ],
    ["more whole tours than scheduled", group(ANSWERS, 3), "TOUR_OVERBOOKED"],
    [
      "a single-ticketing group below the minimum",
      line({ tourId: 104, datetime: `${day(3)} 11:30:00`, tickets: [{ id: 42, count: 1 }] }),
      "TOUR_GROUP_TOO_SMALL",
    ],
    [
      "a family ticket's participants",
      line({
        tourId: 104,
        datetime: `${day(3)} 11:30:00`,
        tickets: [
          {
            id: 44,
            count: 1,
            subtickets: [
              { id: 441, count: 1 },
              { id: 442, count: 2 },
            ],
          },
        ],
      }),
      null,
    ],
  ])("check: %s", (_, l, expected) => {
    expect(handler.check(l, state, [])).toBe(expected);
  });

  it("counts earlier lines of the same slot, against places and the schedule's tour count", () => {
    expect(handler.check(places(5), state, [places(3)])).toBeNull();
    expect(handler.check(places(5), state, [places(4)])).toBe("TOUR_OVERBOOKED");
    expect(handler.check(group(ANSWERS), state, [group(ANSWERS)])).toBeNull();
    expect(handler.check(group(ANSWERS), state, [group(ANSWERS, 2)])).toBe("TOUR_OVERBOOKED");
  });

  it.each([
    ["places plus tickets", places(2), 2 * 400 + 2 * 1200],
    ["whole tours", group(ANSWERS, 2), 2 * 9000],
    [
      "single ticketing: the first price per ticket",
      line({
        tourId: 104,
        datetime: `${day(3)} 11:30:00`,
        tickets: [
          { id: 42, count: 2 },
          { id: 44, count: 1, subtickets: [{ id: 442, count: 1 }] },
        ],
      }),
      3 * 300 + 2 * 1000 + 400,
    ],
  ])("amount: %s", (_, l, expected) => {
    expect(handler.amount(l, state, [])).toBe(expected);
  });

  it("commit reduces what is left of the slot", () => {
    handler.commit(places(6), state);
    expect(handler.check(places(3), state, [])).toBe("TOUR_OVERBOOKED");
    expect(handler.check(places(2), state, [])).toBeNull();
    handler.commit(places(2), state);
    expect(handler.check(places(1), state, [])).toBe("TOUR_SOLD_OUT");
    expect(handler.describe!(places(1), state, "de")).toMatch(/^Highlights der Sammlung, \d{2}\.\d{2}\.\d{4} 14:00$/);
  });
});
