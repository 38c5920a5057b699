// Mutation testing (`npm run mutation`, not part of `npm test`): which rules of the money paths
// would no test notice? A survivor is a missing test or dead code. Goals: src/domain/ >= 90 %,
// the money modules >= 80 %. The runner uses its own vitest config (the unit tests, no browser).
// `npm run mutation:money` (FOYER_MUTATION_TESTS=money) mutates the money modules alone, with
// their tests (vitest.mutation.config.ts); one module: add `--mutate src/stores/basket.ts`.

/** The money modules outside src/domain/ (issue 32). */
const MONEY = [
  "src/features/checkout/{actions,execute,use-return,kept-booking,store}.ts",
  "src/stores/{basket,basket-actions,stored-lines,paid-carts,paid-channel,paid-name,started-carts}.ts",
  "src/api/checkout.ts",
];

/** Stryker options (see @stryker-mutator/core's PartialStrykerOptions). */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  plugins: ["@stryker-mutator/vitest-runner"],
  mutate: process.env.FOYER_MUTATION_TESTS === "money" ? MONEY : ["src/domain/**/*.ts", ...MONEY],
  coverageAnalysis: "perTest",
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  thresholds: { high: 90, low: 80, break: null },
};
