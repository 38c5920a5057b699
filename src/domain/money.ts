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

/** The digit-group separator of a locale's numbers ("." in German, "," in English). */
const groupOf = (locale: string): string =>
  new Intl.NumberFormat(locale).formatToParts(10000).find((p) => p.type === "group")?.value ?? ",";

/**
 * A visitor's amount entry in currency units to minor units, read as the visitor's language
 * writes numbers. With both "." and "," the last one is the decimal separator. A lone separator
 * is the language's digit grouping when three digits follow it ("1.000" in German and "1,000"
 * in English are a thousand), else the decimal separator ("25.50" and "25,50" everywhere); one
 * that occurs twice groups digits. Spaces (French and Swedish grouping) are ignored. A negative
 * entry is made positive; an empty or unreadable entry keeps `previous`.
 */
export function parseAmountInput(input: string, previous: number, locale = "en"): number {
  let text = input.trim().replace(/[\s\u00a0\u202f€]/g, "");
  if (!text) return previous;
  const separators = text.match(/[.,]/g) ?? [];
  const lone = separators.length > 0 && separators.every((c) => c === separators[0]) ? separators[0] : null;
  const grouping =
    lone !== null && (separators.length > 1 || (lone === groupOf(locale) && new RegExp(`\\${lone}\\d{3}$`).test(text)));
  const decimal = grouping ? -1 : Math.max(text.lastIndexOf(","), text.lastIndexOf("."));
  text =
    decimal >= 0
      ? text.slice(0, decimal).replace(/[.,]/g, "") + "." + text.slice(decimal + 1)
      : text.replace(/[.,]/g, "");
  const value = Number(text);
  if (!Number.isFinite(value)) return previous;
  return Math.round(Math.abs(value) * 100);
}
