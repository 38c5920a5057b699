// A person's name as a visitor types it (first and last name of a customer or guest, the delivery
// name, a pass holder, the account holder of a direct debit), read or refused by one rule (issue
// 33; docs/decisions.md, "Names"). Pure.

/** The longest name part the service takes (customer fields, delivery and pass holder names). */
export const NAME_MAX = 100;

/**
 * `empty`: nothing but spaces; `tooLong`: more than the field's limit; `characters`: a character
 * no name is written with (a digit, a control character, a symbol such as < > @ & ; or =);
 * `noLetters`: only marks between no letters ("--", ". .").
 */
export type NameRefusal = "empty" | "tooLong" | "characters" | "noLetters";

export type NameReading = { ok: true; value: string } | { ok: false; reason: NameRefusal };

/** Spaces of any kind (no-break, narrow, ideographic) between the parts of a name; a tab or a line
 * break is a control character, refused. */
const SPACES = /\p{Zs}+/gu;

/**
 * What a name is written with: letters of any script with their combining marks, the joiners some
 * scripts need inside a word (Persian, the Indic scripts), apostrophes (' ’ ʼ ‘), hyphens (- ‐ ‑),
 * dots and middle dots (Catalan "l·l", Japanese "・"), and single spaces.
 */
const NAME_CHARACTERS = /^(?:[\p{L}\p{M}'’ʼ‘\-‐‑.·・ ]|\u200c|\u200d)*$/u;

/** The name as it is kept and sent: composed (NFC), spaces collapsed to one, trimmed (of spaces
 * only: a tab or a line break at an end is refused like one inside). */
export const nameText = (text: string): string => text.normalize("NFC").replace(SPACES, " ").replace(/^ | $/g, "");

/**
 * A name typed, read: trimmed, inner spaces collapsed; refused when empty, longer than `max`
 * (UTF-16 units, as the service counts), written with a character no name has, or without a letter.
 */
export function readName(text: string, max: number = NAME_MAX): NameReading {
  const value = nameText(text);
  if (!value) return { ok: false, reason: "empty" };
  if (!NAME_CHARACTERS.test(value)) return { ok: false, reason: "characters" };
  if (!/\p{L}/u.test(value)) return { ok: false, reason: "noLetters" };
  if (value.length > max) return { ok: false, reason: "tooLong" };
  return { ok: true, value };
}

/** The refusal of a name field that may be empty (its required check is made elsewhere). */
export function nameRefusal(text: string, max: number = NAME_MAX): Exclude<NameRefusal, "empty"> | null {
  const r = readName(text, max);
  return r.ok || r.reason === "empty" ? null : r.reason;
}
