// The visitor's intent starts the next screen (issue 37): a shop link (or a RouteButton, which
// names its route in `data-href`) under a resting pointer, a touch or a press on it, or the
// keyboard's focus on it starts that route's files; its first reads go out on a touch, a press, a
// click, or a pointer that rests on the link (a pointer passing over a grid of cards asks the
// service nothing). The visitor's first touch, press, click or focus in the shop, a pointer on a
// shop link, or idle time brings what the catalogue areas' routes need (RouteDef.needs).
// IDLE_AFTER_MS after the first screen, the menu's areas' files load in idle time
// (app/idle-preload.ts), and not at all when the browser asks to save data. Loaded with the shell's parts after the first content (the "late"
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
  // what the catalogue areas' routes need (RouteDef.needs: one file of about 1.2 KB), not in the
  // first 5 s of a visit that does nothing (issue 15's byte goal): asked for at the visitor's
  // first touch, press, click or focus anywhere in the shop, a pointer on a shop link, or in idle
  // time; a navigation to such a route starts it at once anyway (on a link: once that link's
  // route has its files). Until it is here, a press on such a route's link waits for it (a round
  // trip)
  let needsAsked = false;
  const askNeeds = () => {
    if (needsAsked) return;
    needsAsked = true;
    for (const route of table) if (route.needs) withNeeds(route.needs, ignore);
  };
  const start = (e: Event, data: boolean) => {
    const found = target(e);
    // on a link, its route's own files first: the other routes' needs after them, not beside
    // them (on HTTP/1.1's six connections they queued the step's own requests)
    if (found) void startRoute(embed, table, found[1], data).then(askNeeds);
    else askNeeds();
  };
  const over = (e: Event) => {
    clearTimeout(rest);
    const found = saveData() ? null : target(e);
    if (!found) return;
    const [link, path] = found;
    void startRoute(embed, table, path, false).then(askNeeds);
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
  let stopped = false;
  let stopIdle = () => {};
  const idle = () => {
    askNeeds();
    import("./idle-preload").then((m) => stopped || (stopIdle = m.preloadMenu(embed, table, menu)), ignore);
  };
  const wait = saveData() ? undefined : setTimeout(idle, IDLE_AFTER_MS);
  return () => {
    stopped = true;
    clearTimeout(rest);
    clearTimeout(wait);
    stopIdle();
    for (const [type, fn] of types) container.removeEventListener(type, fn, true);
  };
}
