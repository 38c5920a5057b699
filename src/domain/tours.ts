// The rules of guided tours (spec 001 sections 4, 5 and 9) as pure functions. A tour is booked
// in one of three ways, chosen by its flags:
//  - places: single places on a tour (book_complete_tour off); a count is a person;
//  - whole tours: book_complete_tour on without single ticketing; a count is a whole tour;
//  - single ticketing: the visitor chooses tickets; each ticket takes one place and pays the
//    tour price (the first price-list entry) once.
import { toKeyDate } from "./dates";
import { FLAG_DAYS } from "./tour-days";
import { addDays } from "./month-days";

export type Flag = 0 | 1;

export interface TourFlags {
  single_ticketing: Flag;
  book_complete_tour: Flag;
  booking_without_tickets: Flag;
}

export interface PriceEntry {
  id: number;
  name: string;
  /** Minor units. */
  price: number;
  vat_value: number;
  sequence_no: number;
}

/** A price list keyed by price id. */
export type PriceList = Record<string, PriceEntry>;

export interface TourSubticket {
  id: number;
  name: string;
  price: number;
  vat_value?: number;
}

export interface TourTicket {
  id: number;
  name: string;
  price: number;
  vat_value: number;
  sequence_no: number;
  /** Each subticket is one participant; the ticket costs the sum of its subtickets. */
  subtickets?: TourSubticket[];
}

/** What the visitor chose: counts per price id, per ticket id, per ticket and subticket id. */
export interface TourSelection {
  tours: Record<number, number>;
  tickets: Record<number, number>;
  subtickets: Record<number, Record<number, number>>;
}

export const EMPTY_SELECTION: TourSelection = { tours: {}, tickets: {}, subtickets: {} };

/** Non-numeric, negative or fractional input counts as a whole number of at least 0. */
export function toCount(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  if (typeof value === "string" && /^\s*\d+\s*$/.test(value)) return parseInt(value, 10);
  return 0;
}

export const isWholeTour = (f: TourFlags): boolean => f.book_complete_tour === 1 && f.single_ticketing === 0;

/**
 * Tickets are required when book_complete_tour and booking_without_tickets are both off, or
 * when book_complete_tour is on together with single_ticketing.
 */
export const ticketsRequired = (f: TourFlags): boolean =>
  (f.book_complete_tour === 0 && f.booking_without_tickets === 0) ||
  (f.book_complete_tour === 1 && f.single_ticketing === 1);

/** Tickets are shown when required, or optionally unless the tour is booked without tickets. */
export const ticketsOffered = (f: TourFlags): boolean => ticketsRequired(f) || f.booking_without_tickets === 0;

/** With single ticketing the tickets decide the places; otherwise the visitor counts tours. */
export const choosesTours = (f: TourFlags): boolean => !(f.single_ticketing === 1 && ticketsOffered(f));

/** A ticket's participants: the sum of its subtickets when it has some. */
export function ticketParticipants(ticket: Pick<TourTicket, "id" | "subtickets">, s: TourSelection): number {
  if (ticket.subtickets?.length)
    return ticket.subtickets.reduce((n, sub) => n + toCount(s.subtickets[ticket.id]?.[sub.id]), 0);
  return toCount(s.tickets[ticket.id]);
}

export interface TourCounts {
  /** Places, or whole tours. */
  tourCount: number;
  ticketCount: number;
}

/** Tour count and ticket count of a selection (spec 001 section 4: recomputed on every change). */
export function tourCounts(f: TourFlags, prices: PriceEntry[], tickets: TourTicket[], s: TourSelection): TourCounts {
  const ticketCount = ticketsOffered(f) ? tickets.reduce((n, t) => n + ticketParticipants(t, s), 0) : 0;
  const tourCount = choosesTours(f) ? prices.reduce((n, p) => n + toCount(s.tours[p.id]), 0) : ticketCount;
  return { tourCount, ticketCount };
}

/** The price-list entries in their order: sequence_no, then id. */
export const sortedPrices = (list: PriceList | undefined): PriceEntry[] =>
  Object.values(list ?? {}).sort((a, b) => a.sequence_no - b.sequence_no || a.id - b.id);

/**
 * The first entry of a price list keyed by price id (spec 001 section 3): the lowest id, the
 * order in which the original shop's object iterated; sequence_no orders the list on screen.
 */
export const firstPrice = (list: PriceList | undefined): PriceEntry | undefined =>
  Object.values(list ?? {}).reduce<PriceEntry | undefined>((a, b) => (!a || b.id < a.id ? b : a), undefined);

/**
 * The tour price: the first entry of the price list (firstPrice); with single ticketing
 * multiplied by the ticket count. Null without a price list.
 */
export function tourPrice(
  list: PriceList | undefined,
  f: Pick<TourFlags, "single_ticketing">,
  ticketCount: number,
): (PriceEntry & { total: number }) | null {
  const first = firstPrice(list);
  if (!first) return null;
  return { ...first, total: f.single_ticketing ? first.price * ticketCount : first.price };
}

/** The amount of a selection in minor units: the tour part plus the tickets. */
export function tourTotal(f: TourFlags, list: PriceList | undefined, tickets: TourTicket[], s: TourSelection): number {
  const prices = sortedPrices(list);
  const { ticketCount } = tourCounts(f, prices, tickets, s);
  const tourPart = choosesTours(f)
    ? prices.reduce((n, p) => n + p.price * toCount(s.tours[p.id]), 0)
    : (tourPrice(list, f, ticketCount)?.total ?? 0);
  const ticketPart = ticketsOffered(f)
    ? tickets.reduce((n, t) => {
        if (!t.subtickets?.length) return n + t.price * toCount(s.tickets[t.id]);
        return n + t.subtickets.reduce((m, sub) => m + sub.price * toCount(s.subtickets[t.id]?.[sub.id]), 0);
      }, 0)
    : 0;
  return tourPart + ticketPart;
}

export interface CapInput {
  flags: TourFlags;
  maxParticipants: number;
  /** Places (or, for whole tours, tours) left in the slot, per the calendar. */
  remaining: number;
  /** The schedule's tour count at the chosen time. */
  scheduleTours: number;
  /** Places or tours the basket already holds for the same tour and slot. */
  inBasket: number;
}

/**
 * The most places (or tours) one booking may take: the lowest of max_participants and what is
 * left of the slot; for whole-tour booking without single ticketing also within the
 * schedule's tour count. What the basket already holds for the slot counts against both.
 */
export function tourCountCap({ flags, maxParticipants, remaining, scheduleTours, inBasket }: CapInput): number {
  let cap = Math.min(maxParticipants, remaining - inBasket);
  if (isWholeTour(flags)) cap = Math.min(cap, scheduleTours - inBasket);
  return Math.max(0, cap);
}

/** Each ticket count is capped at max_participants times the tour count (one tour with single ticketing). */
export const ticketCap = (f: TourFlags, maxParticipants: number, tourCount: number): number =>
  Math.max(0, maxParticipants * (f.single_ticketing ? 1 : tourCount));

export interface Overbooking {
  requested: number;
  available: number;
}

/** Requested above available: the numbers the overbooking message states. */
export const overbooking = (requested: number, available: number): Overbooking | null =>
  requested > available ? { requested, available: Math.max(0, available) } : null;

export type TourWarning = "fewerTickets" | "moreTickets";

/** Tickets and tour places must be equal when tickets are required. */
export function tourWarning(f: TourFlags, { tourCount, ticketCount }: TourCounts): TourWarning | null {
  if (!ticketsRequired(f)) return null;
  if (ticketCount < tourCount) return "fewerTickets";
  if (ticketCount > tourCount) return "moreTickets";
  return null;
}

/**
 * Participants a booking states: its tickets when tickets are offered, its places otherwise;
 * null for whole tours booked without tickets (nothing counts people there).
 */
export function participants(f: TourFlags, c: TourCounts): number | null {
  if (ticketsOffered(f)) return c.ticketCount;
  return isWholeTour(f) ? null : c.tourCount;
}

/**
 * The minimum group size (a number from the service) as a shortfall: per tour for whole tours,
 * per booking otherwise. Null when the booking is large enough or nothing is chosen yet.
 */
export function groupShortfall(
  f: TourFlags,
  minGroupSize: number,
  c: TourCounts,
): { needed: number; participants: number } | null {
  const people = participants(f, c);
  if (!minGroupSize || people === null || (people === 0 && c.tourCount === 0)) return null;
  const needed = isWholeTour(f) ? minGroupSize * Math.max(1, c.tourCount) : minGroupSize;
  return people < needed ? { needed, participants: people } : null;
}

/** The flags' days as keys, today first. The specification's fourth flag repeated the third. */
export const flagDays = (today: Date): string[] =>
  Array.from({ length: FLAG_DAYS }, (_, i) => toKeyDate(addDays(today, i)));

/** The flag days on which a tour runs, per the tours-per-day overview. */
export const tourFlags = (days: string[], overview: Record<string, number[]>, tourId: number): string[] =>
  days.filter((d) => overview[d]?.includes(tourId));
