// Merchandise and annual passes (spec 001): the passes use the merchandise list and product views.
// Each route names its first reads (stores/route-types.ts): a navigation asks for them with the
// screen's file.
import type { RouteDef } from "../../stores/route-types";
import { catalogueReads, passReads, productReads } from "../../api/merchandise-reads";

const list = () => import("./screens/merchandise-list");
const merchandiseList = () => list().then((m) => m.MerchandiseList);
const detail = () => import("./screens/product-detail").then((m) => m.ProductDetail);

export const routes: RouteDef[] = [
  { name: "merchandise", area: "merchandise", load: merchandiseList, reads: catalogueReads },
  { name: "merchandiseCategory", area: "merchandise", load: merchandiseList, reads: catalogueReads },
  { name: "product", area: "merchandise", load: detail, reads: ({ id }) => productReads(Number(id)) },
  { name: "passes", area: "passes", load: () => list().then((m) => m.PassList), reads: catalogueReads },
  { name: "pass", area: "passes", load: detail, reads: ({ id }) => passReads(Number(id)) },
];
