// Event-ticket calls (spec 001 section 7; shapes in docs/service-contract.md, "Event tickets").
import type { ApiClient } from "./client";
import type { EventListItem } from "../domain/tickets-events";
import type { EventTicket, TicketMode, Timeslot } from "../domain/tickets";
import { toPathDate } from "../domain/dates";

export interface TicketEvent extends EventListItem {
  /** The mode of the event's tickets: 3 (event-long) needs no date. */
  mode: TicketMode;
}

export interface TicketCollection {
  event: TicketEvent;
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

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

function normaliseEvent(e: TicketEvent): TicketEvent {
  return {
    ...e,
    custom_groups: list(e.custom_groups),
    ticket_groups: list(e.ticket_groups),
    description: e.description ?? "",
  };
}

function normaliseCollection(c: TicketCollection): TicketCollection {
  return {
    event: normaliseEvent(c.event),
    tickets: list<EventTicket>(c.tickets).map((t) => ({
      ...t,
      subtickets: list(t.subtickets),
      schedule: list(t.schedule),
    })),
    timeslot: list(c.timeslot),
  };
}

export const getEvents = (api: ApiClient) =>
  api.get<TicketEvent[]>("event/select").then((events) => list<TicketEvent>(events).map(normaliseEvent));

/** An event's tickets; with a day (YYYY-MM-DD), their schedule and the timeslots of that day. 404: no such event. */
export const getTicketCollection = (api: ApiClient, eventId: number, day?: string) =>
  api
    .get<TicketCollection>(`ticket/collect/event/${eventId}${day ? `/date/${day.replace(/-/g, "")}` : ""}`, {
      handled: [400, 404],
    })
    .then(normaliseCollection);

export const getTicketCalendar = (api: ApiClient, eventId: number, start: Date, end: Date) =>
  api
    .get<TicketCalendar>(`ticket/calendar/event/${eventId}/range/${toPathDate(start)};${toPathDate(end)}`, {
      query: { deep: 1 },
    })
    .then((days) => (days && typeof days === "object" && !Array.isArray(days) ? days : {}));

export const getEventLifetime = (api: ApiClient, eventId: number) =>
  api.get<EventLifetime>("ticket/lifetime", { query: { event: eventId }, handled: [404] });
