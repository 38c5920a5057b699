// Accounts: login, registration, guest, settings, password recovery (issue 7).
// Not built yet: the area's issue replaces this module.
import type { AreaModule } from "../state";

export const accountsArea: AreaModule = {
  name: "accounts",
  seed(state) {
    state.data.accounts = {};
  },
  routes() {},
};
