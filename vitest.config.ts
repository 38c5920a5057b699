// Unit and component tests: happy-dom, the real sandbox service over HTTP, the real catalogues,
// and the styles as the build ships them (compacted, fixed blocks compiled: one style path).
import { defineConfig } from "vitest/config";
import { catalogPlugin } from "./scripts/catalogs.mjs";
import { compactCss } from "./scripts/compact-css.mjs";
import { compiledStyles } from "./scripts/compile-styles.mjs";

export default defineConfig({
  plugins: [catalogPlugin(), compactCss, compiledStyles],
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    environment: "happy-dom",
    include: ["test/**/*.test.{ts,tsx}"],
    exclude: ["test/browser/**", "test/engines/**", "node_modules/**"],
    setupFiles: ["test/helpers/setup.ts"],
    globalSetup: ["test/helpers/global-setup.ts"],
    // a safety net, not a speed goal (every wait inside a test ends at its first success)
    testTimeout: 60_000,
    restoreMocks: true,
  },
});
