// The remote configuration (spec 000 section 3) and the shop meta data, with defaults so a
// partial answer from the service never breaks the shell.
import { LANGUAGES, type Language } from "./config-languages";
import { AREAS, type NavKey } from "./areas";

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

const HOME_VIEWS: HomeView[] = ["overview", ...AREAS.map((a) => a.key)];

/**
 * Merges a service answer over the defaults, dropping values of the wrong type. A language the widget has no
 * catalogue for is left out and reported (adding one: docs/development.md, "Add a language").
 */
export function normalizeConfig(raw: unknown, report: (message: string) => void = console.warn): AppConfig {
  const src = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const out: Record<string, unknown> = { ...DEFAULT_CONFIG };
  for (const [key, fallback] of Object.entries(DEFAULT_CONFIG)) {
    const value = src[key];
    if (value === undefined || value === null) continue;
    if (Array.isArray(fallback) ? Array.isArray(value) : typeof value === typeof fallback) out[key] = value;
  }
  const config = out as unknown as AppConfig;
  if (!HOME_VIEWS.includes(config.home_view)) config.home_view = "overview";
  if (config.title_separator !== "pipe") config.title_separator = "dash";
  const unknown = config.languages.filter((l) => !LANGUAGES.includes(l));
  if (unknown.length) report(`Foyer: the shop offers languages the widget does not know: ${unknown.join(", ")}`);
  config.languages = config.languages.filter((l) => LANGUAGES.includes(l));
  if (!config.languages.length) config.languages = ["de"];
  return config;
}

/** The page title: route title, separator, site name (spec 000 section 2). */
export function pageTitle(title: string, siteName: string, separator: TitleSeparator): string {
  return siteName ? `${title} ${separator === "pipe" ? "|" : "–"} ${siteName}` : title;
}

/** The translated text of a per-language map, else the fallback. */
export function translated(map: Translations | undefined, lang: Language, fallback: string): string {
  return map?.[lang] || fallback;
}
