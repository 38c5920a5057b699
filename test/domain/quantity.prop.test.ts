// Properties of reading a typed count (domain/quantity.ts) and the digits people type
// (domain/digits.ts): a whole number within the limits is taken as it is, anything else is
// refused with the limit it broke, never clamped; digits of any one numeral system read as 0-9.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readQuantity } from "../../src/domain/quantity";
import { latinDigits } from "../../src/domain/digits";
import { runs } from "../helpers/explore";

const limits = fc
  .record({ min: fc.integer({ min: 0, max: 5 }), max: fc.integer({ min: 5, max: 120 }), left: fc.option(fc.nat(150)) })
  .map(({ min, max, left }) => ({ min, max, ...(left === null ? {} : { left }) }));

/** Every run of Unicode decimal digits (\p{Nd}), by its first code point. */
const ZEROS: number[] = [];
for (let cp = 0x30, run = 0; cp < 0x110000; cp++) {
  const digit = /\p{Nd}/u.test(String.fromCodePoint(cp));
  if (digit && run % 10 === 0) ZEROS.push(cp);
  run = digit ? run + 1 : 0;
}

describe("readQuantity (properties)", () => {
  it("takes a whole number within the limits as it is, and refuses any other with the limit it broke", () => {
    fc.assert(
      fc.property(fc.nat(200), limits, fc.constantFrom("", " ", "  "), (n, l, pad) => {
        const r = readQuantity(`${pad}${n}${pad}`, l);
        const top = Math.min(l.max, l.left ?? l.max);
        if (n >= l.min && n <= top) expect(r).toEqual({ ok: true, value: n });
        else if (n < l.min) expect(r).toEqual({ ok: false, reason: "belowMin", limit: l.min });
        else if (l.left !== undefined && l.left < l.max && n > l.left)
          expect(r).toEqual({ ok: false, reason: "moreThanLeft", limit: l.left });
        else expect(r).toEqual({ ok: false, reason: "aboveMax", limit: l.max });
      }),
      runs(500),
    );
  });

  it("refuses anything but digits: signs, decimals, exponents, letters, grouping", () => {
    fc.assert(
      fc.property(
        fc.nat(99),
        fc.constantFrom("-", "+", ".5", ",0", "e1", "x", "1 1", "_", "٥", "½", "²"),
        fc.boolean(),
        limits,
        (n, junk, before, l) => {
          const text = before ? `${junk}${n}` : `${n}${junk}`;
          expect([text, readQuantity(text, l)]).toEqual([text, { ok: false, reason: "unreadable", limit: 0 }]);
        },
      ),
      runs(500),
    );
  });

  it("reads a count in any one numeral system as in Latin digits", () => {
    fc.assert(
      fc.property(fc.nat(99), fc.constantFrom(...ZEROS), limits, (n, zero, l) => {
        const typed = String(n).replace(/\d/g, (d) => String.fromCodePoint(zero + Number(d)));
        expect(readQuantity(typed, l)).toEqual(readQuantity(String(n), l));
      }),
      runs(500),
    );
  });
});

describe("latinDigits (properties)", () => {
  it("every Unicode decimal digit reads as its value, and two systems in one text are refused", () => {
    expect(ZEROS.length).toBeGreaterThan(60);
    for (const zero of ZEROS)
      for (let d = 0; d < 10; d++) expect(latinDigits(String.fromCodePoint(zero + d))).toBe(String(d));
    fc.assert(
      fc.property(fc.constantFrom(...ZEROS), fc.constantFrom(...ZEROS), fc.nat(9), fc.nat(9), (a, b, x, y) => {
        const text = String.fromCodePoint(a + x) + String.fromCodePoint(b + y);
        expect(latinDigits(text)).toBe(a === b ? `${x}${y}` : null);
      }),
      runs(500),
    );
  });

  it("leaves every other character as it is", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const out = latinDigits(text.replace(/\p{Nd}/gu, ""));
        expect(out).toBe(text.replace(/\p{Nd}/gu, ""));
      }),
      runs(300),
    );
  });
});
