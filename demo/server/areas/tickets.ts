// Event tickets (issue 3): the event list, ticket collections per event and day, the calendar
// of tickets left, an event's lifetime, and the `ticket` cart line (check, amount, commit).
//
// Capacity is counted per key: `slot:{event}:{datetime}` (a timeslot or a performance),
// `day:{event}:{date}` (a timed event's day), `run:{event}` (an event-long run) and
// `quota:{ticket}` (tickets of one kind for a run). What is left of a booking is the least that
// is left over its keys; a paid line adds its count to every key.
import type { AreaModule, CartLine, LineHandler, SandboxState } from "../state";
import { fail, langOf, ok, tr, type Lang } from "../http";
import { addDays, dateTime, keyDate, parseDay } from "../clock";
import { seedTickets, type SeedEvent, type SeedSlot, type SeedTicket, type TicketsSeed } from "../seed/tickets";
import { heldLines, perAnswer } from "./checkout-carts";

export interface TicketsData extends TicketsSeed {
  soldBy: Map<string, number>;
}

interface Capacity {
  key: string;
  capacity: number;
}

const data = (state: SandboxState) => state.area<TicketsData>("tickets");
const soldOf = (state: SandboxState, key: string) => data(state).soldBy.get(key) ?? 0;
/** What is left for the availability answers: neither sold nor held by an open payment. */
const leftOf = (state: SandboxState, keys: Capacity[]) => {
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
const modeOf = (event: SeedEvent, ticket: SeedTicket) => ticket.mode ?? event.mode;

const findEvent = (state: SandboxState, id: number) => data(state).events.find((e) => e.id === id) ?? null;

function findTicket(state: SandboxState, id: unknown): { event: SeedEvent; ticket: SeedTicket } | null {
  for (const event of data(state).events) {
    const ticket = event.tickets.find((t) => t.id === Number(id));
    if (ticket) return { event, ticket };
  }
  return null;
}

/** The run of an event-long event: from opening on its first day to closing on its last. */
function runEntry(event: SeedEvent): SeedSlot {
  const [open, close] = event.hours ?? [10, 18];
  return {
    datetime: dateTime(addDays(event.start, 0, open)),
    datetime_end: dateTime(addDays(event.end, 0, close)),
    capacity: event.runCapacity ?? 0,
  };
}

/** The slots (mode 1) or performances (mode 5) of an event on a day, past ones included. */
function slotsOn(event: SeedEvent, day: Date): SeedSlot[] {
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

const isFuture = (state: SandboxState, slot: SeedSlot) => toDate(slot.datetime) > state.clock.wall();
const hasEnded = (state: SandboxState, event: SeedEvent) => toDate(runEntry(event).datetime_end) <= state.clock.wall();

/** The capacity keys of a slot, performance or run (whatever the ticket). */
function entryKeys(event: SeedEvent, slot: SeedSlot): Capacity[] {
  if (event.mode === 3) return [{ key: `run:${event.id}`, capacity: event.runCapacity ?? 0 }];
  const keys = [{ key: `slot:${event.id}:${slot.datetime}`, capacity: slot.capacity }];
  return event.mode === 1
    ? [...keys, { key: `day:${event.id}:${slot.datetime.slice(0, 10)}`, capacity: event.dayCapacity ?? 0 }]
    : keys;
}

/** The capacity keys a booking of `ticket` in `slot` uses: the entry's (the run's for an event-long ticket) and the ticket's own quota. */
function capacityKeys(event: SeedEvent, ticket: SeedTicket, slot: SeedSlot): Capacity[] {
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
const slotLeft = (state: SandboxState, event: SeedEvent, slot: SeedSlot): number =>
  leftOf(state, entryKeys(event, slot));

/** Tickets left on a day, or undefined when nothing is on sale that day. */
function dayLeft(state: SandboxState, event: SeedEvent, day: Date): number | undefined {
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

function eventItem(event: SeedEvent, seed: TicketsSeed, lang: Lang) {
  const named = (list: { id: number; name: Parameters<typeof tr>[0] }[], ids: number[]) =>
    ids.map((id) => list.find((x) => x.id === id)!).map((x) => ({ id: x.id, name: tr(x.name, lang) }));
  const ticketGroups = [...new Set(event.tickets.map((t) => t.group))];
  return {
    id: event.id,
    name: tr(event.name, lang),
    description: tr(event.description, lang),
    venue: named(seed.venues, [event.venue])[0],
    sequence_no: event.sequence_no,
    sorting_datetime: event.sorting_datetime,
    custom_groups: named(seed.groups, event.groups),
    ticket_groups: named(seed.ticketGroups, ticketGroups),
    start: keyDate(event.start),
    end: keyDate(event.end),
    mode: event.mode,
  };
}

function ticketItem(state: SandboxState, event: SeedEvent, ticket: SeedTicket, slots: SeedSlot[], lang: Lang) {
  const group = data(state).ticketGroups.find((g) => g.id === ticket.group)!;
  return {
    id: ticket.id,
    eventId: event.id,
    name: tr(ticket.name, lang),
    mode: modeOf(event, ticket),
    price: ticket.price,
    vat_value: ticket.vat_value,
    family: ticket.family,
    subtickets: ticket.subtickets.map((s) => ({
      id: s.id,
      name: tr(s.name, lang),
      price: s.price,
      vat_value: s.vat_value,
      min_quantity: s.min_quantity,
      max_quantity: s.max_quantity,
    })),
    schedule: slots.map((s) => ({
      datetime: s.datetime,
      datetime_end: s.datetime_end,
      max_tickets: leftOf(state, capacityKeys(event, ticket, s)),
    })),
    group_id: group.id,
    group_name: tr(group.name, lang),
    ...ticket.flags,
  };
}

/**
 * A ticket collection: the event's tickets with their schedule on a day (event-long tickets: the
 * run, whatever the day), and the day's timeslots.
 */
function collect(state: SandboxState, event: SeedEvent, day: Date | null, lang: Lang) {
  const run = hasEnded(state, event) ? [] : [runEntry(event)];
  const slots = event.mode === 3 ? run : day ? slotsOn(event, day).filter((s) => isFuture(state, s)) : [];
  return {
    event: eventItem(event, data(state), lang),
    tickets: event.tickets.map((t) => ticketItem(state, event, t, modeOf(event, t) === 3 ? run : slots, lang)),
    timeslot:
      event.mode === 3 ? [] : slots.map((s) => ({ datetime: s.datetime, max_tickets: slotLeft(state, event, s) })),
  };
}

const MAX_RANGE_DAYS = 366;

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

function booking(state: SandboxState, line: CartLine): Booking | string {
  const found = findTicket(state, line.id);
  if (!found) return "TICKET_NOT_FOUND";
  const count = Number(line.count);
  if (!Number.isInteger(count) || count < 1) return "INVALID_COUNT";
  if (hasEnded(state, found.event)) return "EVENT_EXPIRED";
  const slot = entryAt(state, found.event, found.ticket, String(line.datetime ?? ""));
  if (!slot) return "TICKET_DATE_INVALID";
  return subticketProblem(found.ticket, line.subtickets) ?? { ...found, slot, count };
}

const ticketLine: LineHandler = {
  check(line, state, before) {
    const b = booking(state, line);
    if (typeof b === "string") return b;
    // earlier lines of the same cart take their places first
    const used = new Map<string, number>();
    for (const other of before) {
      const o = other.type === "ticket" ? booking(state, other) : null;
      if (o && typeof o !== "string")
        for (const k of capacityKeys(o.event, o.ticket, o.slot)) used.set(k.key, (used.get(k.key) ?? 0) + o.count);
    }
    for (const k of capacityKeys(b.event, b.ticket, b.slot)) {
      const left = k.capacity - soldOf(state, k.key) - (used.get(k.key) ?? 0);
      if (left <= 0) return "TICKETS_SOLD_OUT";
      if (left < b.count) return "TICKETS_OVERBOOKED";
    }
    return null;
  },
  amount(line, state) {
    const found = findTicket(state, line.id);
    if (!found) return 0;
    const subs = Array.isArray(line.subtickets) ? (line.subtickets as { id: number; count: number }[]) : [];
    const extra = subs.reduce(
      (n, s) => n + (found.ticket.subtickets.find((x) => x.id === Number(s.id))?.price ?? 0) * Number(s.count || 0),
      0,
    );
    return Number(line.count) * (found.ticket.price + extra);
  },
  commit(line, state) {
    const b = booking(state, line);
    if (typeof b === "string") return;
    for (const k of capacityKeys(b.event, b.ticket, b.slot))
      data(state).soldBy.set(k.key, soldOf(state, k.key) + b.count);
  },
  starts(line, state) {
    const found = findTicket(state, line.id);
    const when = String(line.datetime ?? "");
    // an event-long ticket (mode 3) has no time of day
    return found && modeOf(found.event, found.ticket) !== 3 && /^\d{4}-\d\d-\d\d \d\d:\d\d/.test(when) ? when : null;
  },
  describe(line, state, lang) {
    const found = findTicket(state, line.id);
    if (!found) return String(line.id);
    const when = String(line.datetime ?? "");
    const [y, m, d] = when.slice(0, 10).split("-");
    const time = modeOf(found.event, found.ticket) === 3 ? "" : ` ${when.slice(11, 16)}`;
    // the order's item has its own count: the description does not repeat it
    return `${tr(found.ticket.name, lang)} – ${tr(found.event.name, lang)}, ${d}.${m}.${y}${time}`;
  },
};

export const ticketsArea = {
  name: "tickets",
  seed(state) {
    const seed = seedTickets(state.clock.today());
    state.data.tickets = { ...seed, soldBy: new Map(Object.entries(seed.sold)) } satisfies TicketsData;
  },
  routes(api, state) {
    const eventParam = (value: string | undefined) =>
      value && /^\d+$/.test(value) ? findEvent(state, Number(value)) : null;

    api.get("/:lang/event/select", (c) => {
      const today = state.clock.today();
      const live = data(state).events.filter((e) => e.end >= today);
      return ok(
        c,
        live.map((e) => eventItem(e, data(state), langOf(c))),
      );
    });

    api.get("/:lang/ticket/collect/event/:id", (c) => {
      const event = eventParam(c.req.param("id"));
      return event ? ok(c, collect(state, event, null, langOf(c))) : fail(c, 404, "EVENT_NOT_FOUND");
    });

    api.get("/:lang/ticket/collect/event/:id/date/:date", (c) => {
      const event = eventParam(c.req.param("id"));
      if (!event) return fail(c, 404, "EVENT_NOT_FOUND");
      // dates in paths are YYYYMMDD
      const raw = c.req.param("date");
      const day = /^\d{8}$/.test(raw) ? parseDay(raw) : null;
      return day ? ok(c, collect(state, event, day, langOf(c))) : fail(c, 400, "INVALID_DATE");
    });

    api.get("/:lang/ticket/calendar/event/:id/range/:range", (c) => {
      const event = eventParam(c.req.param("id"));
      if (!event) return fail(c, 404, "EVENT_NOT_FOUND");
      const m = /^(\d{8});(\d{8})$/.exec(c.req.param("range"));
      const start = m && parseDay(m[1]);
      const end = m && parseDay(m[2]);
      if (!start || !end || end < start || (end.getTime() - start.getTime()) / 86_400_000 > MAX_RANGE_DAYS)
        return fail(c, 400, "INVALID_RANGE");
      // deep=1 counts the tickets left; without it a day reads 1 (on sale) or 0 (sold out)
      const deep = c.req.query("deep") === "1";
      const days: Record<string, number> = {};
      for (let d = start; d <= end; d = addDays(d, 1)) {
        const left = dayLeft(state, event, d);
        if (left !== undefined) days[keyDate(d)] = deep ? left : Math.min(left, 1);
      }
      return ok(c, days);
    });

    api.get("/:lang/ticket/lifetime", (c) => {
      const id = c.req.query("event");
      if (!id || !/^\d+$/.test(id)) return fail(c, 400, "INVALID_EVENT");
      const event = findEvent(state, Number(id));
      return event ? ok(c, { first: keyDate(event.start), last: keyDate(event.end) }) : fail(c, 404, "EVENT_NOT_FOUND");
    });
  },
  lines: { ticket: ticketLine },
} satisfies AreaModule;
