// The tour list's filters, the tours a basket already holds, and the calendar's day states and
// range (spec 001 sections 2 and 4). Pure.
import { toPathDate, type DayState } from "./dates";
import { paths } from "./paths";
import type { BasketLine } from "./basket";
import { endOfMonth, startOfMonth } from "./month-days";

export interface TourListEntry {
  id: number;
  langIdentifier: string;
  custom_groups: { id: number }[];
  venue: string;
}

export interface TourFilters {
  /** Tour language (langIdentifier), or "" for all. */
  language: string;
  /** Category id as text, or "" for all. */
  category: string;
  /** Venue id, or "" for all. */
  venue: string;
  /** YYYY-MM-DD of a flag day, or "" for any day. */
  day: string;
}

export const NO_FILTERS: TourFilters = { language: "", category: "", venue: "", day: "" };

/** The tours that pass every filter; a day filter keeps the tours the overview lists that day. */
export function filterTours<T extends TourListEntry>(
  tours: T[],
  f: TourFilters,
  overview: Record<string, number[]>,
): T[] {
  return tours.filter(
    (t) =>
      (!f.language || t.langIdentifier === f.language) &&
      (!f.category || t.custom_groups.some((g) => String(g.id) === f.category)) &&
      (!f.venue || t.venue === f.venue) &&
      (!f.day || overview[f.day]?.includes(t.id) === true),
  );
}

/**
 * The language filter's starting value: the configured default tour language when some tour
 * is held in it, else all languages.
 */
export const initialLanguage = (tours: TourListEntry[], configured: string): string =>
  tours.some((t) => t.langIdentifier === configured) ? configured : "";

/** The tour languages on offer, once each, in list order. */
export function tourLanguages<T extends { langIdentifier: string; langName: string }>(
  tours: T[],
): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const t of tours) if (!seen.has(t.langIdentifier)) seen.set(t.langIdentifier, t.langName);
  return [...seen].map(([value, label]) => ({ value, label }));
}

/** How many bookings of a tour the basket holds (each line is one date and time). */
export const toursInBasket = (lines: BasketLine[], tourId: number): number =>
  lines.filter((l) => l.type === "guidedTour" && l.tourId === tourId).length;

/** Places (or whole tours) the basket already holds for a tour's slot. */
export const placesInBasket = (lines: BasketLine[], tourId: number, datetime: string): number =>
  lines.reduce(
    (n, l) => (l.type === "guidedTour" && l.tourId === tourId && l.datetime === datetime ? n + l.totalCount : n),
    0,
  );

export interface CalendarTime {
  time: string;
  /** Places (whole tours: tours) left. */
  tickets: number;
  timeslotId: number;
  soldout: boolean;
}

/** Calendar answer: date key -> time -> entry. */
export type TourCalendar = Record<string, Record<string, CalendarTime>>;

/** At most this many places left on a day reads as "few left"; for whole tours, one tour. */
export const FEW_PLACES = 5;
export const FEW_TOURS = 1;

export function tourDayState(day: string, calendar: TourCalendar, soldOut: string[], few = FEW_PLACES): DayState {
  if (soldOut.includes(day)) return "soldout";
  const times = Object.values(calendar[day] ?? {});
  if (!times.length) return "unavailable";
  const left = times.reduce((n, t) => n + (t.soldout ? 0 : Math.max(0, t.tickets)), 0);
  if (left === 0) return "soldout";
  return left <= few ? "few" : "available";
}

/** A day's times in order, each with whether it can still be booked. */
export const dayTimes = (calendar: TourCalendar, day: string | null): CalendarTime[] =>
  Object.values((day && calendar[day]) || {}).sort((a, b) => a.time.localeCompare(b.time));

export const isBookable = (t: CalendarTime): boolean => !t.soldout && t.tickets > 0;

/**
 * The first day after `day` with a bookable time in the calendar loaded so far: the next
 * available date when the tour's answer does not carry `next_available` (an extension).
 */
export const nextBookableDay = (calendar: TourCalendar, day: string): string | null =>
  Object.keys(calendar)
    .filter((d) => d > day && Object.values(calendar[d] ?? {}).some(isBookable))
    .sort()[0] ?? null;

/** The calendar calls' range: the displayed month, as YYYYMMDD. */
export const monthRange = (month: Date): { start: string; end: string } => ({
  start: toPathDate(startOfMonth(month)),
  end: toPathDate(endOfMonth(month)),
});

/** The tour's detail route, opening on a day (YYYY-MM-DD) when one is given. */
export const tourHref = (id: number, day?: string | null): string =>
  paths.tour.href(id) + (day ? `?date=${encodeURIComponent(day)}` : "");

/** The day a detail route asks for (its `date` query), when it is a YYYY-MM-DD date. */
export function dayFromSearch(search: string): string | null {
  const day = new URLSearchParams(search).get("date");
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}
