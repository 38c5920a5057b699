// The visitor's intent starts the next screen (issue 37): a shop link (or a RouteButton, which
// names its route in `data-href`) under a resting pointer, a touch or a press on it, or the
// keyboard's focus on it starts that route's files; its first reads go out on a touch, a press, a
// click, or a pointer that rests on the link (a pointer passing over a grid of cards asks the
// service nothing). IDLE_AFTER_MS after the first screen,
// the menu's areas' files load in idle time, within IDLE_BUDGET bytes, and not at all when the
// browser asks to save data. Loaded with the shell's parts after the first content (the "late"
// group): none of it is for the first screen.
import type { Embed } from "../stores/context";
import type { RouteDef } from "../stores/route-types";
import { linkPath, startRoute, withNeeds } from "./route-start";

const ignore = () => undefined;

/** How long a pointer rests on a link before its reads go out (ms). */
export const HOVER_READS_MS = 100;

/**
 * How long after the first screen is painted the menu's screens may start loading (ms): the first
 * 5 s of a visit keep their byte goal (95 KB, issue 15), on a slow link the first screen's
 * secondary parts and the session's calls come first, and a visitor who clicks sooner starts
 * the next screen on intent anyway.
 */
export const IDLE_AFTER_MS = 5000;

/** What idle time may load for the menu's areas, in bytes on the wire. */
export const IDLE_BUDGET = 48 * 1024;

/** A file whose size the browser does not tell (another origin without Timing-Allow-Origin) counts this much. */
const UNKNOWN_SIZE = 12 * 1024;

type Table = (RouteDef & { pattern: string })[];

const saveData = () => !!(navigator as { connection?: { saveData?: boolean } }).connection?.saveData;

/**
 * Starts routes on the visitor's intent in the embed, and after IDLE_AFTER_MS the menu's screens
 * (`menu`: their paths). Stopped by the returned function.
 */
export function watchIntent(embed: Embed, table: Table, menu: string[]): () => void {
  const { container } = embed;
  let rest: ReturnType<typeof setTimeout> | undefined;
  /** The shop link or route button an event is on, and the route path it names. */
  const target = (e: Event): [Element, string] | null => {
    const link = (e.composedPath()[0] as Element | undefined)?.closest?.("a[href], button[data-href]");
    const path = linkPath(link?.getAttribute("href") ?? link?.getAttribute("data-href") ?? null);
    return link && path ? [link, path] : null;
  };
  const start = (e: Event, data: boolean) => {
    const found = target(e);
    if (found) void startRoute(embed, table, found[1], data);
  };
  const over = (e: Event) => {
    clearTimeout(rest);
    const found = saveData() ? null : target(e);
    if (!found) return;
    const [link, path] = found;
    void startRoute(embed, table, path, false);
    rest = setTimeout(() => link.matches(":hover") && void startRoute(embed, table, path, true), HOVER_READS_MS);
  };
  const now = (e: Event) => start(e, true);
  const focus = (e: Event) => start(e, false);
  const types: [string, EventListener][] = [
    ["pointerover", over],
    ["focusin", focus],
    ["touchstart", now],
    ["pointerdown", now],
    ["click", now],
  ];
  for (const [type, fn] of types) container.addEventListener(type, fn, true);
  // what the routes beyond the first screen need (RouteDef.needs: about 1 KB, also when saving
  // data): here before a click, a navigation starts it at once
  for (const route of table) if (route.needs) withNeeds(route.needs, ignore);
  let stopIdle = () => {};
  const wait = saveData() ? undefined : setTimeout(() => (stopIdle = preloadMenu(embed, table, menu)), IDLE_AFTER_MS);
  return () => {
    clearTimeout(rest);
    clearTimeout(wait);
    stopIdle();
    for (const [type, fn] of types) container.removeEventListener(type, fn, true);
  };
}

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
function preloadMenu(embed: Embed, table: Table, paths: string[]) {
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
