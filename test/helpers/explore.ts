// Parameters for fast-check: a fixed seed and a short run in `npm test`, a fresh seed and many
// runs in `npm run explore` (FOYER_EXPLORE=1; FOYER_SEED and FOYER_RUNS override). A failure
// prints its seed and its shrunk counterexample (fast-check's report), so it can be replayed:
// FOYER_EXPLORE=1 FOYER_SEED=<seed> npm run explore.
import type { Parameters } from "fast-check";

const FIXED_SEED = 20261127;
export const exploring = process.env.FOYER_EXPLORE === "1";

export function runs<T>(fixedRuns: number, exploreRuns = fixedRuns * 50): Parameters<T> {
  if (!exploring) return { seed: FIXED_SEED, numRuns: fixedRuns };
  const seed = process.env.FOYER_SEED
    ? Number(process.env.FOYER_SEED)
    : crypto.getRandomValues(new Uint32Array(1))[0]! | 0;
  const numRuns = process.env.FOYER_RUNS ? Number(process.env.FOYER_RUNS) : exploreRuns;
  // a passing exploration names its seed too, so a run can be repeated
  console.info(`fast-check: seed ${seed}, ${numRuns} runs`);
  return { seed, numRuns, verbose: 1 };
}
