// Merchandise and annual pass calls (spec 001 section 7).
import type { ApiClient } from "./client";
import type { Category, Merchandise } from "../domain/merchandise";

export interface MerchandiseAttributes {
  category: Category[];
  /** Venue codes whose annual passes always need the owners' addresses (passes only). */
  address_venues?: string[];
}

export const getMerchandiseList = (api: ApiClient) => api.get<Merchandise[]>("merchandise/select");

/** One product; a 404 (no such article) is the caller's to show. */
export const getMerchandise = (api: ApiClient, id: number) =>
  api.get<Merchandise>("merchandise", { query: { article: id }, handled: [404] });

/** Categories of merchandise, or of annual passes with `kind` 13. */
export const getMerchandiseAttributes = (api: ApiClient, kind?: number) =>
  api.get<MerchandiseAttributes>("merchandise/attr", { query: { product_kind: kind } });
