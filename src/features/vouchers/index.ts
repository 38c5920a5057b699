// Vouchers and voucher codes (spec 001). Besides its routes the area offers the voucher-code
// entry, which the shell lends the basket through a slot (ui/slots.tsx).
import type { RouteDef } from "../../stores/route-types";

export { VoucherCodeEntry } from "./code-entry/lazy-entry";

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
