// Checkout and the payment-provider sandbox under /pay/ (issue 6).
// Not built yet: the area's issue replaces this module.
import type { AreaModule } from "../state";

export const checkoutArea: AreaModule = {
  name: "checkout",
  seed(state) {
    state.data.checkout = {};
  },
  routes() {},
};
