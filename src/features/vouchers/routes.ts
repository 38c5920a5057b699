// The vouchers' routes (spec 001), apart from index.ts: the route table is part of the start
// module, which must not import the code entry's React parts that index.ts offers. Each route
// names its files and its first reads (stores/route-types.ts): a navigation asks for all of them
// at once.
import type { RouteDef } from "../../stores/route-types";
import { voucherListReads, voucherReads } from "../../api/voucher-reads";

export const routes: RouteDef[] = [
  {
    name: "vouchers",
    area: "vouchers",
    load: () => import("./screens/voucher-list").then((m) => m.VoucherList),
    reads: voucherListReads,
  },
  {
    name: "voucher",
    area: "vouchers",
    load: () => import("./screens/voucher-detail").then((m) => m.VoucherDetail),
    reads: ({ id }) => voucherReads(Number(id)),
  },
];
