// Event tickets (issue 3): the event list and a single event with its calendar, times and
// tickets. Each route names its files and its first reads (stores/route-types.ts): a navigation asks
// for all of them at once.
import type { RouteDef } from "../../stores/route-types";
import { EVENTS, eventReads } from "../../api/ticket-reads";

/** The events' read and the single-event check: a file the list and the event screen both import. */
const shared = () => import("./single-event");

export const routes: RouteDef[] = [
  {
    name: "tickets",
    area: "tickets",
    load: () => import("./screens/event-list").then((m) => m.EventList),
    firstCall: (embed) => import("./screens/event-list").then((m) => m.firstCall(embed)),
    // the filters' fields (ui/field.tsx, a file of its own: the first screen has no form) and
    // what the list shares with the event screen (GROUPS "tickets-shared")
    parts: [() => import("../../ui/field"), shared],
    // the list's messages are a catalogue of their own (locales/<lang>/events.po): a deep link to
    // the list does not fetch the event screen's
    catalog: "events",
    reads: () => [EVENTS],
  },
  {
    name: "event",
    area: "tickets",
    load: () => import("./screens/event-detail").then((m) => m.EventDetail),
    // the calendar with its day and time pickers: the screen shows it at once
    parts: [() => import("../../ui/calendar"), () => import("../../ui/field"), shared],
    reads: ({ id }, today) => eventReads(Number(id), today()),
  },
];
