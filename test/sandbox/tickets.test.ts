// The sandbox's ticket calls and its `ticket` cart line, in process with a fixed clock.
import { describe, expect, it } from "vitest";
import { createSandbox } from "../../demo/server/sandbox";
import { addDays, keyDate } from "../../demo/server/clock";
import { atMuseum, berlin, museumDay } from "../helpers/clock";
import { seedDays } from "../../demo/server/seed/tickets";
import type { CartLine } from "../../demo/server/state";
import type { TicketsData } from "../../demo/server/areas/tickets";

// a Wednesday morning; the seeded programme lies around it
const NOW = berlin("2030-05-15 09:00");
const TODAY = museumDay(NOW);
const DAYS = seedDays(TODAY);
const path = (key: string) => key.replace(/-/g, "");

function sandbox(now = NOW) {
  const { app, state } = createSandbox({ now });
  const get = async <T>(endpoint: string, lang = "en") => {
    const res = await app.request(`/api/${lang}/${endpoint}`);
    return { status: res.status, body: (await res.json()) as { data: T; code?: string } };
  };
  const handler = state.lineHandler("ticket")!;
  return { app, state, get, handler };
}

interface Ticket {
  id: number;
  name: string;
  mode: number;
  price: number;
  family: number;
  subtickets: { id: number; min_quantity: number; max_quantity: number }[];
  schedule: { datetime: string; datetime_end: string; max_tickets: number }[];
  group_id: number;
  group_name: string;
}
interface Collection {
  event: { id: number; name: string; mode: number };
  tickets: Ticket[];
  timeslot: { datetime: string; max_tickets: number }[];
}
interface ListEvent {
  id: number;
  name: string;
  venue: { id: number; name: string };
  sequence_no: number;
  sorting_datetime: string;
  custom_groups: { id: number; name: string }[];
  ticket_groups: { id: number; name: string }[];
  start: string;
  end: string;
}

const line = (id: number, datetime: string, count = 1, subtickets: { id: number; count: number }[] = []): CartLine => ({
  type: "ticket",
  id,
  count,
  datetime,
  subtickets,
});

describe("event/select", () => {
  it("lists the events on sale with venue, groups and ticket groups; the ended one is left out", async () => {
    const { get } = sandbox();
    const { status, body } = await get<ListEvent[]>("event/select");
    expect(status).toBe(200);
    expect(body.data.map((e) => e.id).sort()).toEqual([101, 102, 103, 104, 106]);
    const light = body.data.find((e) => e.id === 101)!;
    expect(light).toMatchObject({
      name: "Light and Shadow – Romantic Painting",
      venue: { id: 1, name: "Main building on Lindenplatz" },
      sequence_no: 1,
      custom_groups: [{ id: 1, name: "Exhibitions" }],
      ticket_groups: [
        { id: 1, name: "Single tickets" },
        { id: 2, name: "Family and group tickets" },
      ],
      start: keyDate(addDays(TODAY, -40)),
      end: keyDate(addDays(TODAY, 80)),
    });
    expect(new Set(body.data.map((e) => e.venue.id)).size).toBe(3);
  });

  it("moves with today: the programme of a sandbox started later lies around its own today", async () => {
    const later = addDays(TODAY, 200);
    const { get } = sandbox(atMuseum(addDays(later, 0, 9)));
    const { body } = await get<ListEvent[]>("event/select");
    expect(body.data.find((e) => e.id === 101)!.end).toBe(keyDate(addDays(later, 80)));
  });

  it("answers in the request's language", async () => {
    const { get } = sandbox();
    const names = await Promise.all(
      ["de", "en", "fr", "it", "nl", "es", "sv", "da"].map((l) => get<ListEvent[]>("event/select", l)),
    );
    const of102 = names.map((r) => r.body.data.find((e) => e.id === 102)!.name);
    expect(new Set(of102).size).toBe(8);
    expect(of102[0]).toBe("Stadt am Fluss");
  });

  it("leaves out events once they have ended: 200 days on, only the year-long exhibition is on sale", async () => {
    const { get, state } = sandbox();
    state.clock.set(atMuseum(addDays(TODAY, 200, 9)));
    const { body } = await get<ListEvent[]>("event/select");
    expect(body.data.map((e) => e.id)).toEqual([106]);
  });
});

describe("ticket/collect", () => {
  it("gives an event's tickets without a day: timed tickets have no schedule yet", async () => {
    const { get } = sandbox();
    const { body } = await get<Collection>("ticket/collect/event/101");
    expect(body.data.event).toMatchObject({ id: 101, mode: 1 });
    expect(body.data.timeslot).toEqual([]);
    const family = body.data.tickets.find((t) => t.id === 1014)!;
    expect(family).toMatchObject({
      family: 1,
      price: 3200,
      mode: 1,
      group_id: 2,
      group_name: "Family and group tickets",
      schedule: [],
    });
    expect(family.subtickets.map((s) => [s.min_quantity, s.max_quantity])).toEqual([
      [1, 2],
      [1, 4],
      [1, 1],
    ]);
    for (const key of [
      "book_with_cost",
      "book_with_cost_warn",
      "print_separately",
      "unique_barcode",
      "scan_separately",
      "eventId",
      "vat_value",
    ])
      expect(family).toHaveProperty(key);
  });

  it("gives a day's timeslots with places left: a sold-out slot and one with few places", async () => {
    const { get } = sandbox();
    const { body } = await get<Collection>(`ticket/collect/event/101/date/${path(DAYS.soldOutSlotDay)}`);
    const slots = Object.fromEntries(body.data.timeslot.map((s) => [s.datetime.slice(11, 16), s.max_tickets]));
    expect(slots).toEqual({
      "10:00": 25,
      "11:00": 0,
      "12:00": 3,
      "13:00": 25,
      "14:00": 25,
      "15:00": 25,
      "16:00": 25,
      "17:00": 25,
    });
    expect(body.data.tickets[0].schedule.find((s) => s.datetime.endsWith("11:00:00"))).toMatchObject({
      max_tickets: 0,
      datetime_end: `${DAYS.soldOutSlotDay} 12:00:00`,
    });
  });

  it("caps every slot by what is left of the day, down to a sold-out day", async () => {
    const { get } = sandbox();
    const few = await get<Collection>(`ticket/collect/event/101/date/${path(DAYS.fewDay)}`);
    expect(new Set(few.body.data.timeslot.map((s) => s.max_tickets))).toEqual(new Set([6]));
    const out = await get<Collection>(`ticket/collect/event/101/date/${path(DAYS.soldOutDay)}`);
    expect(out.body.data.timeslot.length).toBe(8);
    expect(out.body.data.timeslot.every((s) => s.max_tickets === 0)).toBe(true);
  });

  it("offers only the slots still ahead today, and none on a closed day", async () => {
    const { get } = sandbox(berlin("2030-05-15 12:30"));
    const today = await get<Collection>(`ticket/collect/event/101/date/${path(keyDate(TODAY))}`);
    expect(today.body.data.timeslot.map((s) => s.datetime.slice(11, 16))).toEqual([
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
    ]);
    const monday = await get<Collection>(`ticket/collect/event/101/date/20300520`);
    expect(monday.body.data.timeslot).toEqual([]);
  });

  it("gives an event-long ticket the run as its schedule, and a sold-out quota as 0", async () => {
    const { get } = sandbox();
    const { body } = await get<Collection>("ticket/collect/event/103");
    expect(body.data.timeslot).toEqual([]);
    const [pass, workshop] = body.data.tickets;
    expect(pass.mode).toBe(3);
    expect(pass.schedule).toEqual([
      {
        datetime: `${keyDate(addDays(TODAY, 14))} 18:00:00`,
        datetime_end: `${keyDate(addDays(TODAY, 23))} 23:00:00`,
        max_tickets: 280,
      },
    ]);
    expect(workshop.schedule[0].max_tickets).toBe(0);
  });

  it("gives scheduled performances as the day's times", async () => {
    const { get } = sandbox();
    // 2030-05-18 is the first Saturday after 2030-05-15: its 16:00 concert is sold out
    const { body } = await get<Collection>("ticket/collect/event/104/date/20300518");
    expect(body.data.timeslot).toEqual([
      { datetime: "2030-05-18 16:00:00", max_tickets: 0 },
      { datetime: "2030-05-18 20:00:00", max_tickets: 80 },
    ]);
    expect(body.data.tickets[0].mode).toBe(5);
  });

  it.each([
    ["unknown event", "ticket/collect/event/999", 404, "EVENT_NOT_FOUND"],
    ["unknown event with a date", "ticket/collect/event/999/date/20300516", 404, "EVENT_NOT_FOUND"],
    ["a date that is not YYYYMMDD", "ticket/collect/event/101/date/2030-05-16", 400, "INVALID_DATE"],
    ["an impossible date", "ticket/collect/event/101/date/20301345", 400, "INVALID_DATE"],
  ])("answers %s with an error code", async (_, endpoint, status, code) => {
    const { get } = sandbox();
    const res = await get(endpoint);
    expect([res.status, res.body.code]).toEqual([status, code]);
  });
});

describe("ticket/calendar", () => {
  it("maps each day on sale to the tickets left (deep=1): 0 is sold out, closed days are absent", async () => {
    const { get } = sandbox();
    const { body } = await get<Record<string, number>>(`ticket/calendar/event/101/range/20300501;20300630?deep=1`);
    expect(body.data[DAYS.soldOutDay]).toBe(0);
    expect(body.data[DAYS.fewDay]).toBe(6);
    expect(body.data[DAYS.soldOutSlotDay]).toBe(150 - 47);
    expect(body.data["2030-05-20"]).toBeUndefined(); // a Monday
    expect(body.data["2030-05-14"]).toBeUndefined(); // before today
    expect(body.data["2030-05-15"]).toBe(150);
  });

  it("ends with the event", async () => {
    const { get } = sandbox();
    const { body } = await get<Record<string, number>>(`ticket/calendar/event/102/range/20300601;20300731?deep=1`);
    const last = keyDate(addDays(TODAY, 45));
    expect(Object.keys(body.data).sort().at(-1)).toBe(last);
  });

  it("without deep, reads 1 for a day on sale and 0 for a sold-out one", async () => {
    const { get } = sandbox();
    const { body } = await get<Record<string, number>>(
      `ticket/calendar/event/101/range/${path(DAYS.fewDay)};${path(DAYS.soldOutDay)}`,
    );
    expect(body.data[DAYS.fewDay]).toBe(1);
    expect(body.data[DAYS.soldOutDay]).toBe(0);
  });

  it("counts an event-long run on each of its days", async () => {
    const { get } = sandbox();
    const { body } = await get<Record<string, number>>(`ticket/calendar/event/103/range/20300501;20300630?deep=1`);
    expect(Object.keys(body.data).length).toBe(10);
    expect(Object.values(body.data).every((n) => n === 280)).toBe(true);
  });

  it.each([
    ["end before start", "ticket/calendar/event/101/range/20300601;20300501", 400, "INVALID_RANGE"],
    ["longer than a year", "ticket/calendar/event/101/range/20300101;20310601", 400, "INVALID_RANGE"],
    ["not a range", "ticket/calendar/event/101/range/20300101", 400, "INVALID_RANGE"],
    ["unknown event", "ticket/calendar/event/7/range/20300501;20300531", 404, "EVENT_NOT_FOUND"],
  ])("answers %s with an error code", async (_, endpoint, status, code) => {
    const { get } = sandbox();
    const res = await get(endpoint);
    expect([res.status, res.body.code]).toEqual([status, code]);
  });
});

describe("ticket/lifetime", () => {
  it.each([
    [
      "a running event",
      "ticket/lifetime?event=101",
      200,
      { first: keyDate(addDays(TODAY, -40)), last: keyDate(addDays(TODAY, 80)) },
    ],
    [
      "the ended event",
      "ticket/lifetime?event=105",
      200,
      { first: keyDate(addDays(TODAY, -120)), last: keyDate(addDays(TODAY, -5)) },
    ],
    ["an unknown event", "ticket/lifetime?event=999", 404, undefined],
    ["no event", "ticket/lifetime", 400, undefined],
  ])("%s", async (_, endpoint, status, data) => {
    const { get } = sandbox();
    const res = await get(endpoint);
    expect(res.status).toBe(status);
    if (data) expect(res.body.data).toEqual(data);
  });
});

describe("the ticket cart line", () => {
  const slot = (time: string, day = DAYS.soldOutSlotDay) => `${day} ${time}:00`;
  const family = (adults: number, children: number, booklet: number) =>
    [
      { id: 10141, count: adults },
      { id: 10142, count: children },
      { id: 10143, count: booklet },
    ].filter((s) => s.count > 0);
  const run103 = `${keyDate(addDays(TODAY, 14))} 18:00:00`;

  it.each([
    ["a bookable line", line(1011, slot("10:00"), 2), [], null],
    ["a sold-out slot", line(1011, slot("11:00")), [], "TICKETS_SOLD_OUT"],
    ["more than the slot has left", line(1011, slot("12:00"), 4), [], "TICKETS_OVERBOOKED"],
    ["exactly what the slot has left", line(1011, slot("12:00"), 3), [], null],
    [
      "earlier lines of the cart take places first",
      line(1012, slot("12:00"), 2),
      [line(1011, slot("12:00"), 2)],
      "TICKETS_OVERBOOKED",
    ],
    [
      "the day's capacity across slots",
      line(1011, slot("14:00", DAYS.fewDay), 3),
      [line(1011, slot("10:00", DAYS.fewDay), 4)],
      "TICKETS_OVERBOOKED",
    ],
    ["a sold-out day", line(1011, slot("10:00", DAYS.soldOutDay)), [], "TICKETS_SOLD_OUT"],
    ["a slot that does not exist", line(1011, slot("10:30")), [], "TICKET_DATE_INVALID"],
    ["a closed day", line(1011, "2030-05-20 10:00:00"), [], "TICKET_DATE_INVALID"],
    ["a slot in the past", line(1011, "2030-05-14 10:00:00"), [], "TICKET_DATE_INVALID"],
    ["an unknown ticket", line(9999, slot("10:00")), [], "TICKET_NOT_FOUND"],
    ["a count of 0", line(1011, slot("10:00"), 0), [], "INVALID_COUNT"],
    ["the ended event", line(1051, "2030-05-16 10:00:00"), [], "EVENT_EXPIRED"],
    ["a complete family", line(1014, slot("10:00"), 1, family(2, 3, 1)), [], null],
    ["a family without children", line(1014, slot("10:00"), 1, family(2, 0, 1)), [], "FAMILY_INCOMPLETE"],
    ["a family with too many adults", line(1014, slot("10:00"), 1, family(3, 1, 1)), [], "SUBTICKET_INVALID"],
    ["a family without its fixed booklet", line(1014, slot("10:00"), 1, family(1, 1, 0)), [], "SUBTICKET_INVALID"],
    [
      "a family with an unknown part",
      line(1014, slot("10:00"), 1, [...family(1, 1, 1), { id: 1, count: 1 }]),
      [],
      "SUBTICKET_INVALID",
    ],
    [
      "a group of 12 with its leader",
      line(1024, "2030-05-16 10:00:00", 1, [
        { id: 10241, count: 12 },
        { id: 10242, count: 1 },
      ]),
      [],
      null,
    ],
    [
      "a group below its minimum",
      line(1024, "2030-05-16 10:00:00", 1, [
        { id: 10241, count: 9 },
        { id: 10242, count: 1 },
      ]),
      [],
      "SUBTICKET_INVALID",
    ],
    [
      "a plain ticket with subtickets",
      line(1011, slot("10:00"), 1, [{ id: 10141, count: 1 }]),
      [],
      "SUBTICKET_INVALID",
    ],
    ["an event-long pass", line(1031, run103, 5), [], null],
    ["an event-long pass on another date", line(1031, "2030-05-16 10:00:00"), [], "TICKET_DATE_INVALID"],
    ["an event-long ticket with a sold-out quota", line(1032, run103), [], "TICKETS_SOLD_OUT"],
    [
      "more than the run has left (no client limit, still what is left)",
      line(1031, run103, 281),
      [],
      "TICKETS_OVERBOOKED",
    ],
    ["a sold-out performance", line(1041, "2030-05-18 16:00:00"), [], "TICKETS_SOLD_OUT"],
    ["a performance with places", line(1041, "2030-05-18 20:00:00", 80), [], null],
  ])("check: %s", (_, cartLine, before, expected) => {
    const { state, handler } = sandbox();
    expect(handler.check(cartLine, state, before)).toBe(expected);
  });

  it.each([
    ["plain tickets", line(1011, slot("10:00"), 2), 2800],
    ["a family at its flat price", line(1014, slot("10:00"), 1, family(2, 3, 1)), 3200],
    [
      "a group priced per person",
      line(1024, "2030-05-16 10:00:00", 1, [
        { id: 10241, count: 12 },
        { id: 10242, count: 1 },
      ]),
      9600,
    ],
    ["concert tickets", line(1042, "2030-05-18 20:00:00", 3), 4500],
  ])("amount: %s", (_, cartLine, expected) => {
    const { state, handler } = sandbox();
    expect(handler.amount(cartLine, state, [])).toBe(expected);
  });

  it("commit reduces what is left: the slot, the day and the calendar show fewer", async () => {
    const { state, handler, get } = sandbox();
    handler.commit(line(1011, slot("10:00"), 5), state);
    handler.commit(line(1014, slot("10:00"), 1, family(1, 1, 1)), state);
    const { body } = await get<Collection>(`ticket/collect/event/101/date/${path(DAYS.soldOutSlotDay)}`);
    expect(body.data.timeslot.find((s) => s.datetime.endsWith("10:00:00"))!.max_tickets).toBe(25 - 6);
    const cal = await get<Record<string, number>>(
      `ticket/calendar/event/101/range/${path(DAYS.soldOutSlotDay)};${path(DAYS.soldOutSlotDay)}?deep=1`,
    );
    expect(cal.body.data[DAYS.soldOutSlotDay]).toBe(150 - 47 - 6);
    expect(handler.check(line(1011, slot("10:00"), 20), state, [])).toBe("TICKETS_OVERBOOKED");
  });

  it("commit reduces an event-long run and a ticket's quota", async () => {
    const { state, handler, get } = sandbox();
    const left = async () => {
      const { body } = await get<Collection>("ticket/collect/event/103");
      return Object.fromEntries(body.data.tickets.map((t) => [t.id, t.schedule[0].max_tickets]));
    };
    handler.commit(line(1031, run103, 30), state);
    expect(await left()).toEqual({ 1031: 250, 1032: 0 });
    // the workshop quota (30) is seeded sold out: give it room for 10, then book 4 of them
    state.area<TicketsData>("tickets").soldBy.set("quota:1032", 20);
    expect(await left()).toEqual({ 1031: 250, 1032: 10 });
    handler.commit(line(1032, run103, 4), state);
    // the quota and the run both lose the 4; the pass without a quota only the run's
    expect(await left()).toEqual({ 1031: 246, 1032: 6 });
    expect(handler.check(line(1032, run103, 7), state, [])).toBe("TICKETS_OVERBOOKED");
    expect(handler.check(line(1032, run103, 6), state, [])).toBeNull();
  });

  it("describes a line for the order in its language, without its count (the order item has its own)", () => {
    const { state, handler } = sandbox();
    expect(handler.describe!(line(1011, "2030-05-16 10:00:00", 2), state, "de")).toBe(
      "Erwachsene – Licht und Schatten – Malerei der Romantik, 16.05.2030 10:00",
    );
    expect(handler.describe!(line(1031, run103, 1), state, "en")).toBe(
      `Festival pass – Festival of Lights in Lindenpark, ${run103.slice(8, 10)}.${run103.slice(5, 7)}.${run103.slice(0, 4)}`,
    );
  });
});

describe("a mixed event: timed and event-long tickets (event 106)", () => {
  const run106 = `${keyDate(addDays(TODAY, -100))} 11:00:00`;

  it("gives the event-long ticket its run beside the day's timed tickets, with and without a day", async () => {
    const { get } = sandbox();
    const whole = await get<Collection>("ticket/collect/event/106");
    const pass = whole.body.data.tickets.find((t) => t.id === 1063)!;
    expect(pass.mode).toBe(3);
    expect(pass.schedule).toEqual([
      { datetime: run106, datetime_end: `${keyDate(addDays(TODAY, 400))} 18:00:00`, max_tickets: 200 },
    ]);
    // timed tickets have no schedule until a day is asked for
    expect(whole.body.data.tickets.find((t) => t.id === 1061)).toMatchObject({ mode: 1, schedule: [] });
    const day = await get<Collection>("ticket/collect/event/106/date/20300516");
    expect(day.body.data.timeslot.map((s) => s.datetime.slice(11, 16))).toEqual(["11:00", "14:00", "16:00"]);
    expect(day.body.data.tickets.find((t) => t.id === 1061)!.schedule).toHaveLength(3);
    expect(day.body.data.tickets.find((t) => t.id === 1063)!.schedule.map((e) => e.datetime)).toEqual([run106]);
  });

  it("books the event-long ticket for its run (not a slot) and the timed one for a slot", async () => {
    const { state, handler, get } = sandbox();
    expect(handler.check(line(1063, "2030-05-16 11:00:00", 1), state, [])).toBe("TICKET_DATE_INVALID");
    expect(handler.check(line(1063, run106, 2), state, [])).toBeNull();
    handler.commit(line(1063, run106, 2), state);
    handler.commit(line(1061, "2030-05-16 11:00:00", 3), state);
    const day = await get<Collection>("ticket/collect/event/106/date/20300516");
    expect(day.body.data.tickets.find((t) => t.id === 1063)!.schedule[0].max_tickets).toBe(198);
    // the run's passes take no places of a slot
    expect(day.body.data.timeslot[0].max_tickets).toBe(15 - 3);
    expect(handler.describe!(line(1063, run106, 2), state, "en")).toBe(
      `Studio year pass – Young Art – Studio Exhibition, ${run106.slice(8, 10)}.${run106.slice(5, 7)}.${run106.slice(0, 4)}`,
    );
  });
});
