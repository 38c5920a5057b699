// What a feature contributes to the route table: one entry per route of the specification.
import type { ComponentType } from "react";
import type { NavKey } from "../domain/config";
import type { RouteName } from "../domain/paths";
import type { CatalogArea } from "../i18n/catalogs";
import type { Embed } from "./context";

export interface RouteProps {
  params: Record<string, string | undefined>;
}

export interface RouteDef {
  name: RouteName;
  /** Narrow, centred layout for account and success screens (spec 000 "secondary-page styling"). */
  secondary?: boolean;
  /** The catalogue area that must be enabled for the route to exist. */
  area?: NavKey;
  /** Checkout steps show the progress bar instead of breadcrumbs. */
  checkout?: boolean;
  /** The message catalogue the screen needs besides the shell's. */
  catalog?: CatalogArea;
  load: () => Promise<ComponentType<RouteProps>>;
  /**
   * Starts the screen's first call before the screen renders: on a deep link as soon as the
   * configuration is known (the mount, app/routes.ts), on a first visit inside the app while its
   * messages load (AreaGate). The answer then comes with the code, not a round trip after the
   * screen's first render; the screen's own first load takes that answer.
   */
  firstCall?: (embed: Embed) => Promise<unknown>;
  /**
   * The read the first call starts with, when it is a GET without parameters (e.g.
   * "event/select"): the start module (scripts/start-module.mjs) asks for it beside the route's
   * files, before the app is here, and the client takes that answer for its first such call.
   */
  firstRead?: string;
}
