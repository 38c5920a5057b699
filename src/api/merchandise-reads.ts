// The merchandise and annual pass screens' reads as data: the addresses the calls of
// merchandise.ts ask for (the pass owners' attributes: customer-reads.ts), which the route table
// names too (RouteDef.reads), so that a navigation asks for them while the screen's code is still
// coming. Small and without decoders: the route table is part of the start module.
import type { FirstRead } from "../domain/paths";
import { CUSTOMER_ATTRIBUTES } from "./customer-reads";
import { ANNUAL_PASS_KIND } from "../domain/product-kinds";

export const ARTICLES: FirstRead = ["merchandise/select"];

/** One product. */
export const article = (id: number): FirstRead => ["merchandise", { article: id }];

/** Categories of merchandise, or of annual passes with `kind` 13. */
export const attributes = (kind?: number): FirstRead =>
  kind === undefined ? ["merchandise/attr"] : ["merchandise/attr", { product_kind: kind }];

/**
 * The merchandise and pass lists' first reads (one view, features/merchandise/screens/
 * merchandise-list.tsx): the products, the merchandise categories and the passes' categories.
 */
export const catalogueReads = (): FirstRead[] => [ARTICLES, attributes(), attributes(ANNUAL_PASS_KIND)];

const valid = (id: number) => Number.isInteger(id) && id > 0;

/** A product's first read. */
export const productReads = (id: number): FirstRead[] => (valid(id) ? [article(id)] : []);

/** An annual pass's first reads: the product, the passes' categories and venues, and the owners' attributes. */
export const passReads = (id: number): FirstRead[] =>
  valid(id) ? [article(id), attributes(ANNUAL_PASS_KIND), CUSTOMER_ATTRIBUTES] : [];
