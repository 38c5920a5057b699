// Shop-info and static-content calls (spec 000 section 7; paths fixed in DESIGN.md section 4),
// each with its decoder (decode.ts): what a screen cannot do without is required.
import type { ApiClient } from "./client";
import type { EarlyAnswer } from "./options";
import type { ShopMeta } from "../domain/config";
import { safeLink } from "../domain/links";
import { each, isObj, needArr, needObj, need, num, str, strOr, type Obj } from "./decode";

export interface Banner {
  image: string;
  image_mobile?: string;
  alt?: string;
  link?: string;
}
export interface BannerGroup {
  id: number | string;
  banners: Banner[];
}
export interface SocialLink {
  name: string;
  link: string;
  sequence_no: number;
}
export interface StaticContent {
  banners: BannerGroup[];
  /** Server HTML; sanitised before it is shown. */
  cookie_warning: string;
  social_media: SocialLink[];
}
export interface StaticPage {
  title: string;
  /** Server HTML; sanitised before it is shown. */
  html: string;
}

/**
 * The remote configuration as sent (normalizeConfig fills in the rest): an object whose
 * `languages` is a list with at least one entry. Anything else is not a configuration (a
 * maintenance page, a bare string) and must end in the retry screen, not in a shop of defaults.
 */
export function decodeConfig(v: unknown): Obj {
  const call = "shopinfo/config";
  const d = needObj(call, "data", v);
  need(call, "languages", needArr(call, "languages", d.languages).some((l) => typeof l === "string") || undefined);
  return d;
}

/** `early`: the loader's request for it, taken as the first try. */
export const getConfig = (api: ApiClient, shop: string, early?: Promise<EarlyAnswer>) =>
  api.get<unknown>("shopinfo/config", { query: { shop }, early }).then(decodeConfig);

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

/** A static page: `html` required (text), `title` "". */
export function decodeStaticPage(call: string, v: unknown): StaticPage {
  const p = needObj(call, "data", v);
  return { title: str(p.title), html: need(call, "html", typeof p.html === "string" ? p.html : undefined) };
}

export const getStaticPage = (api: ApiClient, id: string) => {
  const call = `static/page/${encodeURIComponent(id)}`;
  return api.get<unknown>(call, { handled: [404] }).then((d) => decodeStaticPage(call, d));
};
