// An event's tickets, its days of sale and its calendar (spec 001 section 7; shapes and defaults
// in docs/service-contract.md, "Event tickets"): the event screen's calls, apart from the list's
// (tickets.ts). Each answer goes through its decoder (decode.ts).
import type { ApiClient } from "./client";
import type { EventTicket, ScheduleEntry, Subticket, Timeslot } from "../domain/tickets";
import { calendar, collection, lifetime } from "./ticket-reads";
import {
  each,
  flag,
  isObj,
  needAmount,
  needArr,
  needId,
  needObj,
  needStr,
  num,
  numOr,
  str,
  strOr,
  entries,
} from "./decode";
import { day, decodeEvent, mode, type TicketEvent } from "./tickets";

export interface TicketCollection {
  /** The event, when the answer carries it (extension; the spec's answer has tickets and timeslot only). */
  event: TicketEvent | null;
  tickets: EventTicket[];
  /** The day's timeslots (modes 1 and 5); empty without a date and for event-long tickets. */
  timeslot: Timeslot[];
}

export interface EventLifetime {
  /** First and last day of sale, YYYY-MM-DD. */
  first: string;
  last: string;
}

/** YYYY-MM-DD -> tickets left; 0 is sold out, a missing day has no sale. */
export type TicketCalendar = Record<string, number>;

const subticket = (v: unknown): Subticket | undefined => {
  if (!isObj(v) || numOr(v.id) === undefined) return undefined;
  return {
    id: num(v.id),
    name: str(v.name),
    price: num(v.price),
    vat_value: num(v.vat_value),
    min_quantity: num(v.min_quantity),
    max_quantity: num(v.max_quantity, Number.MAX_SAFE_INTEGER),
  };
};

const scheduleEntry = (v: unknown): ScheduleEntry | undefined =>
  isObj(v) && strOr(v.datetime)
    ? { datetime: str(v.datetime), datetime_end: str(v.datetime_end), max_tickets: num(v.max_tickets) }
    : undefined;

const timeslot = (v: unknown): Timeslot | undefined =>
  isObj(v) && strOr(v.datetime) ? { datetime: str(v.datetime), max_tickets: num(v.max_tickets) } : undefined;

/** A ticket: id, name and price are required; a ticket without a mode is timed (1). */
function decodeTicket(call: string, v: unknown, i: number, eventId: number): EventTicket {
  const at = `tickets[${i}]`;
  const t = needObj(call, at, v);
  const desc = strOr(t.description);
  return {
    id: needId(call, `${at}.id`, t.id),
    eventId: num(t.eventId, eventId),
    name: needStr(call, `${at}.name`, t.name),
    ...(desc ? { description: desc } : {}),
    mode: mode(t.mode) ?? 1,
    price: needAmount(call, `${at}.price`, t.price),
    vat_value: num(t.vat_value),
    family: flag(t.family),
    subtickets: each(t.subtickets, subticket),
    schedule: each(t.schedule, scheduleEntry),
    group_id: num(t.group_id),
    group_name: str(t.group_name),
    book_with_cost: flag(t.book_with_cost),
    book_with_cost_warn: flag(t.book_with_cost_warn),
    print_separately: flag(t.print_separately),
    unique_barcode: flag(t.unique_barcode),
    scan_separately: flag(t.scan_separately),
  };
}

export function decodeCollection(call: string, v: unknown, eventId: number): TicketCollection {
  const c = needObj(call, "data", v);
  return {
    event: c.event === undefined || c.event === null ? null : decodeEvent(call, c.event),
    tickets: needArr(call, "tickets", c.tickets).map((t, i) => decodeTicket(call, t, i, eventId)),
    timeslot: each(c.timeslot, timeslot),
  };
}

export function decodeLifetime(call: string, v: unknown): EventLifetime {
  const l = needObj(call, "data", v);
  return { first: day(needStr(call, "first", l.first)), last: day(needStr(call, "last", l.last)) };
}

/** Days whose value is not a number are left out (no sale). */
export function decodeTicketCalendar(v: unknown): TicketCalendar {
  const out: TicketCalendar = {};
  for (const [k, n] of entries(v)) if (numOr(n) !== undefined) out[k] = num(n);
  return out;
}

/** An event's tickets; with a day (YYYY-MM-DD), their schedule and the timeslots of that day. 404: no such event. */
export function getTicketCollection(api: ApiClient, eventId: number, day?: string) {
  const [call] = collection(eventId, day);
  return api.get<unknown>(call, { handled: [400, 404] }).then((d) => decodeCollection(call, d, eventId));
}

export function getTicketCalendar(api: ApiClient, eventId: number, start: Date, end: Date) {
  const [call, query] = calendar(eventId, start, end);
  return api.get<unknown>(call, { query }).then(decodeTicketCalendar);
}

export function getEventLifetime(api: ApiClient, eventId: number) {
  const [call, query] = lifetime(eventId);
  return api.get<unknown>(call, { query, handled: [404] }).then((d) => decodeLifetime(call, d));
}
