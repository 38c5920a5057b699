// The unit tests a mutation run needs (`npm run mutation`): the pure rules, the stores, the API
// decoders and the money paths' actions with the real sandbox over HTTP (the component tests are
// left out: they cover the same rules through the screens at many times the cost). The model's
// exploration stays at its fixed seed. FOYER_MUTATION_TESTS names a narrower set:
// - domain: only the pure rules' own tests, in Node without a page (no DOM, no setup file: a test
//   file then starts in milliseconds, not seconds), for a run over src/domain/ alone
//   (`npm run mutation:domain`);
// - money: the money modules' tests without the pure rules' own (src/domain/ has its own run):
//   the stores, the decoders, the money paths over HTTP, and the money screens' own tests (the
//   return's hooks, the basket's events and the checkout store's hooks are reached only through a
//   screen) (`npm run mutation:money`);
// - light: without the tests that drive the sandbox over HTTP (the stores, the decoders, the kept
//   booking and the paid-carts record are measured in minutes, not hours).
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

const stores = ["test/stores/**/*.test.ts", "test/api/**/*.test.ts"];
const moneyPaths = ["test/features/checkout/{actions,execute,use-return}.test.ts", "test/money/**/*.test.ts"];
const moneyScreens = [
  "test/features/checkout/{return,money,money-cases,basket}.test.tsx",
  "test/features/merchandise/product.test.tsx",
];
const SETS: Record<string, string[]> = {
  domain: ["test/domain/**/*.test.ts"],
  money: [...stores, ...moneyPaths, ...moneyScreens],
  light: ["test/domain/**/*.test.ts", ...stores, "test/money/outcomes.test.ts"],
};
const set = process.env.FOYER_MUTATION_TESTS ?? "";
const domainOnly = set === "domain";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    ...(domainOnly && { environment: "node", setupFiles: [] }),
    include: SETS[set] ?? ["test/domain/**/*.test.ts", ...stores, ...moneyPaths],
  },
});
