// What the voucher routes need besides their screens' files (RouteDef.needs): the files the
// screens always show, which the browser would find only in the screen's imports, a round trip
// later, and their first reads. Apart from routes.ts: the route table is part of the start module.
import type { RouteName } from "../../domain/paths";
import type { RouteNeeds } from "../../stores/route-types";
import { voucherListReads, voucherReads } from "../../api/voucher-reads";

// the screens' data with its calls and the cache, the voucher rules, the number rules, the basket's
// parts, the form field (the list's code entry, the voucher's amount: ui/field.tsx, a file of its own)
const shared = [
  () => import("./data"),
  () => import("../../api/vouchers"),
  () => import("../../stores/cached"),
  () => import("../../domain/voucher-codes"),
  () => import("../../domain/number-text"),
  () => import("../../stores/basket-actions"),
  () => import("../../ui/field"),
];

export const needs: Partial<Record<RouteName, RouteNeeds>> = {
  // the list shows the code entry at once
  vouchers: {
    parts: [
      ...shared,
      () => import("./code-entry/voucher-code-entry"),
      () => import("../../domain/merchandise-catalogue"),
    ],
    reads: voucherListReads,
  },
  voucher: {
    parts: [...shared, () => import("../../domain/merchandise"), () => import("../../ui/quantity-row")],
    reads: ({ id }) => voucherReads(Number(id)),
  },
};
