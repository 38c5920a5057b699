// Guided tours: tours, calendars, sold-out days, group questions (issue 4).
// Not built yet: the area's issue replaces this module.
import type { AreaModule } from "../state";

export const toursArea: AreaModule = {
  name: "tours",
  seed(state) {
    state.data.tours = {};
  },
  routes() {},
};
