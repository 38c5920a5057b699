// Guided tours (issue 4): the tour list and the tour detail with calendar, times, counts, group
// questions and add to basket.
import type { RouteDef } from "../../stores/route-types";

export const routes: RouteDef[] = [
  {
    name: "tours",
    area: "guidedTours",
    load: () => import("./screens/tour-list").then((m) => m.TourList),
  },
  {
    name: "tour",
    area: "guidedTours",
    load: () => import("./screens/tour-detail").then((m) => m.TourDetail),
  },
];
