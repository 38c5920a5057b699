// Guided tours (issue 4): the tour list, attributes, tours per day, single tours with their
// day's tickets and schedule, calendars, sold-out days, lifetimes, and the checkout's handler
// for guidedTour cart lines. Slots are seeded around the clock's today.
import type { Context } from "hono";
import type { AreaModule, SandboxState } from "../state";
import { fail, langOf, ok, tr, type Lang } from "../http";
import { addDays, keyDate, parseDay } from "../clock";
import { CATEGORIES, SEASON, VENUES, type SeedQuestion, type SeedTime, type SeedTour } from "../seed/tours";
import { TOURS } from "../seed/tour-programme";
import {
  slotKey,
  data,
  findTour,
  MAX_RANGE_DAYS,
  MAX_LOOKAHEAD,
  seedSlots,
  upcomingSlots,
  type ToursData,
} from "./tours-slots";
import { freePlaces, guidedTourHandler } from "./tours-lines";

const languageName = (code: string, lang: Lang) => new Intl.DisplayNames([lang], { type: "language" }).of(code) ?? code;

function priceEntries(tour: SeedTour, lang: Lang, ids?: number[]) {
  const entries = tour.priceList.filter((p) => !ids || ids.includes(p.id));
  return Object.fromEntries(
    entries.map((p) => [
      String(p.id),
      { id: p.id, name: tr(p.name, lang), price: p.price, vat_value: p.vat_value, sequence_no: p.sequence_no },
    ]),
  );
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

const scheduleEntry = (tour: SeedTour, time: SeedTime, lang: Lang) => ({
  tourCount: time.tourCount,
  priceList: priceEntries(tour, lang, time.prices),
});

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
      ...(k.subtickets
        ? {
            subtickets: k.subtickets.map((s) => ({
              id: s.id,
              name: tr(s.name, lang),
              price: s.price,
              vat_value: s.vat_value,
            })),
          }
        : {}),
    })),
    schedule: Object.fromEntries(times.map((t) => [t.time, scheduleEntry(tour, t, lang)])),
    questions: tour.questions.map((q) => question(q, lang)),
  };
  if (!date) return base;
  const nextAvailable = () => {
    const today = keyDate(state.clock.today());
    const from = date > today ? date : today;
    return upcomingSlots(state, tour.id, from, "9999-12-31").find((s) => freePlaces(state, s) > 0)?.date ?? null;
  };
  const bookable = upcomingSlots(state, tour.id, date, date).some((s) => freePlaces(state, s) > 0);
  return { ...base, date, next_available: bookable ? date : nextAvailable() };
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
  for (const s of upcomingSlots(state, tour.id, from, to))
    byDay.set(s.date, (byDay.get(s.date) ?? 0) + freePlaces(state, s));
  return [...byDay].filter(([, left]) => left === 0).map(([day]) => day);
}

export const toursArea = {
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
      if (!Number.isInteger(lookahead) || lookahead < 0 || lookahead > MAX_LOOKAHEAD)
        return fail(c, 400, "INVALID_LOOKAHEAD");
      const days: Record<string, number[]> = {};
      for (let d = 0; d <= lookahead; d++) {
        const day = keyDate(addDays(start, d));
        days[day] = TOURS.filter((x) => upcomingSlots(state, x.id, day, day).some((s) => freePlaces(state, s) > 0)).map(
          (x) => x.id,
        );
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
        const days: Record<
          string,
          Record<string, { time: string; tickets: number; timeslotId: number; soldout: boolean }>
        > = {};
        for (const s of upcomingSlots(state, tour.id, range.from, range.to)) {
          (days[s.date] ??= {})[s.time] = {
            time: s.time,
            tickets: freePlaces(state, s),
            timeslotId: s.timeslotId,
            soldout: freePlaces(state, s) === 0,
          };
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
        return ok(
          c,
          upcomingSlots(state, tour.id, keyDate(day), keyDate(day))
            .filter((s) => freePlaces(state, s) === 0)
            .map((s) => s.timeslotId),
        );
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
} satisfies AreaModule;
