// Guided tours (issue 4): the tour list and the tour detail with calendar, times, counts, group
// questions and add to basket. Each route names its files and its first reads
// (stores/route-types.ts): a navigation asks for all of them at once.
import type { RouteDef } from "../../stores/route-types";
import { tourListReads, tourReads } from "../../api/tour-reads";

export const routes: RouteDef[] = [
  {
    name: "tours",
    area: "guidedTours",
    load: () => import("./screens/tour-list").then((m) => m.TourList),
    reads: (_, today) => tourListReads(today()),
  },
  {
    name: "tour",
    area: "guidedTours",
    load: () => import("./screens/tour-detail").then((m) => m.TourDetail),
    // the calendar with its day and time pickers: the screen shows it at once
    parts: [() => import("../../ui/calendar")],
    reads: ({ id }, today) => tourReads(Number(id), today()),
  },
];
