// The visitor's journeys in three engines (test/engines/): Chromium (playwright-core), Firefox ESR
// (puppeteer-core over WebDriver BiDi) and WebKitGTK (WebKitWebDriver, MiniBrowser under Xvfb),
// against the built widget. `npm run test:engines` (scripts/test-engines.mjs) runs them.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["test/engines/**/*.test.ts"],
    // a safety net, not a speed goal: a keyboard-only purchase in WebKit on a busy machine takes a minute
    testTimeout: 180_000,
    hookTimeout: 90_000,
    // two engines at a time on two cores; each engine's journeys run one after the other
    maxWorkers: 2,
    fileParallelism: true,
  },
});
