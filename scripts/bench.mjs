#!/usr/bin/env node
// `npm run bench`: builds, then prints the gzipped sizes (gzip -9) of the loader, the first
// screen and the whole build, against the goals. The first screen is what the demo's landing
// route needs: the entry chunk with every chunk it imports statically, the home route's chunk
// with its static imports, and one language's shell catalogue.
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join, relative } from "node:path";

const DIST = "dist/foyer";
const GOALS = { loader: 1024, firstScreen: 85 * 1024 };

if (!process.argv.includes("--no-build")) {
  const r = spawnSync("npx", ["rollup", "-c"], { stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const files = (dir) =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
const app = join(DIST, "app");
const all = files(DIST).filter((f) => f.endsWith(".js"));

/** A chunk and everything it imports statically (import ... from "./x.js"). */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, "utf8");
  for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+)["']/g))
    closure(join(app, m[1]), seen);
  return seen;
}

const loaderCode = readFileSync(join(DIST, "loader.js"), "utf8");
// the loader imports the start module (scripts/start-module.mjs), which imports the entry
const start = join(app, JSON.parse(/import\(\w+\((["'][^"']+["'])\)\)/.exec(loaderCode)?.[1] ?? '""'));
const entry = all.find((f) => /\/app\/main-[\w-]+\.js$/.test(f));
const home = all.find((f) => /\/home-[\w-]+\.js$/.test(f));
const catalogue = all.find((f) => /\/i18n\/de-shell-[\w-]+\.js$/.test(f));
const first = new Set([start, ...closure(entry), ...closure(home), catalogue]);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sum = (list) => [...list].reduce((s, f) => s + gz(f), 0);
const row = (label, bytes, goal) =>
  console.log(
    `${label.padEnd(28)} ${kb(bytes).padStart(9)}${goal ? `   goal ≤ ${kb(goal)}  ${bytes <= goal ? "met" : "NOT met"}` : ""}`,
  );

console.log("gzipped sizes (gzip -9)\n");
row("loader.js", gz(join(DIST, "loader.js")), GOALS.loader);
row("first screen", sum(first), GOALS.firstScreen);
for (const f of first) console.log(`  ${relative(DIST, f).padEnd(40)} ${kb(gz(f)).padStart(9)}`);
row("whole build (all chunks)", sum(all));
console.log(`  ${all.length} files; largest lazy chunks:`);
for (const f of all
  .filter((x) => !first.has(x))
  .sort((a, b) => gz(b) - gz(a))
  .slice(0, 6))
  console.log(`  ${relative(DIST, f).padEnd(40)} ${kb(gz(f)).padStart(9)}`);

// the browser half: what a first visit really fetches, first content under a slow link, renders
if (!process.argv.includes("--sizes-only")) {
  console.log("");
  const r = spawnSync(
    "npx",
    ["tsx", "scripts/bench-browser.ts", ...process.argv.slice(2).filter((a) => !a.startsWith("--no-build"))],
    { stdio: "inherit" },
  );
  process.exit(r.status ?? 1);
}
