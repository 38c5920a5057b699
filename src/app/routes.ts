// The shop's routes at run time: the route table (route-table.ts) filtered by the shop's areas, and
// the start screen of a visit.
import { routeOf, splitLanguage } from "../domain/paths";
import { areaOf } from "../domain/areas";
import { enabledAreas } from "../domain/config";
import type { AppConfig } from "../domain/config";
import type { I18n } from "@lingui/core";
import { areaReady } from "../i18n/catalogs";
import { primeScreen } from "./screens";
import type { Embed } from "../stores/context";
import { ROUTE_TABLE } from "./route-table";
type Route = (typeof ROUTE_TABLE)[number];

export { ROUTE_TABLE };

/** A shop's routes: its enabled areas'; the home route shows the home view's list when one is set. */
export function shopRoutes(config: AppConfig): Route[] {
  const areas = enabledAreas(config);
  const enabled = ROUTE_TABLE.filter((r) => !r.area || areas.includes(r.area));
  const homeView =
    config.home_view !== "overview" && areas.includes(config.home_view) ? areaOf(config.home_view).route : null;
  const areaList = homeView && enabled.find((r) => r.name === homeView);
  return areaList
    ? enabled.map((r) =>
        r.name === "home"
          ? {
              ...r,
              load: areaList.load,
              parts: areaList.parts,
              reads: areaList.reads,
              catalog: areaList.catalog,
              firstCall: areaList.firstCall,
              needs: areaList.needs,
              needsOf: areaList.name,
            }
          : r,
      )
    : enabled;
}

/** The route a path opens on among a shop's routes (none for an unknown path). */
function startRoute(config: AppConfig, path: string): Route | undefined {
  const name = routeOf(splitLanguage(path).rest);
  return shopRoutes(config).find((r) => r.name === name);
}

/**
 * Starts the first call of the screen a visit opens on as soon as the configuration is known,
 * before React renders anything: a slow device takes a few hundred milliseconds for its first
 * render, and the answer can come meanwhile. Only in the embed's own language (a path in another
 * language is switched to first, and its screen asks in that language). Settles with the call,
 * never failing.
 */
function startFirstCall(embed: Embed, config: AppConfig, path: string): Promise<unknown> {
  if (splitLanguage(path).lang !== embed.stores.shell.getState().lang) return Promise.resolve();
  return (
    startRoute(config, path)
      ?.firstCall?.(embed)
      .catch(() => undefined) ?? Promise.resolve()
  );
}

/** How long the first render waits for the start screen (after the configuration's answer). */
export const START_SCREEN_WAIT = 1500;

/**
 * Starts the first call of the screen a visit opens on, and loads its code and its area's messages
 * (the start module asked for both beside the entry): the mount's first render waits for all three,
 * for `wait` at most, so that it shows the screen with its answer (one render and one layout before
 * the first content instead of three). Never fails: a file that does not come is the screen's own
 * error, shown as before.
 */
export function startScreen(
  embed: Embed,
  config: AppConfig,
  path: string,
  i18n: Promise<I18n>,
  wait = START_SCREEN_WAIT,
): Promise<void> {
  const route = startRoute(config, path);
  const area = route?.catalog;
  const lang = embed.stores.shell.getState().lang;
  const ready = Promise.all([
    startFirstCall(embed, config, path),
    route && primeScreen(route.load),
    area && areaReady(i18n, lang, area),
  ]).catch(() => undefined);
  return new Promise((done) => {
    const timer = setTimeout(done, wait);
    void ready.then(() => (clearTimeout(timer), done()));
  });
}
