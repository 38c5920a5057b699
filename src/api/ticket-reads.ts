// The event screens' reads as data: the addresses the calls of tickets.ts and ticket-sales.ts ask
// for, which the route table names too (RouteDef.reads), so that a navigation asks for them while
// the screen's code is still coming. Small and without decoders: the route table is in the entry.
import { toPathDate } from "../domain/dates";
import type { FirstRead } from "../domain/paths";

export const EVENTS: FirstRead = ["event/select"];

/** An event's tickets; with a day (YYYY-MM-DD), that day's schedule and timeslots. */
export const collection = (eventId: number, day?: string): FirstRead => [
  `ticket/collect/event/${eventId}${day ? `/date/${day.replace(/-/g, "")}` : ""}`,
];

export const lifetime = (eventId: number): FirstRead => ["ticket/lifetime", { event: eventId }];

export const calendar = (eventId: number, start: Date, end: Date): FirstRead => [
  `ticket/calendar/event/${eventId}/range/${toPathDate(start)};${toPathDate(end)}`,
  { deep: 1 },
];

/**
 * The months an event's calendar opens on when the event runs today and past the next month (the
 * common case; domain/tickets-calendar.ts `calendarRange` from `initialMonth`): this month and the
 * next. Asked for before the event's run is known; when the run says otherwise, the screen asks
 * for its own range and this answer is not used.
 */
export function firstMonths(today: Date): [start: Date, end: Date] {
  return [new Date(today.getFullYear(), today.getMonth(), 1), new Date(today.getFullYear(), today.getMonth() + 2, 0)];
}

/** The event screen's first reads: its tickets, its run, and the calendar of its first months. */
export const eventReads = (eventId: number, today: Date): FirstRead[] =>
  Number.isInteger(eventId) && eventId > 0
    ? [collection(eventId), lifetime(eventId), calendar(eventId, ...firstMonths(today))]
    : [];
