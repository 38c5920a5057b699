// The shop's meta data and static content (spec 000 section 7), which the session reads after the
// first content (app/bootstrap.ts): apart from shop.ts, whose configuration the entry reads.
import type { ApiClient } from "./client";
import type { ShopMeta } from "../domain/config";
import { safeLink } from "../domain/links";
import { each, isObj, needObj, num, str, strOr } from "./decode";
import type { Banner, StaticContent } from "./shop";

/** `data.meta` (spec 000 section 7), required; its fields default to "" (currency "EUR"). */
export function decodeMeta(v: unknown): ShopMeta {
  const m = needObj("shopinfo", "meta", needObj("shopinfo", "data", v).meta);
  const optional = (k: "phone" | "address") => (strOr(m[k]) === undefined ? {} : { [k]: str(m[k]) });
  return {
    name: str(m.name),
    support_email: str(m.support_email),
    ...optional("phone"),
    ...optional("address"),
    currency: str(m.currency, "EUR"),
  };
}

export const getMeta = (api: ApiClient, shop: string) =>
  api.get<unknown>("shopinfo", { query: { shop } }).then(decodeMeta);

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : undefined);

/**
 * static/content (spec 000: `banners`, `cookie_warning`, `social_media`): an object; a banner
 * needs its `image`, a social link a `link` that may be followed (domain/links.ts; others are left out); `cookie_warning` "" (no
 * notice), `sequence_no` 0, a group's `id` its index, the rest optional text.
 */
export function decodeStaticContent(v: unknown): StaticContent {
  const c = needObj("static/content", "data", v);
  const banner = (b: unknown): Banner | undefined => {
    if (!isObj(b) || !text(b.image)) return undefined;
    const extra: Partial<Banner> = {};
    for (const k of ["image_mobile", "alt"] as const) if (typeof b[k] === "string") extra[k] = b[k] as string;
    const link = safeLink(b.link);
    return { image: b.image as string, ...extra, ...(link ? { link } : {}) };
  };
  return {
    // a group's id is not named by spec 000: its place in the list when missing
    banners: each(c.banners, (g, i) =>
      isObj(g)
        ? {
            id: (typeof g.id === "number" && Number.isFinite(g.id)) || typeof g.id === "string" ? g.id : i,
            banners: each(g.banners, banner),
          }
        : undefined,
    ),
    cookie_warning: str(c.cookie_warning),
    // only links that may be followed (domain/links.ts): a social link without one is left out
    social_media: each(c.social_media, (s) => {
      const link = isObj(s) ? safeLink(s.link) : null;
      return isObj(s) && link ? { name: str(s.name), link, sequence_no: num(s.sequence_no) } : undefined;
    }),
  };
}

export const getStaticContent = (api: ApiClient) => api.get<unknown>("static/content").then(decodeStaticContent);
