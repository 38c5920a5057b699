// Properties of reading a whole number (domain/number-text.ts, readWholeNumber; the answers to
// tour questions of type "number"): every whole number each language's own formatting writes is
// read back as itself, in any one numeral system; a number with a fraction is refused as not
// whole; no digit is invented or dropped; and whatever the text, the answer is a safe integer or a
// refusal. A number question's answer is sent only as the number read, within its bounds.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readWholeNumber } from "../../src/domain/number-text";
import { answerErrors, toAnswers, type TourQuestion } from "../../src/domain/tours-answers";
import { localeOf } from "../../src/domain/money";
import { LANGUAGES } from "../../src/domain/config-languages";
import { runs } from "../helpers/explore";

const lang = fc.constantFrom(...LANGUAGES);
const whole = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }));

// the decimal digit systems Intl formats: an oracle independent of domain/digits.ts
const SYSTEMS = Intl.supportedValuesOf("numberingSystem").filter((nu) => {
  const digits = new Intl.NumberFormat(`en-u-nu-${nu}`, { useGrouping: false }).format(1234567890);
  return [...digits].length === 10 && /^\p{Nd}+$/u.test(digits) && nu !== "latn";
});

describe("readWholeNumber (properties)", () => {
  it("reads back every whole number as its language writes it, grouped or not, in any numeral system", () => {
    expect(SYSTEMS.length).toBeGreaterThan(20);
    fc.assert(
      fc.property(whole, lang, fc.constantFrom("latn", ...SYSTEMS), fc.boolean(), (n, l, nu, grouped) => {
        const text = new Intl.NumberFormat(`${localeOf(l)}-u-nu-${nu}`, { useGrouping: grouped }).format(n);
        expect([text, readWholeNumber(text, l)]).toEqual([text, { ok: true, value: n }]);
      }),
      runs(500),
    );
  });

  it("refuses a number with a fraction as its language writes it, never rounding it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 1, max: 99 }), lang, (n, cents, l) => {
        const text = new Intl.NumberFormat(localeOf(l), { minimumFractionDigits: 2 }).format(n + cents / 100);
        expect([text, readWholeNumber(text, l)]).toEqual([text, { ok: false, reason: "notWhole" }]);
      }),
      runs(300),
    );
  });

  it("never invents or drops a digit: the number read is the typed digits", () => {
    const alphabet = fc.constantFrom(..."0123456789.,  -−+eExX_٢٥ab".split(""));
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 14 }), lang, (text, l) => {
        const r = readWholeNumber(text, l);
        if (!r.ok) return;
        const latin = text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660));
        // the typed digits are the number's, then only zeros after a decimal mark
        const typed = latin.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
        expect(typed.startsWith(String(Math.abs(r.value)))).toBe(true);
        expect(/^0*$/.test(typed.slice(String(Math.abs(r.value)).length))).toBe(true);
        expect(r.value < 0).toBe(/^\s*[-−]/.test(text) && r.value !== 0);
      }),
      runs(1000),
    );
  });

  it("answers every text with a safe integer or a refusal, never a throw, NaN or Infinity", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), lang, (text, l) => {
        const r = readWholeNumber(text, l);
        if (r.ok) expect(Number.isSafeInteger(r.value)).toBe(true);
        else expect(["empty", "unreadable", "notWhole"]).toContain(r.reason);
      }),
      runs(1000),
    );
  });

  it("sends a number question's answer only as the number read, within its bounds", () => {
    const question = fc.record({ min: fc.integer({ min: -50, max: 50 }), span: fc.nat(100), required: fc.boolean() });
    const text = fc.oneof(
      fc.integer({ min: -200, max: 200 }).map(String),
      fc.string({ unit: fc.constantFrom(..."0123456789., -abc".split("")), maxLength: 8 }),
    );
    fc.assert(
      fc.property(question, text, lang, ({ min, span, required }, typed, l) => {
        const q: TourQuestion = { id: 1, type: "number", label: "n", required, min, max: min + span };
        const errors = answerErrors([q], { 1: typed }, l);
        const sent = toAnswers([q], { 1: typed }, l);
        const r = readWholeNumber(typed, l);
        if (errors[1]) return;
        if (!typed.trim()) {
          expect(sent).toEqual([]);
          return;
        }
        expect(r.ok && r.value >= min && r.value <= min + span).toBe(true);
        expect(sent).toEqual([{ qId: 1, type: "number", value: String(r.ok && r.value) }]);
      }),
      runs(500),
    );
  });
});
