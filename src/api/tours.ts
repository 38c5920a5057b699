// Guided-tour calls (spec 001 section 7; shapes and defaults in docs/service-contract.md). Tour,
// calendar and sold-out failures are the caller's (they set not-found flags); a 404 is not a
// global error. Each answer goes through its decoder (decode.ts).
import type { ApiClient } from "./client";
import { TOURS, TOUR_ATTRIBUTES, tour, tourCalendar, tourLifetime, tourSoldOut, toursPerDay } from "./tour-reads";
import type { PriceEntry, PriceList, TourFlags, TourSubticket, TourTicket } from "../domain/tours";
import type { CalendarTime, TourCalendar } from "../domain/tours-list";
import type { QuestionType, TourQuestion } from "../domain/tours-answers";
import {
  each,
  flag,
  isObj,
  needArr,
  needId,
  needNum,
  needObj,
  needStr,
  num,
  numOr,
  obj,
  str,
  strOr,
  entries,
} from "./decode";

export interface TourListItem {
  id: number;
  name: string;
  eventName: string;
  description: string;
  langIdentifier: string;
  langName: string;
  custom_groups: { id: number }[];
  museumId: number;
  venue: string;
  /** null: the list does not say (the card leaves the group size out). */
  max_participants: number | null;
  single_ticketing: 0 | 1;
  book_complete_tour: 0 | 1;
  /** Empty when the list does not carry prices (the card shows no "price from"). */
  priceList: PriceList;
}

export interface TourAttributes {
  category: { id: number; name: string }[];
  venues: { id: string; name: string }[];
  hasMultipleVenues: boolean;
}

export interface ScheduleEntry {
  tourCount: number;
  priceList: PriceList;
}

export interface TourDetail extends Omit<TourListItem, "max_participants">, TourFlags {
  max_participants: number;
  min_group_size: number;
  tickets: TourTicket[];
  /** Keyed by time (HH:mm). */
  schedule: Record<string, ScheduleEntry>;
  questions: TourQuestion[];
  /** With a date: the date asked for (YYYY-MM-DD). */
  date?: string;
  /** With a date: that date when it can be booked, else the next that can, or null. */
  next_available?: string | null;
}

export interface TourLifetime {
  /** YYYY-MM-DD */
  first: string;
  last: string;
}

const HANDLED = [400, 404];

const priceEntry = (v: unknown, key: string): PriceEntry | undefined => {
  if (!isObj(v) || numOr(v.price) === undefined) return undefined;
  return {
    id: num(v.id, num(key)),
    name: str(v.name),
    price: num(v.price),
    vat_value: num(v.vat_value),
    sequence_no: num(v.sequence_no),
  };
};

/** A price list keyed by price id; entries without a price are left out. */
export function decodePriceList(v: unknown): PriceList {
  const out: PriceList = {};
  for (const [k, e] of entries(v)) {
    const p = priceEntry(e, k);
    if (p) out[k] = p;
  }
  return out;
}

const groupRef = (v: unknown) => (isObj(v) && numOr(v.id) !== undefined ? { id: num(v.id) } : undefined);

/** The fields of the list and the detail: id and name are required. */
function tourBase(call: string, v: unknown, at: string): Omit<TourListItem, "max_participants"> {
  const t = needObj(call, at, v);
  const lang = str(t.langIdentifier);
  return {
    id: needId(call, `${at}.id`, t.id),
    name: needStr(call, `${at}.name`, t.name),
    eventName: str(t.eventName),
    description: str(t.description),
    langIdentifier: lang,
    langName: str(t.langName, lang),
    custom_groups: each(t.custom_groups, groupRef),
    museumId: num(t.museumId),
    venue: str(t.venue),
    single_ticketing: flag(t.single_ticketing),
    book_complete_tour: flag(t.book_complete_tour),
    priceList: decodePriceList(t.priceList),
  };
}

export function decodeTours(call: string, v: unknown): TourListItem[] {
  const d = needObj(call, "data", v);
  return needArr(call, "tours", d.tours).map((t, i) => ({
    ...tourBase(call, t, `tours[${i}]`),
    max_participants: numOr(obj(t).max_participants) ?? null,
  }));
}

const named = (v: unknown) =>
  isObj(v) && strOr(v.id) !== undefined ? { id: str(v.id), name: str(v.name, str(v.id)) } : undefined;

export function decodeTourAttributes(call: string, v: unknown): TourAttributes {
  const d = needObj(call, "data", v);
  const venues = each(d.venues, named);
  return {
    category: each(d.category, named).map((c) => ({ id: num(c.id), name: c.name })),
    venues,
    hasMultipleVenues: d.hasMultipleVenues === undefined ? venues.length > 1 : Boolean(d.hasMultipleVenues),
  };
}

/** Tour ids per day; anything else under a day reads as no tours. */
export function decodeToursPerDay(v: unknown): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const [k, ids] of entries(v)) out[k] = each(ids, numOr);
  return out;
}

const TYPES: QuestionType[] = ["radio", "select", "checkbox", "text", "textarea", "number"];

/** A question of a type the widget does not know is left out (it could not be answered). */
const question = (v: unknown): TourQuestion | undefined => {
  if (!isObj(v) || numOr(v.id) === undefined || !TYPES.includes(v.type as QuestionType)) return undefined;
  const options = each(v.options, (o) =>
    isObj(o) && strOr(o.value) !== undefined ? { value: str(o.value), label: str(o.label, str(o.value)) } : undefined,
  );
  return {
    id: num(v.id),
    type: v.type as QuestionType,
    label: str(v.label),
    required: v.required === true || v.required === 1 || v.required === "1",
    ...(options.length ? { options } : {}),
    ...(numOr(v.min) !== undefined ? { min: num(v.min) } : {}),
    ...(numOr(v.max) !== undefined ? { max: num(v.max) } : {}),
  };
};

const subticket = (v: unknown): TourSubticket | undefined =>
  isObj(v) && numOr(v.id) !== undefined
    ? { id: num(v.id), name: str(v.name), price: num(v.price), vat_value: num(v.vat_value) }
    : undefined;

/** A ticket needs an id and a price to be sold; others are left out. */
const ticket = (v: unknown): TourTicket | undefined => {
  if (!isObj(v) || numOr(v.id) === undefined || numOr(v.price) === undefined) return undefined;
  const subs = each(v.subtickets, subticket);
  return {
    id: num(v.id),
    name: str(v.name),
    price: num(v.price),
    vat_value: num(v.vat_value),
    sequence_no: num(v.sequence_no),
    ...(subs.length ? { subtickets: subs } : {}),
  };
};

/** The tour: id, name and max_participants are required (the booking is capped by it). */
export function decodeTour(call: string, v: unknown): TourDetail {
  const t = needObj(call, "data", v);
  const schedule: Record<string, ScheduleEntry> = {};
  for (const [time, e] of entries(t.schedule))
    schedule[time] = { tourCount: num(obj(e).tourCount), priceList: decodePriceList(obj(e).priceList) };
  const date = strOr(t.date);
  return {
    ...tourBase(call, t, "data"),
    max_participants: needNum(call, "max_participants", t.max_participants),
    booking_without_tickets: flag(t.booking_without_tickets),
    min_group_size: num(t.min_group_size),
    tickets: each(t.tickets, ticket),
    schedule,
    questions: each(t.questions, question),
    ...(date ? { date } : {}),
    ...(t.next_available === null || strOr(t.next_available)
      ? { next_available: strOr(t.next_available) ?? null }
      : {}),
  };
}

/** Date -> time -> entry; an entry without places left reads as sold out. */
export function decodeTourCalendar(v: unknown): TourCalendar {
  const out: TourCalendar = {};
  for (const [dayKey, times] of entries(v)) {
    const day: Record<string, CalendarTime> = {};
    for (const [time, e] of entries(times)) {
      const x = obj(e);
      const tickets = num(x.tickets);
      day[time] = {
        time: str(x.time, time),
        tickets,
        timeslotId: num(x.timeslotId),
        soldout: x.soldout === undefined ? tickets <= 0 : Boolean(x.soldout),
      };
    }
    out[dayKey] = day;
  }
  return out;
}

export function decodeLifetime(call: string, v: unknown): TourLifetime {
  const l = needObj(call, "data", v);
  return { first: needStr(call, "first", l.first).slice(0, 10), last: needStr(call, "last", l.last).slice(0, 10) };
}

export const getTours = (api: ApiClient) => api.get<unknown>(TOURS[0]).then((d) => decodeTours(TOURS[0], d));

export const getTourAttributes = (api: ApiClient) =>
  api.get<unknown>(TOUR_ATTRIBUTES[0]).then((d) => decodeTourAttributes(TOUR_ATTRIBUTES[0], d));

/** Tour ids per day, from `date` (YYYYMMDD) for `lookahead` more days. */
export function getToursPerDay(api: ApiClient, date: string, lookahead: number) {
  const [call, query] = toursPerDay(date, lookahead);
  return api.get<unknown>(call, { query }).then(decodeToursPerDay);
}

/** The tour; with a date (YYYYMMDD), that day's tickets and schedule. */
export function getTour(api: ApiClient, id: number | string, date?: string) {
  const [call, query] = tour(id, date);
  return api.get<unknown>(call, { query, handled: HANDLED }).then((d) => decodeTour(call, d));
}

export function getTourCalendar(api: ApiClient, id: number | string, start: string, end: string) {
  const [call] = tourCalendar(id, start, end);
  return api.get<unknown>(call, { handled: HANDLED }).then(decodeTourCalendar);
}

/** Sold-out days (YYYY-MM-DD) of a range. */
export function getTourSoldOut(api: ApiClient, id: number | string, start: string, end: string) {
  const [call] = tourSoldOut(id, start, end);
  return api.get<unknown>(call, { handled: HANDLED }).then((d) => each(d, strOr));
}

export function getTourLifetime(api: ApiClient, id: number | string) {
  const [call] = tourLifetime(id);
  return api.get<unknown>(call, { handled: HANDLED }).then((d) => decodeLifetime(call, d));
}
