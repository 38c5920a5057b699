// Browser tests: real Chromium (Debian's, driven by playwright-core) against the built widget
// served by the sandbox, as `npm start` serves it. Run after `npm run build`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["test/browser/**/*.test.ts"],
    // a safety net, not a speed goal: on a busy machine a whole purchase in Chromium takes a minute
    testTimeout: 120_000,
    hookTimeout: 60000,
    // expect.poll waits for a positive signal; its default (1 s) is shorter than a cold app load on a busy machine,
    // and 10 s was too (the browser suite beside two CPU hogs)
    expect: { poll: { timeout: 30_000, interval: 50 } },
    maxWorkers: 2,
    fileParallelism: true,
  },
});
