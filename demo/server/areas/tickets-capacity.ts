// Event tickets' capacity in the sandbox (areas/tickets.ts): the events and tickets looked up,
// their slots, performances and runs, the capacity keys a booking uses, and what is left of them
// (neither sold nor held by an open payment); a ticket line read into a booking.
import type { CartLine, SandboxState } from "../state";
import { addDays, dateTime, keyDate, parseDay } from "../clock";
import type { SeedEvent, SeedSlot, SeedTicket, TicketsSeed } from "../seed/tickets";
import { heldLines, perAnswer } from "./checkout-carts";

export interface TicketsData extends TicketsSeed {
  soldBy: Map<string, number>;
}

interface Capacity {
  key: string;
  capacity: number;
}

export const data = (state: SandboxState) => state.area<TicketsData>("tickets");
export const soldOf = (state: SandboxState, key: string) => data(state).soldBy.get(key) ?? 0;
/** What is left for the availability answers: neither sold nor held by an open payment. */
export const leftOf = (state: SandboxState, keys: Capacity[]) => {
  const held = heldBy(state);
  return Math.max(0, Math.min(...keys.map((k) => k.capacity - soldOf(state, k.key) - (held.get(k.key) ?? 0))));
};

/** Places open carts hold, per capacity key (the calendar asks for hundreds). */
const heldBy = perAnswer((state) => {
  const held = new Map<string, number>();
  for (const line of heldLines(state)) {
    const b = line.type === "ticket" ? booking(state, line) : null;
    if (b && typeof b !== "string")
      for (const k of capacityKeys(b.event, b.ticket, b.slot)) held.set(k.key, (held.get(k.key) ?? 0) + b.count);
  }
  return held;
});
const toDate = (datetime: string) => new Date(datetime.replace(" ", "T"));

/** A ticket's mode: its own where it has one (an event-long ticket of a timed event), else its event's. */
export const modeOf = (event: SeedEvent, ticket: SeedTicket) => ticket.mode ?? event.mode;

export const findEvent = (state: SandboxState, id: number) => data(state).events.find((e) => e.id === id) ?? null;

export function findTicket(state: SandboxState, id: unknown): { event: SeedEvent; ticket: SeedTicket } | null {
  for (const event of data(state).events) {
    const ticket = event.tickets.find((t) => t.id === Number(id));
    if (ticket) return { event, ticket };
  }
  return null;
}

/** The run of an event-long event: from opening on its first day to closing on its last. */
export function runEntry(event: SeedEvent): SeedSlot {
  const [open, close] = event.hours ?? [10, 18];
  return {
    datetime: dateTime(addDays(event.start, 0, open)),
    datetime_end: dateTime(addDays(event.end, 0, close)),
    capacity: event.runCapacity ?? 0,
  };
}

/** The slots (mode 1) or performances (mode 5) of an event on a day, past ones included. */
export function slotsOn(event: SeedEvent, day: Date): SeedSlot[] {
  if (day < event.start || day > event.end) return [];
  if (event.mode === 5) return (event.performances ?? []).filter((p) => p.datetime.startsWith(keyDate(day)));
  if (event.mode !== 1 || !event.weekdays?.includes(day.getDay())) return [];
  return (event.slots ?? []).map(({ time: [h, m], minutes }) => {
    const start = addDays(day, 0, h, m);
    return {
      datetime: dateTime(start),
      datetime_end: dateTime(new Date(start.getTime() + minutes * 60_000)),
      capacity: event.slotCapacity ?? 0,
    };
  });
}

export const isFuture = (state: SandboxState, slot: SeedSlot) => toDate(slot.datetime) > state.clock.wall();
export const hasEnded = (state: SandboxState, event: SeedEvent) =>
  toDate(runEntry(event).datetime_end) <= state.clock.wall();

/** The capacity keys of a slot, performance or run (whatever the ticket). */
function entryKeys(event: SeedEvent, slot: SeedSlot): Capacity[] {
  if (event.mode === 3) return [{ key: `run:${event.id}`, capacity: event.runCapacity ?? 0 }];
  const keys = [{ key: `slot:${event.id}:${slot.datetime}`, capacity: slot.capacity }];
  return event.mode === 1
    ? [...keys, { key: `day:${event.id}:${slot.datetime.slice(0, 10)}`, capacity: event.dayCapacity ?? 0 }]
    : keys;
}

/** The capacity keys a booking of `ticket` in `slot` uses: the entry's (the run's for an event-long ticket) and the ticket's own quota. */
export function capacityKeys(event: SeedEvent, ticket: SeedTicket, slot: SeedSlot): Capacity[] {
  const keys =
    modeOf(event, ticket) === 3
      ? [{ key: `run:${event.id}`, capacity: event.runCapacity ?? 0 }]
      : entryKeys(event, slot);
  return ticket.quota === undefined ? keys : [...keys, { key: `quota:${ticket.id}`, capacity: ticket.quota }];
}

/** The bookable entry of a ticket at a datetime: a future slot of that day, or the run. */
function entryAt(state: SandboxState, event: SeedEvent, ticket: SeedTicket, datetime: string): SeedSlot | null {
  if (modeOf(event, ticket) === 3)
    return !hasEnded(state, event) && datetime === runEntry(event).datetime ? runEntry(event) : null;
  const day = parseDay(datetime.slice(0, 10));
  const slot = day ? slotsOn(event, day).find((s) => s.datetime === datetime) : undefined;
  return slot && isFuture(state, slot) ? slot : null;
}

/** Places left in a slot: its own and, for a timed event, the day's. */
export const slotLeft = (state: SandboxState, event: SeedEvent, slot: SeedSlot): number =>
  leftOf(state, entryKeys(event, slot));

/** Tickets left on a day, or undefined when nothing is on sale that day. */
export function dayLeft(state: SandboxState, event: SeedEvent, day: Date): number | undefined {
  if (event.mode === 3) {
    if (day < event.start || day > event.end || hasEnded(state, event) || day < state.clock.today()) return undefined;
    return Math.max(...event.tickets.map((t) => leftOf(state, capacityKeys(event, t, runEntry(event)))));
  }
  const slots = slotsOn(event, day).filter((s) => isFuture(state, s));
  if (!slots.length) return undefined;
  const sum = slots.reduce(
    (n, s) => n + leftOf(state, [{ key: `slot:${event.id}:${s.datetime}`, capacity: s.capacity }]),
    0,
  );
  return event.mode === 1
    ? Math.min(sum, leftOf(state, [{ key: `day:${event.id}:${keyDate(day)}`, capacity: event.dayCapacity ?? 0 }]))
    : sum;
}

/** Subtickets of a line: each in its bounds, fixed family parts following the others, every family part chosen. */
function subticketProblem(ticket: SeedTicket, raw: unknown): string | null {
  const list = Array.isArray(raw) ? (raw as { id?: unknown; count?: unknown }[]) : [];
  const counts = new Map<number, number>();
  for (const s of list) {
    const count = Number(s?.count);
    if (!ticket.subtickets.some((x) => x.id === Number(s?.id)) || !Number.isInteger(count) || count < 0)
      return "SUBTICKET_INVALID";
    counts.set(Number(s.id), (counts.get(Number(s.id)) ?? 0) + count);
  }
  if (!ticket.subtickets.length) return counts.size ? "SUBTICKET_INVALID" : null;
  const fixed = (s: SeedTicket["subtickets"][number]) =>
    ticket.family === 1 && ticket.subtickets.length >= 2 && s.min_quantity === s.max_quantity;
  const parts = ticket.subtickets.filter((s) => !fixed(s));
  const others = parts.reduce((n, s) => n + (counts.get(s.id) ?? 0), 0);
  if (others === 0) return "SUBTICKET_INVALID";
  if (ticket.family === 1 && parts.some((s) => !counts.get(s.id))) return "FAMILY_INCOMPLETE";
  for (const s of ticket.subtickets) {
    const n = counts.get(s.id) ?? 0;
    if (fixed(s) ? n !== s.max_quantity : n < s.min_quantity || n > s.max_quantity) return "SUBTICKET_INVALID";
  }
  return null;
}

interface Booking {
  event: SeedEvent;
  ticket: SeedTicket;
  slot: SeedSlot;
  count: number;
}

export function booking(state: SandboxState, line: CartLine): Booking | string {
  const found = findTicket(state, line.id);
  if (!found) return "TICKET_NOT_FOUND";
  const count = Number(line.count);
  if (!Number.isInteger(count) || count < 1) return "INVALID_COUNT";
  if (hasEnded(state, found.event)) return "EVENT_EXPIRED";
  const slot = entryAt(state, found.event, found.ticket, String(line.datetime ?? ""));
  if (!slot) return "TICKET_DATE_INVALID";
  return subticketProblem(found.ticket, line.subtickets) ?? { ...found, slot, count };
}
