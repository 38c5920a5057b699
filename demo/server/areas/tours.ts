// Guided tours (issue 4): the tour list, attributes, tours per day, single tours with their
// day's tickets and schedule, calendars, sold-out days, lifetimes, and the checkout's handler
// for guidedTour cart lines. Slots are seeded around the clock's today.
import type { Context } from "hono";
import type { AreaModule, CartLine, LineHandler, SandboxState } from "../state";
import { fail, langOf, ok, tr, type Lang } from "../http";
import { addDays, keyDate, parseDay } from "../clock";
import { CATEGORIES, SEASON, TOURS, VENUES, type SeedQuestion, type SeedTime, type SeedTour } from "../seed/tours";

export interface TourSlot {
  timeslotId: number;
  tourId: number;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** Places; for whole-tour booking without single ticketing, tours. */
  capacity: number;
  booked: number;
}

export interface ToursData {
  slots: Map<string, TourSlot>;
}

const slotKey = (tourId: number, date: string, time: string) => `${tourId}|${date}|${time}`;
const data = (state: SandboxState) => state.area<ToursData>("tours");
const findTour = (id: unknown) => TOURS.find((x) => x.id === Number(id)) ?? null;
const wholeTours = (tour: SeedTour) => tour.book_complete_tour === 1 && tour.single_ticketing === 0;
const ticketsRequired = (tour: SeedTour) =>
  (!tour.book_complete_tour && !tour.booking_without_tickets) || (tour.book_complete_tour === 1 && tour.single_ticketing === 1);
const ticketsOffered = (tour: SeedTour) => ticketsRequired(tour) || !tour.booking_without_tickets;
const startOf = (slot: TourSlot) => new Date(`${slot.date}T${slot.time}:00`);
const remaining = (slot: TourSlot) => Math.max(0, slot.capacity - slot.booked);
const MAX_RANGE_DAYS = 62;
const MAX_LOOKAHEAD = 31;

function seedSlots(state: SandboxState): Map<string, TourSlot> {
  const slots = new Map<string, TourSlot>();
  const today = state.clock.today();
  let timeslotId = 5001;
  for (const tour of TOURS) {
    for (let d = SEASON.first; d <= SEASON.last; d++) {
      const day = addDays(today, d);
      if (!tour.weekdays.includes(day.getDay())) continue;
      for (const time of tour.times) {
        const full = tour.soldOutDays?.includes(d) || tour.soldOutSlots?.some((x) => x.day === d && x.time === time.time);
        const booked = full ? time.capacity : (time.booked ?? 0);
        slots.set(slotKey(tour.id, keyDate(day), time.time), { timeslotId: timeslotId++, tourId: tour.id, date: keyDate(day), time: time.time, capacity: time.capacity, booked });
      }
    }
  }
  return slots;
}

/** The tour's slots from `from` to `to` (YYYY-MM-DD, inclusive) that have not started yet. */
function upcomingSlots(state: SandboxState, tourId: number, from: string, to: string): TourSlot[] {
  const now = state.clock.now();
  return [...data(state).slots.values()]
    .filter((s) => s.tourId === tourId && s.date >= from && s.date <= to && startOf(s) > now)
    .sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
}

function nextAvailable(state: SandboxState, tour: SeedTour, from: string): string | null {
  const today = keyDate(state.clock.today());
  const slot = upcomingSlots(state, tour.id, from > today ? from : today, "9999-12-31").find((s) => remaining(s) > 0);
  return slot?.date ?? null;
}

const languageName = (code: string, lang: Lang) => new Intl.DisplayNames([lang], { type: "language" }).of(code) ?? code;

function priceEntries(tour: SeedTour, lang: Lang, ids?: number[]) {
  const entries = tour.priceList.filter((p) => !ids || ids.includes(p.id));
  return Object.fromEntries(entries.map((p) => [String(p.id), { id: p.id, name: tr(p.name, lang), price: p.price, vat_value: p.vat_value, sequence_no: p.sequence_no }]));
}

function listItem(tour: SeedTour, lang: Lang) {
  return {
    id: tour.id,
    name: tr(tour.name, lang),
    eventName: tr(tour.eventName, lang),
    description: tr(tour.description, lang),
    langIdentifier: tour.langIdentifier,
    langName: languageName(tour.langIdentifier, lang),
    custom_groups: tour.custom_groups.map((id) => ({ id })),
    museumId: tour.museumId,
    venue: tour.venue,
    max_participants: tour.max_participants,
    single_ticketing: tour.single_ticketing,
    book_complete_tour: tour.book_complete_tour,
    priceList: priceEntries(tour, lang),
  };
}

const question = (q: SeedQuestion, lang: Lang) => ({
  id: q.id,
  type: q.type,
  label: tr(q.label, lang),
  required: q.required,
  ...(q.options ? { options: q.options.map((o) => ({ value: o.value, label: tr(o.label, lang) })) } : {}),
  ...(q.min !== undefined ? { min: q.min } : {}),
  ...(q.max !== undefined ? { max: q.max } : {}),
});

const scheduleEntry = (tour: SeedTour, time: SeedTime, lang: Lang) => ({ tourCount: time.tourCount, priceList: priceEntries(tour, lang, time.prices) });

function detail(state: SandboxState, tour: SeedTour, lang: Lang, date: string | null) {
  const times = date ? tour.times.filter((t) => data(state).slots.has(slotKey(tour.id, date, t.time))) : tour.times;
  const base = {
    ...listItem(tour, lang),
    min_group_size: tour.min_group_size,
    booking_without_tickets: tour.booking_without_tickets,
    tickets: tour.tickets.map((k) => ({
      id: k.id,
      name: tr(k.name, lang),
      price: k.price,
      vat_value: k.vat_value,
      sequence_no: k.sequence_no,
      ...(k.subtickets ? { subtickets: k.subtickets.map((s) => ({ id: s.id, name: tr(s.name, lang), price: s.price, vat_value: s.vat_value })) } : {}),
    })),
    schedule: Object.fromEntries(times.map((t) => [t.time, scheduleEntry(tour, t, lang)])),
    questions: tour.questions.map((q) => question(q, lang)),
  };
  if (!date) return base;
  const bookable = upcomingSlots(state, tour.id, date, date).some((s) => remaining(s) > 0);
  return { ...base, date, next_available: bookable ? date : nextAvailable(state, tour, date) };
}

/** "YYYYMMDD;YYYYMMDD" as two keys, or null when unreadable, reversed or too long. */
function parseRange(range: string): { from: string; to: string } | null {
  const [a, b] = range.split(";");
  const from = parseDay(a ?? "");
  const to = parseDay(b ?? "");
  if (!from || !to || to < from || (to.getTime() - from.getTime()) / 86_400_000 > MAX_RANGE_DAYS) return null;
  return { from: keyDate(from), to: keyDate(to) };
}

function withTour(c: Context, handler: (tour: SeedTour) => Response | Promise<Response>) {
  const tour = findTour(c.req.param("id") ?? c.req.query("tour"));
  return tour ? handler(tour) : fail(c, 404, "TOUR_NOT_FOUND");
}

function soldOutDays(state: SandboxState, tour: SeedTour, from: string, to: string): string[] {
  const byDay = new Map<string, number>();
  for (const s of upcomingSlots(state, tour.id, from, to)) byDay.set(s.date, (byDay.get(s.date) ?? 0) + remaining(s));
  return [...byDay].filter(([, left]) => left === 0).map(([day]) => day);
}

export const toursArea: AreaModule = {
  name: "tours",
  seed(state) {
    state.data.tours = { slots: seedSlots(state) } satisfies ToursData;
  },
  routes(api, state) {
    api.get("/:lang/tour/select/event", (c) => ok(c, { tours: TOURS.map((x) => listItem(x, langOf(c))) }));

    api.get("/:lang/tour/attr", (c) => {
      const lang = langOf(c);
      return ok(c, {
        category: CATEGORIES.map((x) => ({ id: x.id, name: tr(x.name, lang) })),
        venues: VENUES.map((v) => ({ id: v.id, name: tr(v.name, lang) })),
        hasMultipleVenues: new Set(TOURS.map((x) => x.venue)).size > 1,
      });
    });

    api.get("/:lang/tour/overview", (c) => {
      const start = parseDay(c.req.query("date") ?? "");
      const lookahead = Number(c.req.query("lookahead") ?? 4);
      if (!start) return fail(c, 400, "INVALID_DATE");
      if (!Number.isInteger(lookahead) || lookahead < 0 || lookahead > MAX_LOOKAHEAD) return fail(c, 400, "INVALID_LOOKAHEAD");
      const days: Record<string, number[]> = {};
      for (let d = 0; d <= lookahead; d++) {
        const day = keyDate(addDays(start, d));
        days[day] = TOURS.filter((x) => upcomingSlots(state, x.id, day, day).some((s) => remaining(s) > 0)).map((x) => x.id);
      }
      return ok(c, days);
    });

    api.get("/:lang/tour", (c) =>
      withTour(c, (tour) => {
        const raw = c.req.query("date");
        const day = raw ? parseDay(raw) : null;
        if (raw && !day) return fail(c, 400, "INVALID_DATE");
        return ok(c, detail(state, tour, langOf(c), day ? keyDate(day) : null));
      }),
    );

    api.get("/:lang/tour/calendar/tour/:id/range/:range", (c) =>
      withTour(c, (tour) => {
        const range = parseRange(c.req.param("range"));
        if (!range) return fail(c, 400, "INVALID_RANGE");
        const days: Record<string, Record<string, { time: string; tickets: number; timeslotId: number; soldout: boolean }>> = {};
        for (const s of upcomingSlots(state, tour.id, range.from, range.to)) {
          (days[s.date] ??= {})[s.time] = { time: s.time, tickets: remaining(s), timeslotId: s.timeslotId, soldout: remaining(s) === 0 };
        }
        return ok(c, days);
      }),
    );

    api.get("/:lang/tour/soldout/tour/:id/range/:range", (c) =>
      withTour(c, (tour) => {
        const range = parseRange(c.req.param("range"));
        return range ? ok(c, soldOutDays(state, tour, range.from, range.to)) : fail(c, 400, "INVALID_RANGE");
      }),
    );

    // the widget never calls this one (spec 001 section 7), the sandbox answers it anyway
    api.get("/:lang/tour/soldoutTimeslots/tour/:id/date/:date", (c) =>
      withTour(c, (tour) => {
        const day = parseDay(c.req.param("date"));
        if (!day) return fail(c, 400, "INVALID_DATE");
        return ok(c, upcomingSlots(state, tour.id, keyDate(day), keyDate(day)).filter((s) => remaining(s) === 0).map((s) => s.timeslotId));
      }),
    );

    api.get("/:lang/tour/lifetime/tour/:id", (c) =>
      withTour(c, () => {
        const today = state.clock.today();
        return ok(c, { first: keyDate(addDays(today, SEASON.first)), last: keyDate(addDays(today, SEASON.last)) });
      }),
    );
  },
  lines: {
    guidedTour: guidedTourHandler(),
  },
};

// ---- cart lines ------------------------------------------------------------------------

interface TourRequest {
  tour: SeedTour;
  slot: TourSlot;
  time: SeedTime;
  prices: { id: number; count: number }[];
  tickets: { id: number; count: number; subtickets: { id: number; count: number }[] }[];
  answers: { qId: number; value: unknown }[];
}

const isCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;
const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter((x) => x && typeof x === "object") : []);

/** Reads a prepared guidedTour line, or returns the error code that refuses it. */
function readLine(line: CartLine, state: SandboxState): TourRequest | string {
  const tour = findTour(line.tourId);
  if (!tour) return "TOUR_NOT_FOUND";
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/.exec(String(line.datetime ?? ""));
  const slot = m ? data(state).slots.get(slotKey(tour.id, m[1], m[2])) : undefined;
  const time = tour.times.find((t) => t.time === m?.[2]);
  if (!slot || !time || startOf(slot) <= state.clock.now()) return "TOUR_NOT_BOOKABLE";
  const prices = list(line.prices).map((p) => ({ id: Number(p.id), count: p.count as number }));
  const tickets = list(line.tickets).map((k) => ({
    id: Number(k.id),
    count: k.count as number,
    subtickets: list(k.subtickets).map((s) => ({ id: Number(s.id), count: s.count as number })),
  }));
  const offered = time.prices ?? tour.priceList.map((p) => p.id);
  const validPrices = prices.every((p) => offered.includes(p.id) && isCount(p.count));
  const validTickets = tickets.every((k) => {
    const def = tour.tickets.find((x) => x.id === k.id);
    return def && isCount(k.count) && k.subtickets.every((s) => isCount(s.count) && def.subtickets?.some((d) => d.id === s.id));
  });
  if (!validPrices || !validTickets || (!ticketsOffered(tour) && tickets.length > 0)) return "TOUR_INVALID_SELECTION";
  const answers = list(line.answers).map((a) => ({ qId: Number(a.qId), value: a.value }));
  return { tour, slot, time, prices, tickets, answers };
}

const ticketCount = (r: TourRequest) => r.tickets.reduce((n, k) => n + (k.subtickets.length ? k.subtickets.reduce((m, s) => m + s.count, 0) : k.count), 0);
const tourCount = (r: TourRequest) => r.prices.reduce((n, p) => n + p.count, 0);
/** Places a line takes from its slot (tours, for whole-tour booking without single ticketing). */
const places = (r: TourRequest) => (r.tour.single_ticketing ? ticketCount(r) : tourCount(r));

function answerProblem(r: TourRequest): string | null {
  for (const q of r.tour.questions) {
    const value = r.answers.find((a) => a.qId === q.id)?.value;
    const values = (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map(String).filter((v) => v.trim() !== "");
    if (!values.length) {
      if (q.required) return "TOUR_ANSWER_REQUIRED";
      continue;
    }
    if (q.options && !values.every((v) => q.options!.some((o) => o.value === v))) return "TOUR_ANSWER_INVALID";
    if (q.type === "number") {
      const n = Number(values[0]);
      if (!Number.isInteger(n) || (q.min !== undefined && n < q.min) || (q.max !== undefined && n > q.max)) return "TOUR_ANSWER_INVALID";
    }
  }
  return null;
}

function guidedTourHandler(): LineHandler {
  return {
    check(line, state, before) {
      const r = readLine(line, state);
      if (typeof r === "string") return r;
      const { tour, slot, time } = r;
      const wanted = places(r);
      if (wanted <= 0) return "TOUR_INVALID_SELECTION";
      if (remaining(slot) === 0) return "TOUR_SOLD_OUT";
      const earlier = before
        .filter((b) => b.type === "guidedTour")
        .map((b) => readLine(b, state))
        .filter((b): b is TourRequest => typeof b !== "string" && b.slot === slot)
        .reduce((n, b) => n + places(b), 0);
      if (wanted + earlier > remaining(slot)) return "TOUR_OVERBOOKED";
      if (wholeTours(tour) && tourCount(r) + earlier > time.tourCount) return "TOUR_COUNT_EXCEEDED";
      if (wanted > tour.max_participants) return "TOUR_TOO_MANY_PARTICIPANTS";
      const perTicket = tour.max_participants * (tour.single_ticketing ? 1 : tourCount(r));
      if (r.tickets.some((k) => (k.subtickets.length ? k.subtickets.reduce((m, s) => m + s.count, 0) : k.count) > perTicket)) return "TOUR_TOO_MANY_PARTICIPANTS";
      if (ticketsRequired(tour) && ticketCount(r) !== wanted) return "TOUR_TICKETS_MISMATCH";
      const participants = ticketsOffered(tour) ? ticketCount(r) : wholeTours(tour) ? null : tourCount(r);
      const needed = wholeTours(tour) ? tour.min_group_size * tourCount(r) : tour.min_group_size;
      if (participants !== null && participants < needed) return "TOUR_GROUP_TOO_SMALL";
      return answerProblem(r);
    },
    amount(line, state) {
      const r = readLine(line, state);
      if (typeof r === "string") return 0;
      const offered = r.tour.priceList.filter((p) => !r.time.prices || r.time.prices.includes(p.id));
      const first = [...offered].sort((a, b) => a.sequence_no - b.sequence_no || a.id - b.id)[0];
      const tourPart = r.tour.single_ticketing
        ? (first?.price ?? 0) * ticketCount(r)
        : r.prices.reduce((n, p) => n + (offered.find((x) => x.id === p.id)?.price ?? 0) * p.count, 0);
      const ticketPart = r.tickets.reduce((n, k) => {
        const def = r.tour.tickets.find((x) => x.id === k.id)!;
        if (!k.subtickets.length) return n + def.price * k.count;
        return n + k.subtickets.reduce((m, s) => m + (def.subtickets!.find((d) => d.id === s.id)?.price ?? 0) * s.count, 0);
      }, 0);
      return tourPart + ticketPart;
    },
    commit(line, state) {
      const r = readLine(line, state);
      if (typeof r !== "string") r.slot.booked += places(r);
    },
    describe(line, state, lang) {
      const r = readLine(line, state);
      if (typeof r === "string") return `guidedTour ${String(line.tourId)}`;
      const [y, mo, d] = r.slot.date.split("-");
      return `${tr(r.tour.name, lang)}, ${d}.${mo}.${y} ${r.slot.time}`;
    },
  };
}

