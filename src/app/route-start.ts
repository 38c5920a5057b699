// A navigation starts everything its screen needs at once (issue 37): the screen's file, the other
// files it always shows (RouteDef.parts), its area's messages and its first reads (RouteDef.reads,
// through the client's reads ahead), or those its area declares apart (RouteDef.needs). Started on the visitor's intent (a pointer resting on a shop
// link, a touch, a press, a focus), on the click itself and on any change of address; each start
// asks only for what is not on its way already.
import { splitLanguage } from "../domain/paths";
import type { Embed } from "../stores/context";
import type { RouteDef, RouteNeeds } from "../stores/route-types";
import { routeFor } from "./route-table";
import { loadMessages } from "../i18n/catalogs";
import { primeScreen } from "./screens";

const ignore = () => undefined;

type NeedsModule = Awaited<ReturnType<NonNullable<RouteDef["needs"]>>>;
const needsHere = new WeakMap<NonNullable<RouteDef["needs"]>, NeedsModule>();

/**
 * Runs `then` with an area's needs module: at once when it is here (an import() of a module already
 * loaded still answers a task or more later, behind the click's render: at 4x CPU the press's
 * reads went out 70 to 130 ms after the press), else when it comes.
 */
export function withNeeds(load: NonNullable<RouteDef["needs"]>, then: (m: NeedsModule) => unknown): unknown {
  const here = needsHere.get(load);
  if (here) return then(here);
  return load().then((m) => (needsHere.set(load, m), then(m)), ignore);
}

/**
 * Starts a route's code and messages, and with `data` its first reads; settles (never failing)
 * when its files are here. A path in another language than the embed's starts nothing (its screen
 * asks in that language after the switch).
 */
export function startRoute(
  embed: Embed,
  table: (RouteDef & { pattern: string })[],
  path: string,
  data: boolean,
): Promise<unknown> {
  const lang = embed.stores.shell.getState().lang;
  const match = (splitLanguage(path).lang ?? lang) === lang ? routeFor(table, path) : undefined;
  if (!match) return Promise.resolve();
  const { route, params } = match;
  /** Starts a route's parts and, with `data`, its first reads. */
  const begin = ({ parts, reads }: RouteNeeds = {}) => {
    if (data)
      for (const [endpoint, query] of reads?.(params, embed.clock.todayDate) ?? []) embed.api.prefetch(endpoint, query);
    return Promise.all((parts ?? []).map((part) => part().catch(ignore)));
  };
  return Promise.all([
    primeScreen(route.load),
    begin(route),
    route.needs && withNeeds(route.needs, (m) => begin(m.needs[route.needsOf ?? route.name])),
    route.catalog && loadMessages(lang, route.catalog).catch(ignore),
  ]);
}

/** The shop path of a link's address: "https://page/#/de/tickets" (hash routing) or "/de/tickets" (memory routing). */
export function linkPath(href: string | null): string | null {
  if (!href) return null;
  const hash = href.indexOf("#");
  const path = hash >= 0 ? href.slice(hash + 1) : href;
  return path.startsWith("/") ? path : null;
}
