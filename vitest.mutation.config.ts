// The unit tests a mutation run needs (`npm run mutation`): the pure rules, the stores, the API
// decoders and the money paths' actions with the real sandbox over HTTP (the component tests are
// left out: they cover the same rules through the screens at many times the cost). The model's
// exploration stays at its fixed seed.
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // FOYER_MUTATION_TESTS=domain: only the pure rules' own tests (a run over src/domain/ alone)
    include:
      process.env.FOYER_MUTATION_TESTS === "domain"
        ? ["test/domain/**/*.test.ts"]
        : [
            "test/domain/**/*.test.ts",
            "test/stores/**/*.test.ts",
            "test/api/**/*.test.ts",
            "test/features/checkout/actions.test.ts",
            "test/money/**/*.test.ts",
          ],
  },
});
