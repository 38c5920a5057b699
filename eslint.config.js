// ESLint (flat config): the layers of DESIGN.md as import rules, one clock in the widget, and the recommended
// JavaScript and TypeScript checks. Dev-time only; nothing here reaches the widget's bytes.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";
import foyer from "./eslint/layers.js";
import reactHooks from "eslint-plugin-react-hooks";

// The widget reads time through its one clock (src/embed/clock.ts), so tests can pin it and the museum's day is
// judged in one place (issue 11).
const clockRule = [
  "error",
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: "Read the time through the embed's clock (src/embed/clock.ts), not new Date().",
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: "Read the time through the embed's clock (src/embed/clock.ts), not Date.now().",
  },
];

/** A test's syntax rules: its clock is pinned (unless it is the one place that reads it), and no wait is shorter than
 * `shortest` ms. */
const testRules = (shortest, pinned) => [
  "error",
  ...(pinned
    ? clockRule.slice(1).map((r) => ({
        ...r,
        message: "Tests pin their clock: use TEST_NOW or service.pinned (test/helpers/clock.ts).",
      }))
    : []),
  {
    selector: `Property[key.name='timeout'][value.type='Literal'][value.value<${shortest}]`,
    message: `A wait shorter than ${shortest / 1000} s fails on a busy machine: leave the timeout out, or make it longer.`,
  },
  {
    // vi.waitFor gives up after 1 s unless told otherwise: too short on a busy machine (issue 11)
    selector: "CallExpression[callee.object.name='vi'][callee.property.name='waitFor'][arguments.length<2]",
    message: "vi.waitFor gives up after 1 s: pass { timeout } (it still ends at its first success).",
  },
];

// No function in src/ over 80 lines (blank lines and comments not counted), so a function reads at one sitting
// (issue 36). The ones below are left as they are, each capped at its size today so it cannot grow; why each:
const MAX_LINES = { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true };
const LONG_FUNCTIONS = {
  // a store factory is one object literal of short actions over one state: split, one state's actions would be
  // spread over files and the state's type would have to be written out twice
  "src/features/tickets/event-store.ts": 119, // an event's month, day, time and selection: open, showMonth, pickDate...
  "src/stores/shell.ts": 104, // the shell's configuration, messages, toasts, announcements, navigation memory, partner
  // one store part: openTour, showMonth, pickDate, pickTime share the part's late-answer guards and time rule
  "src/features/tours/store/tour.ts": 100,
  // one closure over one namespace: every storage access of an embed wrapped alike (never throws, memory when full)
  "src/embed/storage.ts": 105, // createEmbedStorage: get/set/remove/keys share the memory fallback and the retry
};

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      "coverage/**",
      "reports/**",
      ".stryker-tmp/**",
      "src/i18n/message-ids.ts",
      "demo/site/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "loader/**/*.ts", "demo/**/*.ts"],
    plugins: { foyer },
    rules: { "foyer/layers": "error" },
  },
  // React's rules of hooks: hooks run in the same order on every render, and an effect or memo names every value it
  // reads (a stale closure is a bug a test rarely catches). A dependency left out on purpose says why on its line.
  // src/ only: the tests' `useSandbox`/`useHarness` are vitest set-ups named like hooks, and demo/ has no React.
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: { "max-lines-per-function": ["error", MAX_LINES] },
  },
  ...Object.entries(LONG_FUNCTIONS).map(([file, max]) => ({
    files: [file],
    rules: { "max-lines-per-function": ["error", { ...MAX_LINES, max }] },
  })),
  // only api/ talks to the service (the new-build check fetches the widget's own loader)
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/api/**", "src/embed/new-build.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...["fetch", "XMLHttpRequest"].map((name) => ({ name, message: "Only src/api/ talks HTTP (DESIGN.md)." })),
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/embed/clock.ts"],
    rules: { "no-restricted-syntax": clockRule },
  },
  // tests pin their clock (test/helpers/clock.ts; browser tests through the harness's offset): none reads the
  // machine's date; and none waits less than its tool's default (unit tests 10 s, test/helpers/setup.ts; Playwright
  // 30 s): a wait ends at its first success, so a shorter one only fails on a busy machine (issue 11; session 7: a
  // 5 s wait failed a test:clock row, a 15 s one the browser suite with two CPU hogs)
  {
    files: ["test/**/*.{ts,tsx}"],
    ignores: ["test/helpers/clock.ts", "test/browser/**", "test/engines/**", "test/lint/**"],
    rules: { "no-restricted-syntax": testRules(10_000, true) },
  },
  {
    files: ["test/browser/**/*.ts", "test/engines/**/*.ts"],
    ignores: ["test/browser/harness.ts", "test/engines/harness.ts"],
    rules: { "no-restricted-syntax": testRules(30_000, true) },
  },
  {
    files: ["test/browser/harness.ts", "test/engines/harness.ts"],
    rules: { "no-restricted-syntax": testRules(30_000, false) },
  },
);
