// Event tickets (issue 3): the event list and a single event with its calendar, times and
// tickets.
import type { RouteDef } from "../../stores/route-types";

export const routes: RouteDef[] = [
  {
    name: "tickets",
    area: "tickets",
    load: () => import("./screens/event-list").then((m) => m.EventList),
    firstCall: (embed) => import("./screens/event-list").then((m) => m.firstCall(embed)),
    firstRead: "event/select",
  },
  {
    name: "event",
    area: "tickets",
    load: () => import("./screens/event-detail").then((m) => m.EventDetail),
  },
];
