// The time-limit policy (src/api/options.ts TIMEOUTS) scaled down for tests: production seconds
// become SCALE milliseconds, so the cases (a read answered in 10 s, a configuration in
// 35 s, one that hangs) keep their proportions with real, short delays.
import { TIMEOUTS, type Timeouts } from "../../src/api/options";

export const SCALE = 1000 / 30;

/** The policy with every number scaled. */
export const scaledTimeouts: Timeouts = {
  slow: (TIMEOUTS.slow / 1000) * SCALE,
  read: (TIMEOUTS.read / 1000) * SCALE,
  write: (TIMEOUTS.write / 1000) * SCALE,
  payment: (TIMEOUTS.payment / 1000) * SCALE,
};

/** Production seconds, scaled (ms). */
export const seconds = (s: number) => Math.round(s * SCALE);
