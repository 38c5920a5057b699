// A number as a person of one of the eight languages types it (docs/decisions.md, "Visitor input
// is read or refused"): the language's decimal mark and digit grouping, spaces grouping in every
// language, groups of exactly three. Amounts (amount.ts, parseAmount) and the whole numbers of tour
// questions read through it. Pure.
import type { Language } from "./config";
import { latinDigits } from "./digits";

/** How each language writes a number's decimal mark and its digit groups ("1.234,50", "1 234,50"). */
const DECIMAL_MARK: Record<Language, "," | "."> = {
  de: ",",
  en: ".",
  fr: ",",
  it: ",",
  nl: ",",
  es: ",",
  sv: ",",
  da: ",",
};
const GROUP_MARK: Record<Language, "," | "." | " "> = {
  de: ".",
  en: ",",
  fr: " ",
  it: ".",
  nl: ".",
  es: ".",
  sv: " ",
  da: ".",
};

/**
 * The text with every kind of space (no-break, narrow, figure, thin) as one plain space, trimmed;
 * the invisible direction marks an Arabic number carries when copied ("؜-١") left out; the Arabic
 * thousands separator "٬" as a space (grouping in every language) and its decimal separator "٫"
 * as the language's decimal mark.
 */
export const plainNumberText = (text: string, lang: Language): string =>
  text
    .replace(/[\u061c\u200e\u200f]/gu, "")
    .replace(/\u066c/gu, " ")
    .replace(/\u066b/gu, DECIMAL_MARK[lang])
    .replace(/[\s\u00a0\u2007\u2009\u202f]+/gu, " ")
    .trim();

/**
 * A text of digits, spaces and marks split into its whole digits (grouping removed) and the
 * digits after its decimal mark; null when it is no number as the language writes one (a doubled
 * mark, groups not of three, a mark that could be either: "1.000" in French).
 */
export function splitNumber(text: string, lang: Language): { whole: string; fraction: string } | null {
  if (!/^[\d .,]*\d[\d .,]*$/.test(text)) return null;
  const decimal = decimalAt(text, lang);
  if (decimal === "ambiguous") return null;
  const whole = decimal === null ? text : text.slice(0, decimal);
  const fraction = decimal === null ? "" : text.slice(decimal + 1);
  if (!/^\d*$/.test(fraction) || (whole === "" && fraction === "")) return null;
  const digits = groupedDigits(whole);
  return digits === null ? null : { whole: digits, fraction };
}

/** Where the decimal mark is, null when there is none, "ambiguous" when it could be either. */
function decimalAt(text: string, lang: Language): number | null | "ambiguous" {
  const marks = [...text.matchAll(/[.,]/g)];
  const last = marks.at(-1);
  if (!last) return null;
  const mark = last[0];
  // a mark that occurs twice only groups digits
  if (marks.filter((m) => m[0] === mark).length > 1) return null;
  const at = last.index;
  // both marks: the last one is the decimal mark
  if (marks.some((m) => m[0] !== mark)) return at;
  if (mark === DECIMAL_MARK[lang]) return at;
  const threeAfter = /^\d{3}$/.test(text.slice(at + 1));
  if (mark === GROUP_MARK[lang]) return threeAfter ? null : at;
  return threeAfter ? "ambiguous" : at;
}

/** The digits of a whole part, grouped in threes by one kind of mark (or not at all), else null. */
function groupedDigits(whole: string): string | null {
  if (/^\d*$/.test(whole)) return whole;
  const kinds = new Set(whole.replace(/\d/g, ""));
  if (kinds.size !== 1 || !/^\d{1,3}(?:[ .,]\d{3})+$/.test(whole)) return null;
  return whole.replace(/[ .,]/g, "");
}

/**
 * A whole number typed, read, or why not: `empty`, `unreadable` (not a number as the language
 * writes one: "abc", "1e3", "0x10", "1_000", "12..5", digits of two numeral systems, more than 15
 * digits), `notWhole` ("2,5" in German; "2,0" is 2).
 */
export type WholeNumberReading =
  { ok: true; value: number } | { ok: false; reason: "empty" | "unreadable" | "notWhole" };

/** Reads a whole number as the language writes it, with one sign before it ("-3", "−3", "+3"). */
export function readWholeNumber(input: string, lang: Language): WholeNumberReading {
  const latin = latinDigits(input);
  if (latin === null) return { ok: false, reason: "unreadable" };
  const text = plainNumberText(latin, lang);
  if (!text) return { ok: false, reason: "empty" };
  const negative = /^[-−]/.test(text);
  const parts = splitNumber(text.replace(/^[-−+] ?/, ""), lang);
  if (!parts) return { ok: false, reason: "unreadable" };
  if (/[1-9]/.test(parts.fraction)) return { ok: false, reason: "notWhole" };
  const digits = parts.whole.replace(/^0+(?=\d)/, "");
  if (digits.length > 15) return { ok: false, reason: "unreadable" };
  const value = Number(digits || "0");
  return { ok: true, value: negative && value ? -value : value };
}
