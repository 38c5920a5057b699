// What the merchandise and pass routes need besides their screens' files (RouteDef.needs): the
// files the screens always show, which the browser would find only in the screen's imports, a
// round trip later, and their first reads. Apart from index.ts: the route table is part of the
// start module.
import type { RouteName } from "../../domain/paths";
import type { RouteNeeds } from "../../stores/route-types";
import { catalogueReads, passReads, productReads } from "../../api/merchandise-reads";

const catalogue = [
  () => import("./data"),
  () => import("../../stores/cached"),
  () => import("../../domain/merchandise"),
  () => import("../../domain/merchandise-catalogue"),
];

const list: RouteNeeds = { parts: catalogue, reads: catalogueReads };

// the forms: the basket's parts, the quantity row, the owner rows' countries and name rules, the
// form field (ui/field.tsx, a file of its own)
const detail = [
  ...catalogue,
  () => import("../../stores/basket-actions"),
  () => import("../../stores/stored-lines"),
  () => import("../../ui/quantity-row"),
  () => import("../../domain/account-form"),
  () => import("../../ui/name-refusals"),
  () => import("../../ui/field"),
];

export const needs: Partial<Record<RouteName, RouteNeeds>> = {
  merchandise: list,
  merchandiseCategory: list,
  passes: list,
  product: { parts: detail, reads: ({ id }) => productReads(Number(id)) },
  pass: { parts: detail, reads: ({ id }) => passReads(Number(id)) },
};
