// Event tickets and the selection rules of spec 001 section 5 ("Event tickets"): ticket counts,
// subtickets (starting values, fixed family parts), the timeslot limit and family completeness.
// Pure: the tickets feature's store calls these.
import type { NewLine, TicketLine } from "./basket";
import { timeOf } from "./dates";

/** 1 timed (a timeslot), 3 event-long (the whole run), 5 scheduled (fixed dates and times). */
export type TicketMode = 1 | 3 | 5;

export interface Subticket {
  id: number;
  name: string;
  /** Minor units, added to the ticket's own price per piece. */
  price: number;
  vat_value: number;
  min_quantity: number;
  max_quantity: number;
}

export interface ScheduleEntry {
  /** "YYYY-MM-DD HH:mm:ss" */
  datetime: string;
  datetime_end: string;
  /** Tickets left for this entry. */
  max_tickets: number;
}

export interface EventTicket {
  id: number;
  eventId: number;
  name: string;
  description?: string;
  mode: TicketMode;
  /** Minor units. */
  price: number;
  vat_value: number;
  /** 1: a family ticket, whose subtickets are its parts. */
  family: 0 | 1;
  subtickets: Subticket[];
  schedule: ScheduleEntry[];
  group_id: number;
  group_name: string;
  book_with_cost: 0 | 1;
  book_with_cost_warn: 0 | 1;
  print_separately: 0 | 1;
  unique_barcode: 0 | 1;
  scan_separately: 0 | 1;
}

export interface Timeslot {
  /** "YYYY-MM-DD HH:mm:ss" */
  datetime: string;
  /** Places left in the slot. */
  max_tickets: number;
}

export type SubticketCounts = Record<number, number>;

/**
 * What the visitor chose: a count per plain ticket, and the subticket counts of each ticket with
 * subtickets the visitor has chosen (absent: not chosen).
 */
export interface TicketSelection {
  counts: Record<number, number>;
  subtickets: Record<number, SubticketCounts>;
}

export const EMPTY_SELECTION: TicketSelection = { counts: {}, subtickets: {} };

export const hasSubtickets = (ticket: Pick<EventTicket, "subtickets">): boolean => ticket.subtickets.length > 0;

/** Modes 3 and 5 have no max_tickets limit. */
export const hasTicketLimit = (mode: TicketMode): boolean => mode !== 3 && mode !== 5;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Whether the visitor picks a date (and time) first: every mode but the event-long one. */
export const needsDate = (tickets: Pick<EventTicket, "mode">[]): boolean => tickets.some((t) => t.mode !== 3);

/** A ticket for the event's whole run (mode 3 with its date): sold whatever the day chosen. */
export const isRunTicket = (t: Pick<EventTicket, "mode" | "schedule">): boolean =>
  t.mode === 3 && t.schedule.length > 0;

/** The most a quantity control offers when no limit applies. */
export const UNLIMITED_MAX = 99;

/**
 * How many of a ticket may be chosen at a datetime: up to what is left for a timed ticket
 * (mode 1), less what the basket already holds there; modes 3 and 5 have no limit, but a ticket
 * with nothing left there is sold out (0).
 */
export function ticketMax(
  ticket: Pick<EventTicket, "mode" | "schedule">,
  datetime: string | null,
  inBasket = 0,
): number {
  const entry = datetime ? ticket.schedule.find((e) => e.datetime === datetime) : undefined;
  const own = hasTicketLimit(ticket.mode) ? inBasket : 0;
  const left = entry ? Math.max(0, entry.max_tickets - own) : 0;
  if (left === 0) return 0;
  return hasTicketLimit(ticket.mode) ? Math.min(left, UNLIMITED_MAX) : UNLIMITED_MAX;
}

/** A ticket with subtickets counts 1 when any subticket is above 0, else 0; others count as chosen. */
export function ticketCount(
  ticket: Pick<EventTicket, "subtickets">,
  count: number,
  subCounts: SubticketCounts = {},
): number {
  if (!hasSubtickets(ticket)) return Math.max(0, count);
  return ticket.subtickets.some((s) => (subCounts[s.id] ?? 0) > 0) ? 1 : 0;
}

/** Each subticket starts at its min_quantity (0 when it has none). */
export function initialSubticketCounts(ticket: Pick<EventTicket, "subtickets">): SubticketCounts {
  return Object.fromEntries(ticket.subtickets.map((s) => [s.id, Math.max(0, s.min_quantity || 0)]));
}

/** A subticket is fixed when min equals max in a family ticket of at least two subtickets. */
export function isFixedSubticket(ticket: Pick<EventTicket, "family" | "subtickets">, sub: Subticket): boolean {
  return ticket.family === 1 && ticket.subtickets.length >= 2 && sub.min_quantity === sub.max_quantity;
}

/** Fixed subtickets take their max quantity when the other subtickets are non-zero, else 0. */
export function fixedSubticketCounts(
  ticket: Pick<EventTicket, "family" | "subtickets">,
  counts: SubticketCounts,
): SubticketCounts {
  const fixed = ticket.subtickets.filter((s) => isFixedSubticket(ticket, s));
  const others = sum(ticket.subtickets.filter((s) => !isFixedSubticket(ticket, s)).map((s) => counts[s.id] ?? 0));
  const next = { ...counts };
  for (const s of fixed) next[s.id] = others > 0 ? s.max_quantity : 0;
  return next;
}

/** The counts a ticket with subtickets gets when the visitor chooses it. */
export const startSubtickets = (ticket: Pick<EventTicket, "family" | "subtickets">): SubticketCounts =>
  fixedSubticketCounts(ticket, initialSubticketCounts(ticket));

/** Sets one subticket's count within its bounds; fixed family parts follow the others. */
export function withSubticketCount(
  ticket: Pick<EventTicket, "family" | "subtickets">,
  counts: SubticketCounts,
  subId: number,
  value: number,
): SubticketCounts {
  const sub = ticket.subtickets.find((s) => s.id === subId);
  if (!sub || isFixedSubticket(ticket, sub)) return counts;
  const n = Math.min(sub.max_quantity, Math.max(sub.min_quantity, Math.floor(value) || 0));
  return fixedSubticketCounts(ticket, { ...counts, [subId]: n });
}

/** A ticket's count in a selection (see ticketCount). */
export function selectedCount(ticket: EventTicket, selection: TicketSelection): number {
  if (hasSubtickets(ticket)) {
    const subs = selection.subtickets[ticket.id];
    return subs ? ticketCount(ticket, 1, subs) : 0;
  }
  return ticketCount(ticket, selection.counts[ticket.id] ?? 0);
}

/** The number of tickets a selection books. */
export const selectionCount = (tickets: EventTicket[], selection: TicketSelection): number =>
  sum(tickets.map((t) => selectedCount(t, selection)));

/** A line's amount in minor units: count × (ticket price + each subticket's price × its count). */
export function ticketLineTotal(
  ticket: Pick<EventTicket, "price" | "subtickets">,
  count: number,
  subCounts: SubticketCounts = {},
): number {
  return count * (ticket.price + sum(ticket.subtickets.map((s) => s.price * (subCounts[s.id] ?? 0))));
}

export const selectionTotal = (tickets: EventTicket[], selection: TicketSelection): number =>
  sum(tickets.map((t) => ticketLineTotal(t, selectedCount(t, selection), selection.subtickets[t.id])));

export type SelectionError =
  | { kind: "nothingSelected" }
  | { kind: "overbooked"; requested: number; available: number }
  | { kind: "familyIncomplete"; ticketId: number; name: string }
  | { kind: "subticketRange"; ticketId: number; subticketId: number; name: string; min: number; max: number };

/**
 * Why a selection cannot go into the basket: nothing chosen; more tickets than the timeslot has
 * left (modes 3 and 5 have no limit); a family ticket without a quantity for every part; a
 * subticket outside its bounds.
 */
export function ticketSelectionErrors(
  tickets: EventTicket[],
  selection: TicketSelection,
  slot: Timeslot | null,
): SelectionError[] {
  const errors: SelectionError[] = [];
  if (selectionCount(tickets, selection) === 0) errors.push({ kind: "nothingSelected" });
  const limited = sum(tickets.filter((t) => hasTicketLimit(t.mode)).map((t) => selectedCount(t, selection)));
  if (slot && limited > slot.max_tickets)
    errors.push({ kind: "overbooked", requested: limited, available: Math.max(0, slot.max_tickets) });
  for (const ticket of tickets) {
    const subs = selection.subtickets[ticket.id];
    // a ticket that books nothing is simply left out; fixed parts follow the others
    if (!subs || !selectedCount(ticket, selection)) continue;
    for (const s of ticket.subtickets) {
      if (isFixedSubticket(ticket, s)) continue;
      const n = subs[s.id] ?? 0;
      if (n < s.min_quantity || n > s.max_quantity)
        errors.push({
          kind: "subticketRange",
          ticketId: ticket.id,
          subticketId: s.id,
          name: s.name,
          min: s.min_quantity,
          max: s.max_quantity,
        });
    }
    const parts = ticket.subtickets.filter((s) => !isFixedSubticket(ticket, s));
    if (ticket.family === 1 && parts.some((s) => !(subs[s.id] > 0)))
      errors.push({ kind: "familyIncomplete", ticketId: ticket.id, name: ticket.name });
  }
  return errors;
}

export interface TicketWhen {
  /** "YYYY-MM-DD HH:mm:ss" of the slot, or of the run's start for event-long tickets. */
  datetime: string;
  /** Whether the line is for a time of day (modes 1 and 5); an event-long ticket has none. */
  timed: boolean;
}

/** The basket lines of a selection: one per chosen ticket. */
export function ticketLines(
  event: { id: number; name: string },
  tickets: EventTicket[],
  selection: TicketSelection,
  when: TicketWhen,
): Omit<TicketLine, "key">[] {
  const date = when.datetime.slice(0, 10);
  const time = when.timed ? timeOf(when.datetime) : "";
  return tickets.flatMap((ticket) => {
    const count = selectedCount(ticket, selection);
    if (!count) return [];
    const subCounts = selection.subtickets[ticket.id] ?? {};
    const line: Omit<TicketLine, "key"> & NewLine = {
      type: "ticket",
      id: ticket.id,
      eventId: event.id,
      eventName: event.name,
      name: ticket.name,
      price: ticket.price,
      vat_value: ticket.vat_value,
      count,
      totalPrice: ticketLineTotal(ticket, count, subCounts),
      datetime: when.datetime,
      date,
      time,
      subtickets: ticket.subtickets
        .filter((s) => (subCounts[s.id] ?? 0) > 0)
        .map((s) => ({ id: s.id, name: s.name, price: s.price, vat_value: s.vat_value, count: subCounts[s.id] })),
    };
    return [line];
  });
}

/** The places of a slot the basket already holds (ticket lines of the event at that datetime). */
export function placesInBasket(
  lines: readonly { type: string; count: number; eventId?: number; datetime?: string }[],
  eventId: number,
  datetime: string | null,
): number {
  // no datetime chosen: no line matches (a ticket line always has one), so 0
  return sum(
    lines.filter((l) => l.type === "ticket" && l.eventId === eventId && l.datetime === datetime).map((l) => l.count),
  );
}

/** A slot as the visitor can still book it: what is left less what the basket already holds. */
export const slotLeft = (slot: Timeslot | null, inBasket: number): Timeslot | null =>
  slot && { ...slot, max_tickets: Math.max(0, slot.max_tickets - inBasket) };
