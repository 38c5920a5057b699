// The menu's screens in idle time (issue 37): IDLE_AFTER_MS after the first screen
// (app/route-intent.ts), one screen per idle moment, until IDLE_BUDGET bytes are spent; not at
// all when the browser asks to save data. A file of its own, loaded then (with the catalogue
// areas' needs): none of it is for the first 5 s of a visit.
import type { Embed } from "../stores/context";
import type { RouteDef } from "../stores/route-types";
import { startRoute } from "./route-start";

/** What idle time may load for the menu's areas, in bytes on the wire. */
export const IDLE_BUDGET = 48 * 1024;

/** A file whose size the browser does not tell (another origin without Timing-Allow-Origin) counts this much. */
const UNKNOWN_SIZE = 12 * 1024;

type Table = (RouteDef & { pattern: string })[];

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

/** The bytes of the widget's files the browser fetched since `from` (performance.now()). */
function bytesSince(from: number, base: string): number {
  let bytes = 0;
  for (const e of performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    if (e.startTime >= from && e.name.startsWith(base)) bytes += e.encodedBodySize || UNKNOWN_SIZE;
  return bytes;
}

/**
 * The menu's screens' files, one screen per idle moment, until IDLE_BUDGET bytes are spent (a
 * screen already here costs nothing). Stopped by the returned function.
 */
export function preloadMenu(embed: Embed, table: Table, paths: string[]) {
  const base = new URL(".", import.meta.url).href;
  const from = performance.now();
  const queue = [...paths];
  let stopped = false;
  let cancel = () => {};
  const next = () => {
    const path = queue.shift();
    if (stopped || !path || bytesSince(from, base) >= IDLE_BUDGET) return;
    // the next screen once this one's files are here
    cancel = whenIdle(() => void startRoute(embed, table, path, false).then(next));
  };
  next();
  return () => {
    stopped = true;
    cancel();
  };
}
