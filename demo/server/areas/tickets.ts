// Event tickets (issue 3): the event list, ticket collections per event and day, the calendar
// of tickets left, an event's lifetime, and the `ticket` cart line (check, amount, commit).
//
// Capacity is counted per key: `slot:{event}:{datetime}` (a timeslot or a performance),
// `day:{event}:{date}` (a timed event's day), `run:{event}` (an event-long run) and
// `quota:{ticket}` (tickets of one kind for a run). What is left of a booking is the least that
// is left over its keys; a paid line adds its count to every key.
import type { AreaModule, LineHandler, SandboxState } from "../state";
import { fail, langOf, ok, tr, type Lang } from "../http";
import { addDays, keyDate, parseDay } from "../clock";
import { seedTickets, type SeedEvent, type SeedSlot, type SeedTicket, type TicketsSeed } from "../seed/tickets";
import {
  data,
  soldOf,
  leftOf,
  modeOf,
  findEvent,
  findTicket,
  runEntry,
  slotsOn,
  isFuture,
  hasEnded,
  capacityKeys,
  slotLeft,
  dayLeft,
  type TicketsData,
  booking,
} from "./tickets-capacity";

export type { TicketsData } from "./tickets-capacity";

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
