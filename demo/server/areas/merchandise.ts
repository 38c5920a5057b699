// Merchandise and annual passes (issue 5).
// Not built yet: the area's issue replaces this module.
import type { AreaModule } from "../state";

export const merchandiseArea: AreaModule = {
  name: "merchandise",
  seed(state) {
    state.data.merchandise = {};
  },
  routes() {},
};
