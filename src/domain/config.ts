// The remote configuration (spec 000 section 3) and the shop meta data, with defaults so a
// partial answer from the service never breaks the shell.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./config-languages";
import { AREAS, type NavKey } from "./areas";
import { safeLink } from "./links";

export type { NavKey };

export type { Language };
export type Translations = Partial<Record<Language, string>>;
export type TermsKey = "imprint" | "terms" | "data_protection" | "shipping";
export type HomeView = "overview" | NavKey;

export interface TermsLink {
  url: string;
  title: string;
}

export interface PartnerLogoGroup {
  name: Translations;
  logos: { image: string; url?: string; alt?: string }[];
}

export interface AppConfig {
  site_name: string;
  siteNameTranslations: Translations;
  nav_translations: Partial<Record<NavKey, Translations>>;
  languages: Language[];
  languagesFull: Partial<Record<Language, string>>;
  has_tickets: boolean;
  has_guided_tours: boolean;
  has_merchandise: boolean;
  has_memcard: boolean;
  has_vouchers: boolean;
  has_voucher_code: boolean;
  hasUserRegistration: boolean;
  hasGuestRegistration: boolean;
  default_user_country_key: string;
  guided_tour_default_language: string;
  home_view: HomeView;
  show_progress_bar: boolean;
  show_breadcrumbs: boolean;
  short_breadcrumbs: boolean;
  cookie_disclaimer: boolean;
  custom_terms_links: Partial<Record<Language, Partial<Record<TermsKey, TermsLink>>>>;
  logoLinksToMainSite: boolean;
  museumMainUrl: string;
  museumPerLanguageUrls: Translations;
  currencySymbol: string;
  partnerLogos: PartnerLogoGroup[];
  showHeader: boolean;
  showFooter: boolean;
  hasCheckoutDocumentNumber: boolean;
  confirmPaymentOnCheckout: boolean;
  /** The page title's separator (spec 000 section 2): a dash, or the pipe of one deployment. */
  title_separator: TitleSeparator;
}

export type TitleSeparator = "dash" | "pipe";

export interface ShopMeta {
  name: string;
  support_email: string;
  phone?: string;
  address?: string;
  currency: string;
}

export const DEFAULT_CONFIG: AppConfig = {
  site_name: "",
  siteNameTranslations: {},
  nav_translations: {},
  languages: [...LANGUAGES],
  languagesFull: {},
  has_tickets: false,
  has_guided_tours: false,
  has_merchandise: false,
  has_memcard: false,
  has_vouchers: false,
  has_voucher_code: false,
  // spec 000 section 3: "(both true here)"; a configuration that leaves them out keeps them on
  hasUserRegistration: true,
  hasGuestRegistration: true,
  default_user_country_key: "DE",
  guided_tour_default_language: "de",
  home_view: "overview",
  show_progress_bar: false,
  show_breadcrumbs: false,
  short_breadcrumbs: false,
  cookie_disclaimer: false,
  custom_terms_links: {},
  logoLinksToMainSite: false,
  museumMainUrl: "",
  museumPerLanguageUrls: {},
  currencySymbol: "EUR",
  partnerLogos: [],
  showHeader: true,
  showFooter: true,
  hasCheckoutDocumentNumber: false,
  confirmPaymentOnCheckout: true,
  title_separator: "dash",
};

/** The areas home_view may name besides "overview" (which is also what any other value becomes). */
const AREA_VIEWS: HomeView[] = AREAS.map((a) => a.key);

/**
 * Merges a service answer over the defaults, dropping values of the wrong type. A language the widget has no
 * catalogue for is left out and reported (adding one: docs/development.md, "Add a language").
 */
export function normalizeConfig(raw: unknown, report: (message: string) => void = console.warn): AppConfig {
  // null, a text or a number has none of the fields: Object() reads it as an empty answer
  const src: Record<string, unknown> = Object(raw);
  const out: Record<string, unknown> = { ...DEFAULT_CONFIG };
  for (const [key, fallback] of Object.entries(DEFAULT_CONFIG)) {
    const value = src[key];
    // a missing field (undefined) never has the default's type; null would pass for an object
    if (value === null) continue;
    if (Array.isArray(fallback) ? Array.isArray(value) : typeof value === typeof fallback) out[key] = value;
  }
  const config = out as unknown as AppConfig;
  // the nested fields are read field by field: a text where an object was expected, a number where
  // a text was, never reaches a screen; every link goes through the one sanitiser (domain/links.ts)
  config.siteNameTranslations = translations(config.siteNameTranslations);
  config.languagesFull = translations(config.languagesFull);
  const nav = config.nav_translations as Record<string, unknown>;
  config.nav_translations = Object.fromEntries(
    AREAS.map((a) => [a.key, translations(own(nav, a.key))]).filter(([, t]) => Object.keys(t).length),
  );
  // the merge above left an object (perhaps an array: it has no language fields) in both
  config.custom_terms_links = termsLinks(config.custom_terms_links as Record<string, unknown>);
  config.museumMainUrl = safeLink(config.museumMainUrl) ?? "";
  config.museumPerLanguageUrls = translations(config.museumPerLanguageUrls, safeLink);
  config.partnerLogos = partnerLogos(config.partnerLogos);
  if (!AREA_VIEWS.includes(config.home_view)) config.home_view = "overview";
  if (config.title_separator !== "pipe") config.title_separator = "dash";
  const unknown = config.languages.filter((l) => !LANGUAGES.includes(l));
  if (unknown.length) report(`Foyer: the shop offers languages the widget does not know: ${unknown.join(", ")}`);
  config.languages = config.languages.filter((l) => LANGUAGES.includes(l));
  if (!config.languages.length) config.languages = [DEFAULT_LANGUAGE];
  return config;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
/** An own field (a host's additions to Object.prototype are not the service's answer). */
const own = (o: Record<string, unknown>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined;
const text = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v : null);

/** A per-language map: only the widget's languages, only texts (read by `read`, e.g. a link's sanitiser). */
function translations(v: unknown, read: (v: unknown) => string | null = text): Translations {
  const out: Translations = {};
  if (!isRecord(v)) return out;
  for (const lang of LANGUAGES) {
    const value = read(own(v, lang));
    if (value !== null) out[lang] = value;
  }
  return out;
}

const TERMS_KEYS: TermsKey[] = ["imprint", "terms", "data_protection", "shipping"];

/** custom_terms_links: a link needs a title and a URL that may be followed; others give way to the shop's page. */
function termsLinks(v: Record<string, unknown>): AppConfig["custom_terms_links"] {
  const out: AppConfig["custom_terms_links"] = {};
  for (const lang of LANGUAGES) {
    const given = own(v, lang);
    if (!isRecord(given)) continue;
    const links: Partial<Record<TermsKey, TermsLink>> = {};
    for (const key of TERMS_KEYS) {
      const link = own(given, key);
      const url = isRecord(link) ? safeLink(link.url) : null;
      const title = isRecord(link) ? text(link.title) : null;
      if (url && title) links[key] = { url, title };
    }
    if (Object.keys(links).length) out[lang] = links;
  }
  return out;
}

/** partnerLogos: groups with their logos; a logo needs an image, its link only when it may be followed. */
function partnerLogos(v: unknown[]): PartnerLogoGroup[] {
  const groups: PartnerLogoGroup[] = [];
  for (const g of v) {
    if (!isRecord(g)) continue;
    const logos: PartnerLogoGroup["logos"] = [];
    for (const l of Array.isArray(g.logos) ? g.logos : []) {
      const image = isRecord(l) ? text(l.image) : null;
      if (!isRecord(l) || image === null) continue;
      const url = safeLink(l.url);
      const alt = typeof l.alt === "string" ? l.alt : null;
      logos.push({ image, ...(url ? { url } : {}), ...(alt !== null ? { alt } : {}) });
    }
    if (logos.length) groups.push({ name: translations(g.name), logos });
  }
  return groups;
}

/** The page title: route title, separator, site name (spec 000 section 2). */
export function pageTitle(title: string, siteName: string, separator: TitleSeparator): string {
  return siteName ? `${title} ${separator === "pipe" ? "|" : "–"} ${siteName}` : title;
}

/** The translated text of a per-language map, else the fallback. */
export function translated(map: Translations | undefined, lang: Language, fallback: string): string {
  return map?.[lang] || fallback;
}

/** Which catalogue areas the configuration switches on, in the registry's order (domain/areas.ts). */
export const enabledAreas = (config: AppConfig): NavKey[] =>
  AREAS.filter((a) => config[a.flag] === true).map((a) => a.key);
