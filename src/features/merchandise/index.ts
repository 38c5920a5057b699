// Merchandise and annual passes (spec 001): the passes use the merchandise list and product views.
// What each route needs besides its screen (its files and first reads) is declared in needs.ts: a
// navigation asks for all of it at once.
import type { RouteDef } from "../../stores/route-types";

const list = () => import("./screens/merchandise-list");
const merchandiseList = () => list().then((m) => m.MerchandiseList);
const detail = () => import("./screens/product-detail").then((m) => m.ProductDetail);
const needs = () => import("./needs");

export const routes: RouteDef[] = [
  { name: "merchandise", area: "merchandise", load: merchandiseList, needs },
  { name: "merchandiseCategory", area: "merchandise", load: merchandiseList, needs },
  { name: "product", area: "merchandise", load: detail, needs },
  { name: "passes", area: "passes", load: () => list().then((m) => m.PassList), needs },
  { name: "pass", area: "passes", load: detail, needs },
];
