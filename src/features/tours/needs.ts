// What the tour routes need besides their screens' files (RouteDef.needs): the files the screens
// always show, which the browser would find only in the screen's imports, a round trip later, and
// their first reads. Apart from index.ts: the route table is part of the start module.
import type { RouteName } from "../../domain/paths";
import type { RouteNeeds } from "../../stores/route-types";
import { tourListReads, tourReads } from "../../api/tour-reads";

// the store with its hook and its selector helper, the calendar's group (with its date arithmetic), the number
// rules, the basket's parts, the form field (the list's filters, the tour's questions: ui/field.tsx,
// a file of its own)
const shared = [
  () => import("./use-tours"),
  () => import("zustand/react/shallow"),
  () => import("../../ui/calendar"),
  () => import("../../domain/number-text"),
  () => import("../../stores/basket-actions"),
  () => import("../../ui/field"),
];

export const needs: Partial<Record<RouteName, RouteNeeds>> = {
  tours: { parts: shared, reads: (_, today) => tourListReads(today()) },
  tour: {
    parts: [...shared, () => import("../../ui/focus-invalid")],
    reads: ({ id }, today) => tourReads(Number(id), today()),
  },
};
