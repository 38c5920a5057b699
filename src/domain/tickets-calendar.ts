// The event calendar and the day's timeslots (spec 001 sections 4 and 9): the range a calendar
// call covers, a day's state from the number of tickets left, and which timeslots can be chosen.
// Pure.
import { parseKeyDate, type DayState } from "./dates";
import type { Timeslot } from "./tickets";
import { addMonths, endOfMonth, startOfMonth } from "./month-days";

/** A day with this many tickets left or fewer (and more than 0) is shown as "few left". */
export const FEW_LEFT = 10;

const isCount = (n: unknown): n is number => Number.isFinite(n);

/** The calendar answer maps a date to the tickets left; 0 is sold out, a missing date has no sale. */
export function dayState(left: number | undefined): DayState {
  // Number.isFinite is false for undefined, null (the service's "no figure") and NaN
  if (!isCount(left)) return "unavailable";
  if (left <= 0) return "soldout";
  return left <= FEW_LEFT ? "few" : "available";
}

export interface CalendarRange {
  start: Date;
  end: Date;
  /** Months shown side by side. */
  months: 1 | 2;
}

/**
 * The displayed month plus the following one, or up to the event's last day (YYYY-MM-DD) when
 * that comes first.
 */
export function calendarRange(displayed: Date, lastDay: string | null): CalendarRange {
  const start = startOfMonth(displayed);
  const next = addMonths(start, 1);
  const endOfNext = startOfDay(endOfMonth(next));
  const last = lastDay ? parseKeyDate(lastDay) : null;
  const end = last && last < endOfNext ? (last < start ? start : last) : endOfNext;
  return { start, end, months: end < next ? 1 : 2 };
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/** The datetimes of a day's slots that still have places, the ones a visitor may choose. */
export const openTimes = (slots: Timeslot[]): string[] => slots.filter((s) => s.max_tickets > 0).map((s) => s.datetime);
