#!/usr/bin/env node
// `npm run test:engines`: the visitor's journeys (test/engines/) in Chromium, Firefox ESR and
// WebKitGTK against the built widget (run `npm run build` first). Installs the engines from
// Debian's packages when missing (as root), then ends with one line per engine:
// `ENGINE: N passed, N failed`. Exits non-zero when a journey failed or an engine did not run.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { ensureChromium } from "./ensure-chromium.mjs";
import { ensureEngines } from "./ensure-engines.mjs";

const ENGINES = ["chromium", "firefox", "webkit"];

try {
  process.env.CHROMIUM_PATH = ensureChromium();
  ensureEngines();
} catch (e) {
  console.error(e.message);
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), "foyer-engines-"));
const report = join(dir, "report.json");
const run = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    "--config",
    "vitest.engines.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: "inherit", env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: "1" } },
);

/** Passed and failed journeys per engine, from vitest's JSON report (one file per engine). */
function counts() {
  const result = Object.fromEntries(ENGINES.map((e) => [e, null]));
  let json;
  try {
    json = JSON.parse(readFileSync(report, "utf8"));
  } catch {
    return result;
  }
  for (const file of json.testResults ?? []) {
    const engine = basename(file.name).replace(/\.test\.ts$/, "");
    if (!(engine in result)) continue;
    const tests = file.assertionResults ?? [];
    const passed = tests.filter((t) => t.status === "passed").length;
    // a file that failed before its tests (the engine did not start) counts as one failure
    const failed = tests.filter((t) => t.status === "failed").length || (file.status === "failed" ? 1 : 0);
    result[engine] = { passed, failed };
  }
  return result;
}

const summary = counts();
rmSync(dir, { recursive: true, force: true });
let ok = run.status === 0;
console.log("");
for (const engine of ENGINES) {
  const c = summary[engine];
  if (!c) {
    // not run (a filter chose other engines): say so only when nothing was filtered
    if (process.argv.length > 2) continue;
    ok = false;
    console.log(`${engine}: 0 passed, 1 failed`);
  } else console.log(`${engine}: ${c.passed} passed, ${c.failed} failed`);
}
process.exit(ok ? 0 : 1);
