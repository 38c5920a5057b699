// Every test starts with empty session and local storage (a browser's records of payments
// started and paid in other tabs live there) and a clean page.
import { afterEach } from "vitest";
import { configure } from "@testing-library/dom";
import { unmountAll } from "../../src/main";

// One generous wait for every findBy/waitFor: on a busy 2-core machine (CI beside other work) an
// element can take well over the default second to appear. Waits still end at the first success.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  unmountAll();
  sessionStorage.clear();
  localStorage.clear();
  document.body.replaceChildren();
  if (location.hash) history.replaceState(null, "", location.pathname + location.search);
});
