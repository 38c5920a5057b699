#!/usr/bin/env node
// `npm run explore`: the property and model tests (files named *.prop.test.ts or *.prop.test.tsx)
// with a fresh seed and many runs each. A failure prints its seed and shrunk sequence; replay it
// with FOYER_SEED=<seed> npm run explore. FOYER_RUNS sets the runs per property.
import { spawnSync } from "node:child_process";

const env = { ...process.env, FOYER_EXPLORE: "1" };
const args = ["vitest", "run", "--testTimeout", "0", ...process.argv.slice(2)];
if (process.argv.length <= 2) args.push("prop.test");
const r = spawnSync("npx", args, { stdio: "inherit", env });
process.exit(r.status ?? 1);
