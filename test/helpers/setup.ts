// Every test starts with empty session storage and a clean page.
import { afterEach } from "vitest";

afterEach(() => {
  sessionStorage.clear();
  document.body.replaceChildren();
  if (location.hash) history.replaceState(null, "", location.pathname + location.search);
});
