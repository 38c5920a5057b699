// The route table: the shell's own pages plus every feature's routes.
import { paths } from "../domain/paths";
import { areaOf } from "../domain/areas";
import type { RouteDef } from "../ui/route-types";
import { routes as pageRoutes } from "../features/pages";
import { routes as ticketRoutes } from "../features/tickets";
import { routes as tourRoutes } from "../features/tours";
import { routes as merchandiseRoutes } from "../features/merchandise";
import { routes as voucherRoutes } from "../features/vouchers";
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

/** Routes in match order, each with its wouter pattern; an area's routes take its catalogue from the registry. */
export const ROUTE_TABLE = ROUTES.map((r) => ({
  ...r,
  catalog: r.catalog ?? (r.area && areaOf(r.area).catalog),
  pattern: paths[r.name].pattern,
}));
