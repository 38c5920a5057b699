// The catalogue areas in one table: which configuration flag switches an area on, its list route (navigation,
// home tile and home_view), its messages (navigation label, tile text) and its message catalogue. The
// configuration, the navigation, the home tiles and the route switch all derive from it; adding an area is
// docs/development.md "Add an area".
import type { RouteName } from "./paths";

export const AREAS = [
  {
    key: "tickets",
    flag: "has_tickets",
    route: "tickets",
    label: "nav.tickets",
    tileText: "home.ticketsText",
    catalog: "tickets",
  },
  {
    key: "guidedTours",
    flag: "has_guided_tours",
    route: "tours",
    label: "nav.guidedTours",
    tileText: "home.toursText",
    catalog: "tours",
  },
  {
    key: "merchandise",
    flag: "has_merchandise",
    route: "merchandise",
    label: "nav.merchandise",
    tileText: "home.merchandiseText",
    catalog: "shop",
  },
  {
    key: "passes",
    flag: "has_memcard",
    route: "passes",
    label: "nav.passes",
    tileText: "home.passesText",
    catalog: "shop",
  },
  {
    key: "vouchers",
    flag: "has_vouchers",
    route: "vouchers",
    label: "nav.vouchers",
    tileText: "home.vouchersText",
    catalog: "vouchers",
  },
] as const satisfies readonly AreaEntry[];

interface AreaEntry {
  key: string;
  /** The configuration flag that switches the area on (a key of AppConfig: enabledAreas in config.ts reads it, so
   * a flag the configuration lacks fails to compile there; this file cannot name AppConfig, which imports it). */
  flag: `has_${string}`;
  /** The area's list: where its navigation entry and home tile lead, and what home_view shows. */
  route: RouteName;
  /** Message ids (checked where they are used: i18n/ stays out of domain/). */
  label: string;
  tileText: string;
  /** The message catalogue (locales/<lang>/<catalog>.po) the area's screens need. */
  catalog: string;
}

export type Area = (typeof AREAS)[number];
export type NavKey = Area["key"];

/** The registry entry of an area. */
export const areaOf = (key: NavKey): Area => AREAS.find((a) => a.key === key)!;
