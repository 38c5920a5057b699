// One event's screen state: the event, its calendar of tickets left, the chosen day with its
// timeslots and tickets, the chosen time, and the visitor's selection. Answers that arrive after
// a newer request (another event, month or day) are dropped.
import { createStore, type StoreApi } from "zustand/vanilla";
import type { ApiClient } from "../../api/client";
import { latest } from "../../domain/latest";
import type { ApiError } from "../../api/errors";
import { getEvents, type TicketEvent } from "../../api/tickets";
import {
  getEventLifetime,
  getTicketCalendar,
  getTicketCollection,
  type EventLifetime,
  type TicketCalendar,
} from "../../api/ticket-sales";
import {
  EMPTY_SELECTION,
  needsDate,
  startSubtickets,
  withSubticketCount,
  type EventTicket,
  type TicketSelection,
  type Timeslot,
} from "../../domain/tickets";
import { calendarRange, dayState, openTimes } from "../../domain/tickets-calendar";
import { hasEnded, initialMonth, selectTime, timeOf, toKeyDate } from "../../domain/dates";

export interface EventView {
  event: TicketEvent;
  /** The event's tickets without a day (event-long tickets carry their run). */
  tickets: EventTicket[];
  lifetime: EventLifetime;
  expired: boolean;
}

export type Status = "idle" | "loading" | "ready" | "missing" | "failed";

export type DayNotice =
  | { kind: "daySoldOut"; date: string }
  | { kind: "dayUnavailable"; date: string }
  | { kind: "dayFailed"; date: string }
  | { kind: "timeSoldOut"; time: string };

export interface EventState {
  id: number | null;
  lang: string | null;
  status: Status;
  view: EventView | null;
  /** First day of the first month shown. */
  month: Date | null;
  calendarStatus: Status;
  calendar: TicketCalendar;
  /** The chosen day, YYYY-MM-DD. */
  date: string | null;
  dayStatus: Status;
  dayTickets: EventTicket[];
  timeslots: Timeslot[];
  /** The chosen timeslot's datetime. */
  time: string | null;
  selection: TicketSelection;
  notice: DayNotice | null;
  /** The visitor tried to add: every selection error is shown from now on. */
  submitted: boolean;
  /** Tickets just added to the basket. */
  added: number | null;
  open(id: number, lang: string, today: Date): Promise<void>;
  showMonth(month: Date): Promise<void>;
  pickDate(date: string): Promise<void>;
  pickTime(datetime: string): void;
  setCount(ticketId: number, count: number): void;
  chooseTicket(ticket: EventTicket, chosen: boolean): void;
  setSubticket(ticket: EventTicket, subId: number, count: number): void;
  submit(): void;
  markAdded(count: number): void;
}

const FRESH = {
  view: null,
  month: null,
  calendarStatus: "idle",
  calendar: {},
  date: null,
  dayStatus: "idle",
  dayTickets: [],
  timeslots: [],
  time: null,
  selection: EMPTY_SELECTION,
  notice: null,
  submitted: false,
  added: null,
} satisfies Partial<EventState>;

/** The event as event/select has it; an event no longer on sale there is named by the screen's title. */
async function eventFromList(api: ApiClient, id: number): Promise<TicketEvent> {
  const found = (await getEvents(api)).find((e) => e.id === id);
  return (
    found ?? {
      id,
      name: "",
      description: "",
      venue: null,
      sequence_no: 0,
      sorting_datetime: "",
      custom_groups: [],
      ticket_groups: [],
      start: "",
      end: "",
    }
  );
}

export function createEventStore(api: ApiClient): StoreApi<EventState> {
  const openLoads = latest();
  const monthLoads = latest();
  const dayLoads = latest();
  /** While a day loads: the time chosen on the day shown before, still the candidate to keep. */
  let heldTime: string | null = null;
  const selection = (s: EventState, patch: Partial<TicketSelection>) => ({
    selection: { ...s.selection, ...patch },
    added: null,
  });

  return createStore<EventState>()((set, get) => ({
    id: null,
    lang: null,
    status: "idle",
    ...FRESH,

    async open(id, lang, today) {
      const current = openLoads.begin();
      monthLoads.drop();
      dayLoads.drop();
      heldTime = null;
      set({ id, lang, status: Number.isInteger(id) && id > 0 ? "loading" : "missing", ...FRESH });
      if (get().status === "missing") return;
      try {
        const [collection, lifetime] = await Promise.all([getTicketCollection(api, id), getEventLifetime(api, id)]);
        // the specification's collection has tickets and timeslot only: the event is then read
        // from event/select, where the specification has its name and venue
        const event = collection.event ?? (await eventFromList(api, id));
        if (!current()) return;
        const expired = hasEnded(lifetime.last, toKeyDate(today));
        set({ status: "ready", view: { event, tickets: collection.tickets, lifetime, expired } });
        if (!expired && needsDate(collection.tickets)) await get().showMonth(initialMonth(today, lifetime.first));
      } catch (e) {
        if (current()) set({ status: (e as ApiError).status === 404 ? "missing" : "failed" });
      }
    },

    async showMonth(month) {
      const { view, id } = get();
      if (!view || id === null) return;
      const range = calendarRange(month, view.lifetime.last);
      const current = monthLoads.begin();
      set({ month: range.start, calendarStatus: "loading" });
      try {
        const days = await getTicketCalendar(api, id, range.start, range.end);
        if (current()) set((s) => ({ calendar: { ...s.calendar, ...days }, calendarStatus: "ready" }));
      } catch {
        if (current()) set({ calendarStatus: "failed" });
      }
    },

    async pickDate(date) {
      const { id } = get();
      if (id === null) return;
      const previous = (heldTime = get().time ?? heldTime);
      const current = dayLoads.begin();
      if (dayState(get().calendar[date]) === "soldout") {
        heldTime = null;
        set({
          date: null,
          dayStatus: "idle",
          dayTickets: [],
          timeslots: [],
          time: null,
          notice: { kind: "daySoldOut", date },
          added: null,
        });
        return;
      }
      // the previous day's times and tickets go: nothing can be chosen or added until this day is here
      set({
        date,
        dayStatus: "loading",
        dayTickets: [],
        timeslots: [],
        time: null,
        notice: null,
        added: null,
        submitted: false,
      });
      try {
        const c = await getTicketCollection(api, id, date);
        if (!current()) return;
        heldTime = null;
        // the time chosen on another day is kept when this day has it with places left
        const sameTime = previous ? c.timeslot.find((s) => timeOf(s.datetime) === timeOf(previous)) : undefined;
        const time = selectTime(openTimes(c.timeslot), sameTime?.datetime ?? null);
        const notice: DayNotice | null = !c.timeslot.length
          ? { kind: "dayUnavailable", date }
          : !time
            ? { kind: "daySoldOut", date }
            : sameTime && sameTime.max_tickets <= 0
              ? { kind: "timeSoldOut", time: timeOf(sameTime.datetime) }
              : null;
        set({ dayStatus: "ready", dayTickets: c.tickets, timeslots: c.timeslot, time, notice });
      } catch (e) {
        if (!current()) return;
        heldTime = null;
        const kind = (e as ApiError).status === 400 ? "dayUnavailable" : "dayFailed";
        set({ dayStatus: "failed", dayTickets: [], timeslots: [], time: null, notice: { kind, date } });
      }
    },

    pickTime(datetime) {
      const slot = get().timeslots.find((s) => s.datetime === datetime);
      if (slot && slot.max_tickets > 0) set({ time: datetime, notice: null, added: null });
    },

    setCount: (ticketId, count) =>
      set((s) => selection(s, { counts: { ...s.selection.counts, [ticketId]: Math.max(0, Math.floor(count) || 0) } })),

    chooseTicket(ticket, chosen) {
      set((s) => {
        const { [ticket.id]: _dropped, ...rest } = s.selection.subtickets;
        return selection(s, { subtickets: chosen ? { ...rest, [ticket.id]: startSubtickets(ticket) } : rest });
      });
    },

    setSubticket(ticket, subId, count) {
      set((s) => {
        const current = s.selection.subtickets[ticket.id];
        if (!current) return {};
        return selection(s, {
          subtickets: { ...s.selection.subtickets, [ticket.id]: withSubticketCount(ticket, current, subId, count) },
        });
      });
    },

    submit: () => set({ submitted: true }),
    markAdded: (count) => set({ selection: EMPTY_SELECTION, submitted: false, added: count }),
  }));
}
