// The start module: what the loader imports first, while the entry and React are still on their way
// (the loader preloads those). From the first queued mount and the address it finds the start
// route in the route table (app/route-table.ts, the one the app routes by) and starts everything
// that route declares: its screen and the files it always shows, the shell's and its area's
// messages, the dialog for a button, and its first reads (RouteDef.reads), which the mount hands
// to the embed's client. It also reads the configuration's body on arrival and sets up the
// browser's date formatting in a task of its own. Then it imports the entry (boot).
// Nothing here may import React or a store: every import of this file is waited for before it runs.
// first: a page that broke what the shop needs is told so before any table below is built
import "./embed/host-check";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../loader/languages";
import { addressOf, askAhead } from "./api/client";
import type { EarlyAnswer, LoaderConfig } from "./api/options";
import { routeFor, ROUTE_TABLE, type Route } from "./app/route-table";
import { isTimeZone } from "./domain/dates";
import { splitLanguage } from "./domain/paths";
import { createClock, MUSEUM_TIME_ZONE } from "./embed/clock";
import { loadMessages } from "./i18n/catalogs";

type Command = [name: string, args: unknown[]];
interface FoyerQueue {
  q?: Command[];
}
/** A mount's options as the start module reads them: the loader's hold its configuration request. */
interface StartOptions {
  lang?: string;
  route?: string;
  mode?: string;
  api?: string;
  timeZone?: string;
  config?: Promise<Response | LoaderConfig>;
  early?: [address: string, answer: Promise<EarlyAnswer>][];
}

const ignore = () => undefined;

/** The language and the route a mount opens on: a shop address in the hash wins over its options. */
export function startOf(hash: string, o: StartOptions): { lang: Language; path: string } {
  const inHash = hash.startsWith("#/") ? splitLanguage(hash.slice(1).split("?")[0]!) : null;
  const named = (LANGUAGES as readonly string[]).includes(o.lang ?? "") ? (o.lang as Language) : DEFAULT_LANGUAGE;
  const lang = inHash?.lang ?? named;
  return { lang, path: (inHash?.lang && inHash.rest) || o.route || "/" };
}

/**
 * The museum's today as the embed's clock will have it, made only when a read needs it (a clock
 * checks its zone with a date format of its own; an unknown zone is the embed's to report).
 */
const todayOf = (o: StartOptions) => (): Date =>
  createClock(o.timeZone && isTimeZone(o.timeZone) ? o.timeZone : undefined).todayDate();

/**
 * Starts a route's files and messages, and (for the loader's own mounts, whose options carry the
 * configuration request) its first reads, handed to the mount as `early`.
 */
export function startFiles(route: Route | undefined, params: Record<string, string>, lang: Language, o: StartOptions) {
  // (the HTTP client is in the entry's group: the loader preloads it)
  const files: Promise<unknown>[] = [loadMessages(lang, "shell")];
  if (o.mode === "button") files.push(import("./embed/dialog-surface"));
  if (route) {
    // the reads first: on HTTP/1.1 a browser opens six connections to a host, and a wave of a
    // dozen requests would queue the screen's data behind its files
    if (o.config && o.api)
      o.early = (route.reads?.(params, todayOf(o)) ?? []).map(([endpoint, query]) => {
        const address = addressOf(o.api!, lang, endpoint, query);
        return [address, askAhead(address)];
      });
    files.push(route.load(), ...(route.parts ?? []).map((part) => part()));
    if (route.catalog) files.push(loadMessages(lang, route.catalog));
  }
  for (const file of files) file.catch(ignore);
}

/** The configuration's body is read as soon as it arrives, not when the entry asks for it. */
function readConfigOnArrival(o: StartOptions) {
  if (!o.config) return;
  o.config = o.config.then((r) => {
    const json = r.ok ? r.json() : null;
    json?.catch(ignore);
    return { ok: r.ok, url: r.url, json: () => json!, headers: r.headers };
  });
}

/**
 * The browser's first date format sets up its time-zone and locale data (20 to 40 ms, four times
 * that on a slow phone): done now, in a task of its own, it overlaps the entry's download. So do
 * the museum clock's format, the first number format and plural rules, and last (a page without
 * storage throws) the first use of the session storage, which loads the tab's stored values.
 */
function warmUp(lang: Language, timeZone?: string) {
  setTimeout(() => {
    try {
      // the museum clock's format (domain/dates.ts wallClock), then the page language's
      new Intl.DateTimeFormat("en", {
        timeZone: timeZone || MUSEUM_TIME_ZONE,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      }).formatToParts();
      new Intl.DateTimeFormat(lang, { timeZone }).format();
      new Intl.NumberFormat(lang).format(1);
      new Intl.PluralRules(lang).select(1);
      void sessionStorage.length;
    } catch {
      // a hint only
    }
  });
}

/** Starts what the first queued mount needs; whatever goes wrong here must not stop the entry. */
export function start(F: FoyerQueue, hash: string): void {
  try {
    const mounts = (F.q ?? []).filter((c) => c[0] === "mount").map((c) => (c[1][1] ?? {}) as StartOptions);
    const first = mounts[0];
    if (!first) return;
    const { lang, path } = startOf(hash, first);
    const match = routeFor(ROUTE_TABLE, path);
    startFiles(match?.route, match?.params ?? {}, lang, first);
    for (const o of mounts) readConfigOnArrival(o);
    warmUp(lang, first.timeZone);
  } catch {
    // a preload is only a hint
  }
}

start((window as { Foyer?: FoyerQueue }).Foyer ?? {}, location.hash);

export const boot = (F: unknown) => import("./main").then((m) => m.boot(F as Parameters<typeof m.boot>[0]));
