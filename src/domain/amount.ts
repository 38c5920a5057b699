// A visitor's typed amount, read (the voucher's variable amount). Apart from money.ts, whose
// formatting every screen needs: reading an amount is needed only where one is typed, so its
// number rules (number-text.ts, digits.ts) stay out of the first screen.
import type { Language } from "./config";
import { latinDigits } from "./digits";
import { plainNumberText, splitNumber } from "./number-text";

/**
 * A visitor's amount in euros, read: minor units, or why it cannot be read. `empty`: nothing was
 * typed; `unreadable`: not a number as anyone writes one ("abc", "0x10", "1_000", "25..50",
 * "Infinity", "1e3", digits of two numeral systems, a mark that could be either: "1.000" in
 * French); `cents`: more than whole cents ("12,345" in German); `tooLarge`: more euros than a
 * number holds exactly.
 */
export type AmountReading =
  { ok: true; minor: number } | { ok: false; reason: "empty" | "unreadable" | "cents" | "tooLarge" };

const UNREADABLE: AmountReading = { ok: false, reason: "unreadable" };

/**
 * Reads an amount as a person of the language writes it (docs/decisions.md, "Visitor input"):
 * the language's decimal mark, and its digit grouping (".", "," or spaces) in groups of three;
 * the other one of "." and "," is a decimal mark too when it cannot be grouping (two digits after
 * it: "25.50" in German), and with both the last one is. Any one numeral system's digits, "€" or
 * "EUR" before or after, "25,-" for whole euros; a negative entry is made positive (spec 001
 * section 5). Anything else is refused, never replaced.
 */
export function parseAmount(input: string, lang: Language): AmountReading {
  const latin = latinDigits(input);
  if (latin === null) return UNREADABLE;
  let text = plainNumberText(latin, lang);
  if (!text) return { ok: false, reason: "empty" };
  // one sign, before or after the currency ("-€25", "€ -25")
  const sign = /^[-−+]\s?/;
  const signed = sign.test(text);
  text = text
    .replace(sign, "")
    .replace(/^(?:€|eur)\s?/i, "")
    .replace(/\s?(?:€|eur)$/i, "");
  if (!signed) text = text.replace(sign, "");
  text = text.replace(/([.,])[-–—]$/, "");
  const parts = splitNumber(text, lang);
  if (!parts) return UNREADABLE;
  const { whole: digits, fraction } = parts;
  if (/[1-9]/.test(fraction.slice(2))) return { ok: false, reason: "cents" };
  const euros = digits.replace(/^0+(?=\d)/, "");
  if (euros.length > 13) return { ok: false, reason: "tooLarge" };
  return { ok: true, minor: Number(euros || "0") * 100 + Number(fraction.slice(0, 2).padEnd(2, "0")) };
}
