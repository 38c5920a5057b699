// The vouchers' routes (spec 001), apart from index.ts: the route table is part of the start
// module, which must not import the code entry's React parts that index.ts offers. What each route
// needs besides its screen (its files and first reads) is declared in needs.ts: a navigation asks
// for all of it at once.
import type { RouteDef } from "../../stores/route-types";

const needs = () => import("./needs");

export const routes: RouteDef[] = [
  {
    name: "vouchers",
    area: "vouchers",
    load: () => import("./screens/voucher-list").then((m) => m.VoucherList),
    needs,
  },
  {
    name: "voucher",
    area: "vouchers",
    load: () => import("./screens/voucher-detail").then((m) => m.VoucherDetail),
    needs,
  },
];
