// The route table: the shell's own pages plus every feature's routes, each with the files and
// first reads it declares (stores/route-types.ts). The one place routes are named: the app's router
// (RouteSwitch), a navigation's start (route-start.ts) and the start module (src/start.ts), which
// imports this file before React is here. So it stays plain data: no React, no store.
import { paths, paramsOf, splitLanguage } from "../domain/paths";
import { areaOf } from "../domain/areas";
import type { RouteDef } from "../stores/route-types";
import { routes as pageRoutes } from "../features/pages";
import { routes as ticketRoutes } from "../features/tickets";
import { routes as tourRoutes } from "../features/tours";
import { routes as merchandiseRoutes } from "../features/merchandise";
import { routes as voucherRoutes } from "../features/vouchers/routes";
import { routes as checkoutRoutes } from "../features/checkout";
import { routes as accountRoutes } from "../features/account";

const ROUTES: RouteDef[] = [
  ...ticketRoutes,
  ...tourRoutes,
  ...merchandiseRoutes,
  ...voucherRoutes,
  ...checkoutRoutes,
  ...accountRoutes,
  // static pages last: page/shipping before page/{id}
  ...pageRoutes,
];

/** A checkout screen or one with a payment asks for the visitor's calls at once (app/use-bootstrap.ts): their file is its part. */
const bootstrap = () => import("./bootstrap");

/** Routes in match order, each with its wouter pattern; an area's routes take its catalogue from the registry. */
export const ROUTE_TABLE = ROUTES.map((r) => ({
  ...r,
  parts: r.checkout || r.payment ? [...(r.parts ?? []), bootstrap] : r.parts,
  catalog: r.catalog ?? (r.area && areaOf(r.area).catalog),
  pattern: paths[r.name].pattern,
}));

export type Route = (typeof ROUTE_TABLE)[number];

/** The route a path inside the shop names ("/tickets/12", "/de/tickets/12"), with its parameters. */
export function routeFor<R extends { pattern: string }>(
  table: R[],
  path: string,
): { route: R; params: Record<string, string> } | undefined {
  const { rest } = splitLanguage(path);
  for (const route of table) {
    const params = paramsOf(route.pattern, rest);
    if (params) return { route, params };
  }
  return undefined;
}
