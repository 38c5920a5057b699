// Event-ticket calls of the event list (spec 001 section 7; shapes and defaults in
// docs/service-contract.md, "Event tickets"); an event's tickets, days and calendar are in
// ticket-sales.ts (the list's deep link does not load them). Each answer goes through its decoder
// (decode.ts): required fields fail the call, every other field has a default.
import type { ApiClient } from "./client";
import { EVENTS } from "./ticket-reads";
import type { EventListItem, Named } from "../domain/tickets-events";
import type { TicketMode } from "../domain/tickets";
import { each, isObj, needArr, needId, needObj, needStr, num, numOr, str, strOr } from "./decode";

export interface TicketEvent extends EventListItem {
  /** The mode of the event's tickets, when the service says (extension). */
  mode?: TicketMode;
}

const MODES = [1, 3, 5];
export const mode = (v: unknown): TicketMode | undefined => {
  const n = numOr(v);
  return n !== undefined && MODES.includes(n) ? (n as TicketMode) : undefined;
};

/** A stable number for a venue the service names only by text, so the venue filter still works. */
const textId = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7);

/** `{id, name}`; a venue given as text reads as that name. */
function named(v: unknown): Named | undefined {
  if (isObj(v)) {
    const id = numOr(v.id);
    const name = strOr(v.name);
    return id === undefined ? undefined : { id, name: name ?? String(id) };
  }
  const text = strOr(v);
  return text ? { id: textId(text), name: text } : undefined;
}

export const day = (v: unknown) => str(v).slice(0, 10);

/** An event of event/select (or of a collection that carries one): id and name are required. */
export function decodeEvent(call: string, v: unknown, at = "event"): TicketEvent {
  const e = needObj(call, at, v);
  return {
    id: needId(call, `${at}.id`, e.id),
    name: needStr(call, `${at}.name`, e.name),
    description: str(e.description),
    venue: named(e.venue) ?? null,
    sequence_no: num(e.sequence_no),
    sorting_datetime: str(e.sorting_datetime),
    custom_groups: each(e.custom_groups, named),
    ticket_groups: each(e.ticket_groups, named),
    start: day(e.start),
    end: day(e.end),
    mode: mode(e.mode),
  };
}

export const decodeEvents = (call: string, v: unknown): TicketEvent[] =>
  needArr(call, "data", v).map((e, i) => decodeEvent(call, e, `[${i}]`));

export const getEvents = (api: ApiClient) => api.get<unknown>(EVENTS[0]).then((d) => decodeEvents(EVENTS[0], d));
