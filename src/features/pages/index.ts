// The shell's own pages: home, static pages and not-found.
import type { RouteDef } from "../../stores/route-types";

export const routes: RouteDef[] = [
  { name: "home", load: () => import("./home").then((m) => m.Home) },
  { name: "shippingPage", load: () => import("./static-page").then((m) => m.ShippingPage) },
  { name: "page", load: () => import("./static-page").then((m) => m.StaticPage) },
];

export const loadNotFound = () => import("./not-found").then((m) => m.NotFound);
