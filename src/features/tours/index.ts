// Guided tours (issue 4): the tour list and the tour detail with calendar, times, counts, group
// questions and add to basket. What each route needs besides its screen (its files and first
// reads) is declared in needs.ts: a navigation asks for all of it at once.
import type { RouteDef } from "../../stores/route-types";

const needs = () => import("./needs");

export const routes: RouteDef[] = [
  {
    name: "tours",
    area: "guidedTours",
    load: () => import("./screens/tour-list").then((m) => m.TourList),
    needs,
  },
  {
    name: "tour",
    area: "guidedTours",
    load: () => import("./screens/tour-detail").then((m) => m.TourDetail),
    needs,
  },
];
