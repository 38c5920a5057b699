// Merchandise and annual passes (spec 001): the passes use the merchandise list and product views.
import type { RouteDef } from "../../stores/route-types";

const list = () => import("./screens/merchandise-list");
const merchandiseList = () => list().then((m) => m.MerchandiseList);
const detail = () => import("./screens/product-detail").then((m) => m.ProductDetail);

export const routes: RouteDef[] = [
  { name: "merchandise", area: "merchandise", load: merchandiseList },
  { name: "merchandiseCategory", area: "merchandise", load: merchandiseList },
  { name: "product", area: "merchandise", load: detail },
  { name: "passes", area: "passes", load: () => list().then((m) => m.PassList) },
  { name: "pass", area: "passes", load: detail },
];
