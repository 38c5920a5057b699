// The event list: the sorting rule of spec 001 section 5, the filters by venue, group and ticket
// group. Pure.

export interface Named {
  id: number;
  name: string;
}

export interface EventListItem {
  id: number;
  name: string;
  description: string;
  /** null: the service names no venue (the card and the venue filter leave it out). */
  venue: Named | null;
  /** Events with a positive sequence_no come first, in that order. */
  sequence_no: number;
  /** "YYYY-MM-DD HH:mm:ss": orders the events with sequence_no 0. */
  sorting_datetime: string;
  custom_groups: Named[];
  /** The groups of the event's tickets. */
  ticket_groups: Named[];
  /** First and last day of the run, YYYY-MM-DD; "" when the service does not say. */
  start: string;
  end: string;
}

/**
 * Events with a positive sequence_no first (by sequence_no), then those with sequence_no 0;
 * within each part by sorting_datetime, then by name.
 */
export function sortEvents<E extends Pick<EventListItem, "sequence_no" | "sorting_datetime" | "name">>(
  events: E[],
): E[] {
  const rank = (e: E) => (e.sequence_no > 0 ? e.sequence_no : Number.POSITIVE_INFINITY);
  return [...events].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.sorting_datetime < b.sorting_datetime ? -1 : a.sorting_datetime > b.sorting_datetime ? 1 : 0) ||
      a.name.localeCompare(b.name),
  );
}

export interface EventFilters {
  venue: number | null;
  group: number | null;
  ticketGroup: number | null;
}

export const NO_FILTERS: EventFilters = { venue: null, group: null, ticketGroup: null };

export function filterEvents<E extends Pick<EventListItem, "venue" | "custom_groups" | "ticket_groups">>(
  events: E[],
  f: EventFilters,
): E[] {
  return events.filter(
    (e) =>
      (f.venue === null || e.venue?.id === f.venue) &&
      (f.group === null || e.custom_groups.some((g) => g.id === f.group)) &&
      (f.ticketGroup === null || e.ticket_groups.some((g) => g.id === f.ticketGroup)),
  );
}

export interface FilterOptions {
  venues: Named[];
  groups: Named[];
  ticketGroups: Named[];
}

const unique = (list: Named[]): Named[] =>
  [...new Map(list.map((n) => [n.id, n])).values()].sort((a, b) => a.name.localeCompare(b.name));

/** The choices of each filter, from the events themselves (each sorted by name). */
export function filterOptions(
  events: Pick<EventListItem, "venue" | "custom_groups" | "ticket_groups">[],
): FilterOptions {
  return {
    venues: unique(events.flatMap((e) => (e.venue ? [e.venue] : []))),
    groups: unique(events.flatMap((e) => e.custom_groups)),
    ticketGroups: unique(events.flatMap((e) => e.ticket_groups)),
  };
}
