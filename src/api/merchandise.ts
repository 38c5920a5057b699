// Merchandise and annual pass calls (spec 001 section 7; shapes and defaults in
// docs/service-contract.md). Each answer goes through its decoder (decode.ts).
import type { ApiClient } from "./client";
import { ARTICLES, article, attributes } from "./merchandise-reads";
import type { Category, Merchandise } from "../domain/merchandise";
import { each, isObj, needAmount, needArr, needId, needNum, needObj, needStr, num, numOr, str, strOr } from "./decode";

export interface MerchandiseAttributes {
  category: Category[];
  /** Venue codes whose annual passes always need the owners' addresses (extension; default none). */
  address_venues: string[];
}

/** A product: id, name, price and stock are required (a product cannot be sold without them). */
export function decodeArticle(call: string, v: unknown, at = "data"): Merchandise {
  const a = needObj(call, at, v);
  const kind = numOr(a.product_kind_ref);
  const persons = numOr(a.persons);
  const optional = {
    description: strOr(a.description),
    image: strOr(a.image) || undefined,
    venue: strOr(a.venue) || undefined,
    persons: persons !== undefined && persons >= 1 ? Math.floor(persons) : undefined,
  };
  return {
    id: needId(call, `${at}.id`, a.id),
    name: needStr(call, `${at}.name`, a.name),
    price: needAmount(call, `${at}.price`, a.price),
    vat_value: num(a.vat_value),
    stock: needNum(call, `${at}.stock`, a.stock),
    sequence_no: num(a.sequence_no),
    product_kind_ref: kind ?? null,
    custom_groups: each(a.custom_groups, (g) =>
      isObj(g) && numOr(g.id) !== undefined ? { id: num(g.id) } : undefined,
    ),
    ...(Object.fromEntries(Object.entries(optional).filter(([, x]) => x !== undefined)) as Partial<Merchandise>),
  };
}

export const decodeArticles = (call: string, v: unknown): Merchandise[] =>
  needArr(call, "data", v).map((a, i) => decodeArticle(call, a, `[${i}]`));

export function decodeMerchandiseAttributes(call: string, v: unknown): MerchandiseAttributes {
  const d = needObj(call, "data", v);
  return {
    category: needArr(call, "category", d.category).flatMap((c) =>
      isObj(c) && numOr(c.id) !== undefined
        ? [{ id: num(c.id), name: str(c.name, str(c.id)), sequence_no: num(c.sequence_no) }]
        : [],
    ),
    address_venues: each(d.address_venues, (x) => strOr(x) || undefined),
  };
}

export const getMerchandiseList = (api: ApiClient) =>
  api.get<unknown>(ARTICLES[0]).then((d) => decodeArticles(ARTICLES[0], d));

/** One product; a 404 (no such article) is the caller's to show. */
export function getMerchandise(api: ApiClient, id: number) {
  const [call, query] = article(id);
  return api.get<unknown>(call, { query, handled: [404] }).then((d) => decodeArticle(call, d));
}

/** Categories of merchandise, or of annual passes with `kind` 13. */
export function getMerchandiseAttributes(api: ApiClient, kind?: number) {
  const [call, query] = attributes(kind);
  return api.get<unknown>(call, { query }).then((d) => decodeMerchandiseAttributes(call, d));
}
