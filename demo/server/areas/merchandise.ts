// Merchandise and annual passes (issue 5): the catalogue calls, the product pictures under
// /static/merchandise/, and the cart lines `merchandise` and `annualPass` (stock is checked
// against what is left, counting earlier lines of the same cart; paid lines reduce it).
import { nameError } from "../names";
import type { AreaModule, CartLine, LineHandler, SandboxState } from "../state";
import { fail, langOf, ok, tr, type Lang } from "../http";
import type { ShopData } from "./shop";
import { heldLines } from "./checkout-carts";
import {
  ADDRESS_VENUES,
  ANNUAL_PASS_KIND,
  CATEGORIES,
  articleImage,
  seedArticles,
  type SeedArticle,
  type SeedCategory,
} from "../seed/merchandise";

export interface MerchandiseData {
  articles: SeedArticle[];
  categories: SeedCategory[];
  addressVenues: string[];
}

const data = (state: SandboxState) => state.area<MerchandiseData>("merchandise");

/** The venues whose pass owners always give an address; a test may set `pass_address_venues` in the configuration. */
export function addressVenues(state: SandboxState): string[] {
  const configured = (state.area<ShopData>("shop").config as Record<string, unknown>).pass_address_venues;
  return Array.isArray(configured) ? configured.map(String) : data(state).addressVenues;
}

export function article(state: SandboxState, id: unknown): SeedArticle | undefined {
  return data(state).articles.find((a) => a.id === Number(id));
}

/** Stock neither sold nor held by an open payment (what the availability answers say). */
export const freeStock = (state: SandboxState, a: SeedArticle): number =>
  Math.max(
    0,
    heldLines(state)
      .filter((l) => (l.type === "merchandise" || l.type === "annualPass") && Number(l.id) === a.id)
      .reduce((n, l) => n - (Number(l.count) || 0), a.stock),
  );

/** The article as the widget sees it, in one language, with the stock that is free. */
export function publicArticle(state: SandboxState, a: SeedArticle, lang: Lang) {
  return {
    id: a.id,
    name: tr(a.name, lang),
    description: tr(a.description, lang),
    price: a.price,
    vat_value: a.vat_value,
    stock: freeStock(state, a),
    sequence_no: a.sequence_no,
    product_kind_ref: a.product_kind_ref,
    custom_groups: a.categories.map((id) => ({ id })),
    image: `/static/merchandise/${a.image}`,
    ...(a.product_kind_ref === ANNUAL_PASS_KIND ? { venue: a.venue ?? "", persons: a.persons ?? 1 } : {}),
  };
}

const count = (line: CartLine) => Number(line.count);
const validCount = (line: CartLine) => Number.isInteger(count(line)) && count(line) > 0;
/** How many of an article earlier lines of the same cart take. */
const takenBefore = (before: CartLine[], id: number) =>
  before
    .filter((l) => (l.type === "merchandise" || l.type === "annualPass") && Number(l.id) === id)
    .reduce((sum, l) => sum + (Number(l.count) || 0), 0);

function stockError(a: SeedArticle | undefined, line: CartLine, before: CartLine[]): string | null {
  if (!a) return "ARTICLE_NOT_FOUND";
  if (!validCount(line)) return "INVALID_COUNT";
  if (a.stock <= 0) return "ARTICLE_SOLD_OUT";
  return a.stock - takenBefore(before, a.id) < count(line) ? "ARTICLE_OUT_OF_STOCK" : null;
}

const filled = (v: unknown) => typeof v === "string" && v.trim() !== "";

function ownersError(a: SeedArticle, line: CartLine, state: SandboxState): string | null {
  const owners = Array.isArray(line.owners) ? (line.owners as Record<string, unknown>[]) : [];
  if (owners.length !== count(line) * (a.persons ?? 1)) return "PASS_OWNERS_MISSING";
  const always = !!a.venue && addressVenues(state).includes(a.venue);
  for (const o of owners) {
    if (!filled(o.fname) || !filled(o.lname) || nameError(o.fname) || nameError(o.lname)) return "PASS_OWNER_INVALID";
    const addr = (o.address ?? {}) as Record<string, unknown>;
    // send_to_custom_addr is each owner's own (spec 001): only that owner's address is asked for
    if (
      (always || o.send_to_custom_addr === true) &&
      !["street", "zip", "city", "country"].every((f) => filled(addr[f]))
    )
      return "PASS_OWNER_ADDRESS_MISSING";
  }
  return null;
}

const reduceStock = (line: CartLine, state: SandboxState) => {
  const a = article(state, line.id);
  if (a) a.stock = Math.max(0, a.stock - (Number(line.count) || 0));
};

const describe = (line: CartLine, state: SandboxState, lang: Lang) => {
  const a = article(state, line.id);
  return `${Number(line.count) || 0} × ${a ? tr(a.name, lang) : `#${String(line.id)}`}`;
};

const merchandiseLine: LineHandler = {
  check(line, state, before) {
    const a = article(state, line.id);
    if (a && a.product_kind_ref === ANNUAL_PASS_KIND) return "ARTICLE_IS_ANNUAL_PASS";
    return stockError(a, line, before);
  },
  amount: (line, state) => (article(state, line.id)?.price ?? 0) * (Number(line.count) || 0),
  commit: reduceStock,
  describe,
};

const annualPassLine: LineHandler = {
  check(line, state, before) {
    const a = article(state, line.id);
    if (a && a.product_kind_ref !== ANNUAL_PASS_KIND) return "ARTICLE_NOT_ANNUAL_PASS";
    return stockError(a, line, before) ?? ownersError(a!, line, state);
  },
  amount: (line, state) => (article(state, line.id)?.price ?? 0) * (Number(line.count) || 0),
  commit: reduceStock,
  describe,
};

export const merchandiseArea = {
  name: "merchandise",
  seed(state) {
    state.data.merchandise = {
      articles: seedArticles(),
      categories: CATEGORIES.map((c) => ({ ...c })),
      addressVenues: [...ADDRESS_VENUES],
    } satisfies MerchandiseData;
  },
  routes(api, state) {
    api.get("/:lang/merchandise/select", (c) =>
      ok(
        c,
        data(state).articles.map((a) => publicArticle(state, a, langOf(c))),
      ),
    );
    api.get("/:lang/merchandise/attr", (c) => {
      const kind = c.req.query("product_kind") ? Number(c.req.query("product_kind")) : null;
      const category = data(state)
        .categories.filter((x) => x.kind === (kind === ANNUAL_PASS_KIND ? ANNUAL_PASS_KIND : null))
        .map((x) => ({ id: x.id, name: tr(x.name, langOf(c)), sequence_no: x.sequence_no }));
      return ok(c, kind === ANNUAL_PASS_KIND ? { category, address_venues: addressVenues(state) } : { category });
    });
    api.get("/:lang/merchandise", (c) => {
      const a = article(state, c.req.query("article"));
      return a ? ok(c, publicArticle(state, a, langOf(c))) : fail(c, 404, "ARTICLE_NOT_FOUND");
    });
  },
  pages(app, state) {
    app.get("/static/merchandise/:file", (c) => {
      const a = data(state).articles.find((x) => x.image === c.req.param("file"));
      if (!a) return c.notFound();
      return c.body(articleImage(a), 200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=3600" });
    });
  },
  lines: { merchandise: merchandiseLine, annualPass: annualPassLine },
} satisfies AreaModule;
