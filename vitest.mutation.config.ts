// The unit tests a mutation run needs (`npm run mutation`): the pure rules, the stores and the
// money features with the real sandbox over HTTP. The model's exploration stays at its fixed seed.
import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: [
        "test/domain/**/*.test.ts",
        "test/stores/**/*.test.ts",
        "test/api/**/*.test.ts",
        "test/features/checkout/**/*.test.{ts,tsx}",
        "test/money/**/*.test.ts",
      ],
    },
  }),
);
