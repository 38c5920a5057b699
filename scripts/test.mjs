#!/usr/bin/env node
// `npm test`: every test. Format check (Prettier), lint (ESLint: layers, clock) and dead code (knip), catalogue
// check, type check, unit and component tests (happy-dom, sandbox over HTTP), the build, then the browser tests in
// Chromium (installed when missing) and the visitor's journeys in Chromium, Firefox ESR and WebKitGTK (installed from
// Debian's packages when missing; scripts/test-engines.mjs, against the build of the step before: no second build).
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.mjs";

const steps = [
  ["format", "npx", ["prettier", "--check", "--log-level", "warn", "."]],
  ["lint and dead code", "npm", ["run", "--silent", "lint"]],
  ["message catalogues", "node", ["scripts/i18n.mjs", "check"]],
  ["type check", "npx", ["tsc", "--noEmit", "-p", "."]],
  ["unit and component tests", "npx", ["vitest", "run"]],
  ["build", "npx", ["rollup", "-c"]],
  ["chromium", null, null],
  ["browser tests", "npx", ["vitest", "run", "--config", "vitest.browser.config.ts"]],
  ["journeys in three engines", "node", ["scripts/test-engines.mjs"]],
];

const started = Date.now();
for (const [name, cmd, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  if (cmd === null) {
    try {
      process.env.CHROMIUM_PATH = ensureChromium();
      console.log(process.env.CHROMIUM_PATH);
    } catch (e) {
      console.error(e.message);
      process.exit(1);
    }
  } else {
    const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
    if (r.status !== 0) {
      console.error(`\n✗ ${name} failed`);
      process.exit(r.status ?? 1);
    }
  }
  console.log(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nall tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
