// The shell's own pages: home, static pages and not-found.
import type { RouteDef } from "../../ui/route-types";

export const routes: RouteDef[] = [
  { name: "home", title: "route.home", load: () => import("./home").then((m) => m.Home) },
  { name: "shippingPage", title: "route.shipping", load: () => import("./static-page").then((m) => m.ShippingPage) },
  { name: "page", title: "route.page", load: () => import("./static-page").then((m) => m.StaticPage) },
];

export const loadNotFound = () => import("./not-found").then((m) => m.NotFound);
