// Guided-tour calls (spec 001 section 7; shapes in docs/service-contract.md). Tour, calendar and
// sold-out failures are the caller's (they set not-found flags); a 404 is not a global error.
import type { ApiClient } from "./client";
import type { PriceList, TourFlags, TourTicket } from "../domain/tours";
import type { TourCalendar } from "../domain/tours-list";
import type { TourQuestion } from "../domain/tours-answers";

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
  max_participants: number;
  single_ticketing: 0 | 1;
  book_complete_tour: 0 | 1;
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

export interface TourDetail extends TourListItem, TourFlags {
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

export const getTours = (api: ApiClient) =>
  api.get<{ tours: TourListItem[] }>("tour/select/event").then((d) => d?.tours ?? []);

export const getTourAttributes = (api: ApiClient) => api.get<TourAttributes>("tour/attr");

/** Tour ids per day, from `date` (YYYYMMDD) for `lookahead` more days. */
export const getToursPerDay = (api: ApiClient, date: string, lookahead: number) =>
  api.get<Record<string, number[]>>("tour/overview", { query: { date, lookahead } });

/** The tour; with a date (YYYYMMDD), that day's tickets and schedule. */
export const getTour = (api: ApiClient, id: number | string, date?: string) =>
  api.get<TourDetail>("tour", { query: { tour: id, date }, handled: HANDLED });

export const getTourCalendar = (api: ApiClient, id: number | string, start: string, end: string) =>
  api.get<TourCalendar>(`tour/calendar/tour/${encodeURIComponent(String(id))}/range/${start};${end}`, {
    handled: HANDLED,
  });

/** Sold-out days (YYYY-MM-DD) of a range. */
export const getTourSoldOut = (api: ApiClient, id: number | string, start: string, end: string) =>
  api.get<string[]>(`tour/soldout/tour/${encodeURIComponent(String(id))}/range/${start};${end}`, { handled: HANDLED });

export const getTourLifetime = (api: ApiClient, id: number | string) =>
  api.get<TourLifetime>(`tour/lifetime/tour/${encodeURIComponent(String(id))}`, { handled: HANDLED });
