// The tour screens' reads as data: the addresses the calls of tours.ts ask for, which the route
// table names too (RouteDef.reads), so that a navigation asks for them while the screen's code is
// still coming. Small and without decoders: the route table is part of the start module.
import { toPathDate } from "../domain/dates";
import type { FirstRead } from "../domain/paths";
import { FLAG_DAYS } from "../domain/tour-days";

const enc = (id: number | string) => encodeURIComponent(String(id));

export const TOURS: FirstRead = ["tour/select/event"];

export const TOUR_ATTRIBUTES: FirstRead = ["tour/attr"];

/** Tour ids per day, from `date` (YYYYMMDD) for `lookahead` more days. */
export const toursPerDay = (date: string, lookahead: number): FirstRead => ["tour/overview", { date, lookahead }];

/** The days the tour list's flags ask for: today and FLAG_DAYS - 1 more (domain/tours.ts `flagDays`). */
export const flagDaysFrom = (today: Date): [date: string, lookahead: number] => [toPathDate(today), FLAG_DAYS - 1];

/** The tour; with a date (YYYYMMDD), that day's tickets and schedule. */
export const tour = (id: number | string, date?: string): FirstRead => [
  "tour",
  date ? { tour: id, date } : { tour: id },
];

export const tourCalendar = (id: number | string, start: string, end: string): FirstRead => [
  `tour/calendar/tour/${enc(id)}/range/${start};${end}`,
];

export const tourSoldOut = (id: number | string, start: string, end: string): FirstRead => [
  `tour/soldout/tour/${enc(id)}/range/${start};${end}`,
];

export const tourLifetime = (id: number | string): FirstRead => [`tour/lifetime/tour/${enc(id)}`];

/**
 * The month a tour's calendar opens on when the tour runs today (the common case; the store's
 * `initialMonth(today, lifetime.first)`), as the range its calendar and sold-out calls ask for
 * (domain/tours-list.ts `monthRange`). Asked for before the tour's season is known: when it
 * starts later, the screen asks for that month itself and this answer is not used.
 */
export function openingMonth(today: Date): [start: string, end: string] {
  const [y, m] = [today.getFullYear(), today.getMonth()];
  return [toPathDate(new Date(y, m, 1)), toPathDate(new Date(y, m + 1, 0))];
}

/** The tour list's first reads: the tours, their filter values and the tours of the flag days. */
export const tourListReads = (today: Date): FirstRead[] => [
  TOURS,
  TOUR_ATTRIBUTES,
  toursPerDay(...flagDaysFrom(today)),
];

/**
 * A tour's first reads without a day asked for: the tour, its season, and the calendar and
 * sold-out days of the month it opens on. (A day in the address, `?date=`, is not a route
 * parameter: that day's tour is asked for by the screen.)
 */
export const tourReads = (id: number, today: Date): FirstRead[] =>
  Number.isInteger(id) && id > 0
    ? [tour(id), tourLifetime(id), tourCalendar(id, ...openingMonth(today)), tourSoldOut(id, ...openingMonth(today))]
    : [];
