import { describe, expect, it } from "vitest";
import { parseAmountInput } from "../../src/domain/money";

describe("parseAmountInput: currency units to minor units (variable vouchers)", () => {
  it.each([
    ["25.50", 0, 2550],
    ["25,50", 0, 2550],
    ["25,5", 0, 2550],
    ["25", 0, 2500],
    ["0.01", 0, 1],
    ["1.000,50", 0, 100050], // both separators: the last is the decimal one
    ["1,000.50", 0, 100050],
    ["€ 30", 0, 3000],
    ["30 €", 0, 3000],
    ["-25.50", 0, 2550], // a negative entry is made positive
    ["", 1234, 1234], // an empty entry keeps the previous value
    ["  ", 1234, 1234],
    ["twenty", 1234, 1234],
    ["12.345", 0, 1235], // more than two decimals: rounded to the cent
  ])("%j (previous %i) -> %i", (input, previous, expected) => {
    expect(parseAmountInput(input, previous)).toBe(expected);
  });
});

describe("parseAmountInput reads digit grouping as the visitor's language writes it", () => {
  it.each([
    ["1.000", "de-DE", 100000], // German grouping: a thousand, not one euro
    ["1,000", "en-GB", 100000], // English grouping
    ["1.000", "en-GB", 100], // an English decimal point
    ["1,000", "de-DE", 100], // a German decimal comma
    ["1.000", "nl-NL", 100000],
    ["1.000", "es-ES", 100000],
    ["1.000", "it-IT", 100000],
    ["1.000", "da-DK", 100000],
    ["1 000", "fr-FR", 100000], // French and Swedish group with spaces
    ["1\u202f000,50", "fr-FR", 100050],
    ["1\u00a0000", "sv-SE", 100000],
    ["25.50", "de-DE", 2550], // two digits after a lone separator: always the decimal one
    ["25,50", "en-GB", 2550],
    ["12.345", "de-DE", 1234500],
    ["12.345", "en-GB", 1235],
    ["1.000.000", "en-GB", 100000000], // a separator twice only groups
    ["1.000,5", "en-GB", 100050], // both: the last is the decimal one, in any language
  ])("%j in %s -> %i", (input, locale, expected) => {
    expect(parseAmountInput(input, 0, locale)).toBe(expected);
  });
});
