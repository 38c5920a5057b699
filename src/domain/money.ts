// Amounts are integer minor units everywhere; only formatting divides by 100.
import type { Language } from "./config";

const LOCALES: Record<Language, string> = {
  de: "de-DE",
  en: "en-IE",
  fr: "fr-FR",
  it: "it-IT",
  nl: "nl-NL",
  es: "es-ES",
  sv: "sv-SE",
  da: "da-DK",
};

export const localeOf = (lang: Language): string => LOCALES[lang] ?? "de-DE";

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats minor units as EUR in the language's conventions, e.g. 1250 -> "12,50 €" (de). */
export function formatMoney(minor: number, lang: Language, currency = "EUR"): string {
  const key = lang + currency;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(localeOf(lang), { style: "currency", currency })));
  return f.format(minor / 100);
}

/** Minor units to currency units for analytics payloads (EUR, two decimals). */
export const toCurrencyUnits = (minor: number): number => Math.round(minor) / 100;
