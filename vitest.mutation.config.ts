// The unit tests a mutation run needs (`npm run mutation`): the pure rules, the stores, the API
// decoders and the money paths' actions with the real sandbox over HTTP (the component tests are
// left out: they cover the same rules through the screens at many times the cost). The model's
// exploration stays at its fixed seed.
// FOYER_MUTATION_TESTS=domain: only the pure rules' own tests, in Node without a page (no DOM,
// no setup file: a test file then starts in milliseconds, not seconds), for a run over src/domain/
// alone (`npm run mutation:domain`).
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

const domainOnly = process.env.FOYER_MUTATION_TESTS === "domain";
// FOYER_MUTATION_TESTS=light: without the tests that drive the sandbox over HTTP (the stores, the
// decoders, the kept booking and the paid-carts record are measured in minutes, not hours)
const light = process.env.FOYER_MUTATION_TESTS === "light";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    ...(domainOnly && { environment: "node", setupFiles: [] }),
    include: domainOnly
      ? ["test/domain/**/*.test.ts"]
      : light
        ? [
            "test/domain/**/*.test.ts",
            "test/stores/**/*.test.ts",
            "test/api/**/*.test.ts",
            "test/money/outcomes.test.ts",
          ]
        : [
            "test/domain/**/*.test.ts",
            "test/stores/**/*.test.ts",
            "test/api/**/*.test.ts",
            "test/features/checkout/actions.test.ts",
            "test/money/**/*.test.ts",
          ],
  },
});
