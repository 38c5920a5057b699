// Event tickets: events, ticket collections, calendars (issue 3).
// Not built yet: the area's issue replaces this module.
import type { AreaModule } from "../state";

export const ticketsArea: AreaModule = {
  name: "tickets",
  seed(state) {
    state.data.tickets = {};
  },
  routes() {},
};
