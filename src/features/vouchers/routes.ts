// The vouchers' routes (spec 001), apart from index.ts: the route table is part of the start
// module, which must not import the code entry's React parts that index.ts offers.
import type { RouteDef } from "../../stores/route-types";

export const routes: RouteDef[] = [
  {
    name: "vouchers",
    area: "vouchers",
    load: () => import("./screens/voucher-list").then((m) => m.VoucherList),
  },
  {
    name: "voucher",
    area: "vouchers",
    load: () => import("./screens/voucher-detail").then((m) => m.VoucherDetail),
  },
];
