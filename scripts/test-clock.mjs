#!/usr/bin/env node
// `npm run test:clock`: the unit and component suite under libfaketime, at a table of instants
// and time zones, to prove that no test depends on the machine's date, hour or zone. The clock
// is moved by an offset (`faketime -f +N`), so every process (vitest, its workers, the sandbox
// services they start) sees the same moved clock. Installs Debian's faketime as root if missing.
//   npm run test:clock             the table below (each instant once, every zone at least once)
//   npm run test:clock -- --all    every instant in every zone
//   npm run test:clock -- --row 2  one row of the table (1-based)
import { spawnSync, execSync } from "node:child_process";
import { existsSync } from "node:fs";

const INSTANTS = [
  ["16:30 on the third-to-last day of a month", "2026-11-28 16:30"],
  ["23:59 on 31 December", "2026-12-31 23:59"],
  ["01:50 before the spring clock change in Europe/Berlin", "2027-03-28 01:50", "Europe/Berlin"],
  ["01:50 before the autumn clock change in Europe/Berlin", "2026-10-25 01:50", "Europe/Berlin"],
  ["29 February 2028", "2028-02-29 12:00"],
];
const ZONES = ["Europe/Berlin", "UTC", "America/Los_Angeles", "Pacific/Auckland"];
// each instant once, the zones in turn (the Berlin clock changes are Berlin's own wall clock)
const TABLE = [
  [INSTANTS[0], "America/Los_Angeles"],
  [INSTANTS[1], "Pacific/Auckland"],
  [INSTANTS[2], "UTC"],
  [INSTANTS[3], "Europe/Berlin"],
  [INSTANTS[4], "Pacific/Auckland"],
];

function ensureFaketime() {
  if (existsSync("/usr/bin/faketime")) return;
  if (process.getuid?.() !== 0) {
    console.error("faketime is needed: sudo apt-get update && sudo apt-get install -y faketime");
    process.exit(1);
  }
  console.log("Installing Debian's faketime (apt-get)...");
  execSync("apt-get update -qq && apt-get install -y -qq faketime >/dev/null", {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    shell: "/bin/sh",
  });
}

/** Seconds since the epoch of a wall-clock time in a zone (the zone of the instant, else the run's). */
const epoch = (wall, zone) =>
  Number(
    execSync(`date -d '${wall}' +%s`, { env: { ...process.env, TZ: zone } })
      .toString()
      .trim(),
  );

const args = process.argv.slice(2);
const row = args.includes("--row") ? Number(args[args.indexOf("--row") + 1]) : null;
const rows = args.includes("--all")
  ? INSTANTS.flatMap((i) => ZONES.map((z) => [i, z]))
  : row
    ? [TABLE[row - 1]]
    : TABLE;

ensureFaketime();
const results = [];
for (const [[label, wall, wallZone], zone] of rows) {
  const at = epoch(wall, wallZone ?? zone);
  const offset = at - Math.floor(Date.now() / 1000);
  console.log(`\n▶ ${label}: ${wall} in ${wallZone ?? zone}, run in ${zone} (faketime -f +${offset})`);
  const t0 = Date.now();
  const r = spawnSync("faketime", ["-f", `${offset >= 0 ? "+" : ""}${offset}`, "npx", "vitest", "run"], {
    stdio: "inherit",
    env: { ...process.env, TZ: zone },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(0);
  results.push(`${r.status === 0 ? "✓" : "✗"} ${wall} (${wallZone ?? zone}) in ${zone}: ${seconds} s`);
  if (r.status !== 0) break;
}
console.log(`\n${results.join("\n")}`);
process.exit(results.every((l) => l.startsWith("✓")) && results.length === rows.length ? 0 : 1);
