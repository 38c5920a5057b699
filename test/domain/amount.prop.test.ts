// Properties of reading an amount (domain/amount.ts, parseAmount): every amount each language's
// own formatting writes is read back as itself, in any one numeral system; no digit is invented
// or dropped; a doubled mark, a letter or another numeral system in the middle is refused; and
// whatever the text, the answer is a whole number of cents or a refusal.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAmount } from "../../src/domain/amount";
import { formatMoney, localeOf } from "../../src/domain/money";
import { LANGUAGES } from "../../src/domain/config-languages";
import type { Language } from "../../src/domain/config";
import { runs } from "../helpers/explore";

const lang = fc.constantFrom(...LANGUAGES);
const minor = fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 10 ** 12 }));

/** The ways a language writes an amount: the shop's own money format, with and without grouping. */
function written(amount: number, l: Language): string[] {
  const locale = localeOf(l);
  const euros = amount / 100;
  const two = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  const out = [
    formatMoney(amount, l),
    new Intl.NumberFormat(locale, two).format(euros),
    new Intl.NumberFormat(locale, { ...two, useGrouping: false }).format(euros),
  ];
  if (amount % 100 === 0) out.push(new Intl.NumberFormat(locale).format(euros));
  return out;
}

/** Digits of a text without leading or trailing zeros: what a number says, whatever its marks. */
const significant = (s: string) => s.replace(/\D/g, "").replace(/^0+/, "").replace(/0+$/, "");

// the decimal digit systems Intl formats: an oracle independent of domain/digits.ts
const SYSTEMS = Intl.supportedValuesOf("numberingSystem").filter((nu) => {
  const zero = new Intl.NumberFormat(`en-u-nu-${nu}`, { useGrouping: false }).format(1234567890);
  // Unicode's decimal digits (Nd): "hanidec" writes 〇 and 一 二 三, ideographs that are no digits
  return [...zero].length === 10 && /^\p{Nd}+$/u.test(zero) && nu !== "latn";
});
const inSystem = (text: string, nu: string) => {
  const digits = [...new Intl.NumberFormat(`en-u-nu-${nu}`, { useGrouping: false }).format(1234567890)];
  const table = [digits[9], ...digits.slice(0, 9)];
  return text.replace(/\d/g, (d) => table[Number(d)]!);
};

describe("parseAmount (properties)", () => {
  it("reads back every amount as its language writes it", () => {
    fc.assert(
      fc.property(minor, lang, (amount, l) => {
        for (const text of written(amount, l))
          expect([text, parseAmount(text, l)]).toEqual([text, { ok: true, minor: amount }]);
      }),
      runs(300),
    );
  });

  it("reads the same amount in any one numeral system", () => {
    expect(SYSTEMS.length).toBeGreaterThan(20);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 8 }), lang, fc.constantFrom(...SYSTEMS), (amount, l, nu) => {
        const text = inSystem(
          new Intl.NumberFormat(localeOf(l), { minimumFractionDigits: 2 }).format(amount / 100),
          nu,
        );
        expect([text, parseAmount(text, l)]).toEqual([text, { ok: true, minor: amount }]);
      }),
      runs(300),
    );
  });

  it("never invents or drops a digit: what it reads has the typed digits, nothing else", () => {
    const alphabet = fc.constantFrom(..."0123456789.,  -€€eExX_٢٥abc+".split(""));
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 14 }), lang, (text, l) => {
        const r = parseAmount(text, l);
        if (!r.ok) return;
        expect(Number.isSafeInteger(r.minor) && r.minor >= 0).toBe(true);
        const latin = text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660));
        expect(significant(String(r.minor).padStart(3, "0"))).toBe(significant(latin));
      }),
      runs(1000),
    );
  });

  it("refuses a written amount with a doubled mark, a letter, or a second numeral system in it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10 ** 9 }),
        lang,
        fc.nat(),
        fc.constantFrom("..", ",,", "x", "e", "_", "a", "٥", "$"),
        (amount, l, at, junk) => {
          const text = new Intl.NumberFormat(localeOf(l), { minimumFractionDigits: 2 }).format(amount / 100);
          const inner = 1 + (at % (text.length - 1));
          const broken =
            junk.length === 2 ? text.replace(/[.,]/, junk) : text.slice(0, inner) + junk + text.slice(inner);
          expect([broken, parseAmount(broken, l).ok]).toEqual([broken, false]);
        },
      ),
      runs(500),
    );
  });

  it("answers every text with whole cents or a refusal, never a throw, NaN or Infinity", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), lang, (text, l) => {
        const r = parseAmount(text, l);
        if (r.ok) expect(Number.isSafeInteger(r.minor) && r.minor >= 0).toBe(true);
        else expect(["empty", "unreadable", "cents", "tooLarge"]).toContain(r.reason);
      }),
      runs(1000),
    );
  });
});
