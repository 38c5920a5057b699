// Every test starts with empty session storage and a clean page.
import { afterEach } from "vitest";
import { unmountAll } from "../../src/main";

afterEach(() => {
  unmountAll();
  sessionStorage.clear();
  document.body.replaceChildren();
  if (location.hash) history.replaceState(null, "", location.pathname + location.search);
});
