// Vouchers and voucher codes (issue 5).
// Not built yet: the area's issue replaces this module.
import type { AreaModule } from "../state";

export const vouchersArea: AreaModule = {
  name: "vouchers",
  seed(state) {
    state.data.vouchers = {};
  },
  routes() {},
};
