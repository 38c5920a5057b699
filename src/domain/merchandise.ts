// Merchandise and annual passes (spec 001 sections 3-5): the product as the service sends it,
// stock states, the quantity rules and the basket line a product becomes. Pure.
import type { AnnualPassLine, BasketLine, MerchandiseLine, PassOwner } from "./basket";
import { ANNUAL_PASS_KIND } from "./product-kinds";

/** At most this many left counts as low stock ("only 3 left"). */
export const LOW_STOCK = 5;
/** The most a visitor can put in the basket at once, whatever the stock. */
export const MAX_QUANTITY = 99;

export interface CategoryRef {
  id: number;
}

export interface Merchandise {
  id: number;
  name: string;
  /** Unit price in minor units, VAT included. */
  price: number;
  vat_value: number;
  /** Items left; 0 or less is sold out. */
  stock: number;
  sequence_no: number;
  product_kind_ref: number | null;
  custom_groups: CategoryRef[];
  description?: string;
  /** Image path on the service's origin. */
  image?: string;
  /** Annual passes: the venue the pass belongs to (decides whether owners need an address). */
  venue?: string;
  /** Annual passes: the people one pass is for (a pass for two has two owners). @default 1 */
  persons?: number;
}

export interface Category {
  id: number;
  name: string;
  sequence_no: number;
}

export const isAnnualPass = (item: Pick<Merchandise, "product_kind_ref">): boolean =>
  Number(item.product_kind_ref) === ANNUAL_PASS_KIND;

/** The quantity a product form starts with, and returns to after adding: 0 when out of stock, else 1. */
export const resetQuantity = (stock: number | null | undefined): number =>
  typeof stock === "number" && stock <= 0 ? 0 : 1;

export type StockState = "soldOut" | "outOfStock" | "low" | "available";

/**
 * What a visitor is told about a product's stock: sold out when none are left at all; out of
 * stock when what is left is already in their basket; low when a few are left.
 */
export function stockState(stock: number, inBasket = 0): StockState {
  if (stock <= 0) return "soldOut";
  const left = stock - inBasket;
  if (left <= 0) return "outOfStock";
  return left <= LOW_STOCK ? "low" : "available";
}

/** The largest quantity the form offers: what is left after the basket, at most MAX_QUANTITY. */
export const maxQuantity = (stock: number, inBasket = 0): number =>
  Math.max(0, Math.min(MAX_QUANTITY, stock - inBasket));

/** How many of a product the basket holds already (merchandise and pass lines alike). */
export const quantityInBasket = (lines: BasketLine[], id: number): number =>
  lines.reduce(
    (sum, l) => ((l.type === "merchandise" || l.type === "annualPass") && Number(l.id) === id ? sum + l.count : sum),
    0,
  );

/** Merchandise of a category (null: all), annual passes left out (they have their own list). */
export function inCategory(items: Merchandise[], category: number | null): Merchandise[] {
  return items.filter(
    (i) => !isAnnualPass(i) && (category === null || i.custom_groups.some((g) => Number(g.id) === category)),
  );
}

export const annualPasses = (items: Merchandise[]): Merchandise[] => items.filter(isAnnualPass);

/** Annual passes of a pass category (null: all). */
export const inPassCategory = (passes: Merchandise[], category: number | null): Merchandise[] =>
  category === null ? passes : passes.filter((p) => p.custom_groups.some((g) => Number(g.id) === category));

/** What a basket line of a shop item says of it: the item, its price, the count and the VAT. */
const itemLine = (item: Merchandise, count: number) => ({
  id: item.id,
  name: item.name,
  price: item.price,
  totalPrice: item.price * count,
  count,
  vat_value: item.vat_value,
});

/** The basket line for `count` of a product. */
export const merchandiseLine = (item: Merchandise, count: number): Omit<MerchandiseLine, "key"> => ({
  type: "merchandise",
  ...itemLine(item, count),
  ...(item.image ? { image: item.image } : {}),
});

/** The basket line for `count` annual passes with their owners. */
export const annualPassLine = (item: Merchandise, count: number, owners: PassOwner[]): Omit<AnnualPassLine, "key"> => ({
  type: "annualPass",
  ...itemLine(item, count),
  owners,
});
