// What a feature contributes to the route table: one entry per route of the specification.
import type { ComponentType } from "react";
import type { NavKey } from "../domain/config";
import type { FirstRead, RouteName } from "../domain/paths";
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
  /**
   * The screen may offer a payment at once (an open order): the visitor's calls, which bring the
   * payment types, go at once as on the checkout screens, and their file is one of its parts.
   */
  payment?: boolean;
  /** The message catalogue the screen needs besides the shell's. */
  catalog?: CatalogArea;
  load: () => Promise<ComponentType<RouteProps>>;
  /**
   * The other files the screen always shows, asked for with its own: the parts it imports lazily
   * and shows at once, and the shared files its file imports (which the browser would find only
   * once that file is here, a round trip later). A navigation starts them all at once.
   */
  parts?: (() => Promise<unknown>)[];
  /**
   * The screen's first reads, from the route's parameters and the museum's today (asked for only
   * by a read that needs it: the first date format costs the start module time) (like a route
   * loader): a navigation asks for them beside the code (ApiClient.prefetch), and the screen's
   * own first calls take the answers. A read that depends on another's answer is left out.
   */
  reads?: (params: RouteProps["params"], today: () => Date) => FirstRead[];
  /**
   * Starts the screen's first call before the screen renders: on a deep link as soon as the
   * configuration is known (the mount, app/routes.ts), on a first visit inside the app while its
   * messages load (AreaGate). The answer then comes with the code, not a round trip after the
   * screen's first render; the screen's own first load takes that answer.
   */
  firstCall?: (embed: Embed) => Promise<unknown>;
  /**
   * The route's `parts` and `reads` declared in a module of its area (`needs.ts`, by route name)
   * rather than here: the route table is part of the start module, and what the screens beyond
   * the first need would cost it about 0.5 KB. Loaded with the route's files by a navigation and,
   * at the visitor's first interaction with the shop or in idle time, for every route
   * (app/route-intent.ts); a navigation starts what the
   * module declares as soon as it is here. (A deep link's start module does not wait for it: that
   * screen asks for its reads itself.)
   */
  needs?: () => Promise<{ needs: Partial<Record<RouteName, RouteNeeds>> }>;
  /** The route whose entry in `needs` this one takes (the home route showing an area's list). */
  needsOf?: RouteName;
}

/** What a route needs besides its screen's file, declared apart from the route table (RouteDef.needs). */
export type RouteNeeds = Pick<RouteDef, "parts" | "reads">;
