// Shop-info and static-content calls (spec 000 section 7; paths fixed in DESIGN.md section 4),
// each with its decoder (decode.ts): what a screen cannot do without is required. Here the
// configuration, which every embed reads before its first render, and the answers' types; the
// meta data and static content (read after the first content: shop-content.ts) and a static page
// (static-page.ts) are in modules of their own, which only their readers load.
import type { ApiClient } from "./client";
import type { EarlyAnswer } from "./options";
import { needArr, needObj, need, type Obj } from "./decode";

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
