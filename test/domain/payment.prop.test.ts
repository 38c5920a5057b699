// Properties of the IBAN check (domain/payment.ts, ibanValid) against a reference written here
// from ISO 13616 (BigInt, its own table of the SEPA lengths): valid IBANs of every SEPA country
// pass; a wrong length, letters where the check digits go, and anything before or after an IBAN
// fail, even when the check digits have been made to pass mod 97 (issue 33: the pattern's anchors
// and its length could be removed and no test failed).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACCOUNT_HOLDER_MAX, directDebitErrors, ibanValid, paymentAux } from "../../src/domain/payment";
import { runs } from "../helpers/explore";

const SEPA: Record<string, number> = {
  AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27,
  GB: 22, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27,
  MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27,
}; // prettier-ignore

const ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** The number ISO 13616 checks: the first four characters moved to the end, letters as 10-35. */
const mod97 = (s: string) =>
  /^[A-Z0-9]+$/.test(s)
    ? BigInt([...(s.slice(4) + s.slice(0, 4))].map((c) => String(ALNUM.indexOf(c))).join("")) % 97n
    : -1n;
const withCheck = (country: string, bban: string) =>
  country + String(98n - mod97(`${country}00${bban}`)).padStart(2, "0") + bban;

function reference(input: string): boolean {
  const s = input.replace(/[\s-]+/g, "").toUpperCase();
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(s)) return false;
  const length = SEPA[s.slice(0, 2)];
  if (length ? s.length !== length : s.length < 15 || s.length > 34) return false;
  return mod97(s) === 1n;
}

/** The string with its last two characters changed until it passes mod 97, or null. */
function passing(s: string): string | null {
  for (const a of ALNUM) for (const b of ALNUM) if (mod97(s.slice(0, -2) + a + b) === 1n) return s.slice(0, -2) + a + b;
  return null;
}

/** For a text with a stray character: its last two changed until the widget's own remainder passes. */
function passingAny(s: string): string | null {
  for (const a of ALNUM)
    for (const b of ALNUM) {
      const t = s.slice(0, -2) + a + b;
      if (remainderPasses(t)) return t;
    }
  return null;
}
/** The remainder as the widget computes it, without its form check: what junk would need to pass. */
function remainderPasses(s: string): boolean {
  let rest = 0;
  for (const c of s.slice(4) + s.slice(0, 4)) {
    const v = ALNUM.indexOf(c);
    rest = ((((v > 9 ? rest * 100 : rest * 10) + v) % 97) + 97) % 97;
  }
  return rest === 1;
}

const country = fc.constantFrom(...Object.keys(SEPA));
const bban = (length: number) => fc.string({ unit: fc.constantFrom(...ALNUM), minLength: length, maxLength: length });
const valid = country.chain((c) => bban(SEPA[c]! - 4).map((b) => withCheck(c, b)));

describe("ibanValid (properties)", () => {
  it("accepts every valid IBAN of a SEPA country, grouped by four or not, in any case", () => {
    fc.assert(
      fc.property(valid, fc.boolean(), fc.boolean(), (iban, grouped, lower) => {
        let text = grouped ? iban.replace(/(.{4})/g, "$1 ").trim() : iban;
        if (lower) text = text.toLowerCase();
        expect(ibanValid(text)).toBe(true);
      }),
      runs(300),
    );
  });

  it("refuses a SEPA country's IBAN one character too long or short, its check digits made to pass", () => {
    fc.assert(
      fc.property(
        country,
        fc.constantFrom(-1, 1),
        fc.string({ unit: fc.constantFrom(...ALNUM), maxLength: 40 }),
        (c, by, pad) => {
          const b = (pad + "0".repeat(40)).slice(0, SEPA[c]! - 4 + by);
          const iban = withCheck(c, b);
          expect(reference(iban)).toBe(false);
          expect([iban, ibanValid(iban)]).toEqual([iban, false]);
        },
      ),
      runs(300),
    );
  });

  it("takes 15 to 34 characters from a country without a length of its own, and no other", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 40 }), fc.constantFrom("ZZ", "XK", "QA"), (length, c) => {
        const iban = withCheck(c, "1".repeat(length - 4));
        expect([iban, ibanValid(iban)]).toEqual([iban, length >= 15 && length <= 34]);
      }),
      runs(100),
    );
  });

  it("refuses letters where the check digits go, and anything before or after an IBAN, though mod 97 passes", () => {
    const near = fc.oneof(
      // letters as check digits
      valid.chain((iban) =>
        fc
          .tuple(fc.constantFrom(...ALNUM.slice(10)), fc.constantFrom(...ALNUM))
          .map(([x, y]) => iban.slice(0, 2) + x + y + iban.slice(4)),
      ),
      // a character before it, or after it
      fc.tuple(valid, fc.constantFrom(...ALNUM)).map(([iban, c]) => c + iban),
      fc.tuple(valid, fc.constantFrom(...ALNUM)).map(([iban, c]) => iban + c),
      fc.tuple(valid, fc.constantFrom(...ALNUM), fc.constantFrom(...ALNUM)).map(([iban, c, d]) => c + d + iban),
      // a stray character before it, or inside, before the last two (which are made to pass)
      fc.tuple(valid, fc.constantFrom(".", "/", "#", "Ä")).map(([iban, c]) => c + iban),
      fc.tuple(valid, fc.constantFrom(".", "/", "#", "Ä")).map(([iban, c]) => iban + c + "00"),
      // inside the IBAN of a country without a length of its own
      fc
        .tuple(fc.integer({ min: 10, max: 27 }), fc.constantFrom(".", "/", "#", "Ä"))
        .map(([n, c]) => `ZZ00${"1".repeat(n)}${c}00`),
    );
    fc.assert(
      fc.property(near, (candidate) => {
        // made to pass mod 97 (the part the anchors and the digit class guard)
        const text = passing(candidate) ?? passingAny(candidate);
        fc.pre(text !== null);
        expect([text, ibanValid(text!)]).toEqual([text, reference(text!)]);
      }),
      runs(500),
    );
  });

  it("agrees with the reference on any text", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          valid.map((v) => v.slice(0, -1)),
          valid,
        ),
        (text) => {
          expect(ibanValid(text)).toBe(reference(text));
        },
      ),
      runs(500),
    );
  });

  it("an account holder is read by the one name rule, refused when blank, over SEPA's 70 or no name, never cut", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 90 }), fc.constantFrom("", " ", "\u00a0"), (name, pad) => {
        const typed = `${pad}${name}${pad}`;
        const { accountHolder } = directDebitErrors({ accountHolder: typed, iban: "DE89370400440532013000" });
        const tidy = typed
          .normalize("NFC")
          .replace(/\p{Zs}+/gu, " ")
          .replace(/^ | $/g, "");
        const expected = !tidy
          ? "required"
          : /[^\p{L}\p{M}'’ʼ‘\-‐‑.·・ ]/u.test(tidy.replace(/\u200c|\u200d/gu, ""))
            ? "characters"
            : !/\p{L}/u.test(tidy)
              ? "noLetters"
              : tidy.length > ACCOUNT_HOLDER_MAX
                ? "tooLong"
                : undefined;
        expect([typed, accountHolder]).toEqual([typed, expected]);
        if (expected) return;
        expect(
          paymentAux({ payart: 74, directDebit: { accountHolder: typed, iban: "DE89370400440532013000" } }),
        ).toMatchObject({
          Accountholder: tidy,
        });
      }),
      runs(300),
    );
  });
});
