// Mutation testing (`npm run mutation`, not part of `npm test`): which rules of the money paths
// would no test notice? A survivor is a missing test or dead code. Goals: src/domain/ >= 90 %,
// the money modules >= 80 %. The runner uses its own vitest config (the unit tests, no browser).
/** Stryker options (see @stryker-mutator/core's PartialStrykerOptions). */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  plugins: ["@stryker-mutator/vitest-runner"],
  mutate: [
    "src/domain/**/*.ts",
    "src/features/checkout/{actions,execute,use-return,kept-booking,store}.ts",
    "src/stores/{basket,basket-actions,stored-lines,paid-carts}.ts",
    "src/api/checkout.ts",
  ],
  coverageAnalysis: "perTest",
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  thresholds: { high: 90, low: 80, break: null },
};
