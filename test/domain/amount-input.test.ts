// A variable voucher's amount as a person of each language writes it (issue 33): read, or refused
// with a reason; never replaced by another number.
import { describe, expect, it } from "vitest";
import { parseAmount } from "../../src/domain/amount";
import type { Language } from "../../src/domain/config";

const ok = (minor: number) => ({ ok: true, minor });
const no = (reason: string) => ({ ok: false, reason });

describe("parseAmount reads an amount as each language writes it", () => {
  it.each([
    ["25.50", "en", ok(2550)],
    ["25,50", "en", ok(2550)], // a comma with two digits after it cannot group: a decimal mark
    ["25,50", "de", ok(2550)],
    ["25.50", "de", ok(2550)], // the other mark, when it cannot group, is a decimal mark too
    ["1.000", "de", ok(100000)], // German grouping: a thousand, not one euro
    ["1,000", "en", ok(100000)], // English grouping
    ["1.000", "en", ok(100)], // an English decimal point (whole cents: the zeros say nothing more)
    ["1,000", "de", ok(100)], // a German decimal comma
    ["1.000", "nl", ok(100000)],
    ["1.000", "es", ok(100000)],
    ["1.000", "it", ok(100000)],
    ["1.000", "da", ok(100000)],
    ["1 000", "fr", ok(100000)], // French and Swedish group with spaces
    ["1\u202f000,50", "fr", ok(100050)],
    ["1\u00a0000", "sv", ok(100000)],
    ["1 000", "de", ok(100000)], // spaces group in every language
    ["12.345", "de", ok(1234500)],
    ["12,345", "en", ok(1234500)],
    ["1.000.000", "en", ok(100000000)], // a mark twice only groups
    ["1.000,5", "en", ok(100050)], // both marks: the last one is the decimal mark, in any language
    ["1,000.50", "de", ok(100050)],
    ["€ 30", "de", ok(3000)],
    ["30 €", "de", ok(3000)],
    ["EUR 30", "nl", ok(3000)],
    ["30eur", "it", ok(3000)],
    ["-25.50", "en", ok(2550)], // a negative entry is made positive (spec 001 section 5)
    ["−25,50 €", "fr", ok(2550)],
    ["25,-", "de", ok(2500)], // whole euros, as written on German price tags
    ["25,–", "de", ok(2500)],
    [",50", "de", ok(50)],
    ["25,", "de", ok(2500)],
    ["007", "en", ok(700)],
    ["٢٥", "de", ok(2500)], // Arabic-Indic digits: read as the number they are
    ["२५,५०", "de", ok(2550)], // Devanagari
    ["２５", "en", ok(2500)], // full-width, as a Japanese keyboard types them
  ] as [string, Language, object][])("%j in %s", (input, lang, expected) => {
    expect(parseAmount(input, lang)).toEqual(expected);
  });

  it.each([
    ["", "en", no("empty")],
    ["   ", "de", no("empty")],
    ["abc", "en", no("unreadable")],
    ["Infinity", "en", no("unreadable")],
    ["NaN", "en", no("unreadable")],
    ["1_000", "en", no("unreadable")],
    ["0x10", "en", no("unreadable")],
    ["1e3", "en", no("unreadable")],
    ["25..50", "en", no("unreadable")],
    ["2..50", "de", no("unreadable")],
    ["1.00.0", "de", no("unreadable")],
    ["1,5.000", "en", no("unreadable")],
    ["1 000.000", "de", no("unreadable")], // two kinds of grouping in one number
    ["2٥", "en", no("unreadable")], // two numeral systems in one number
    ["1.000", "fr", no("unreadable")], // in French a point is neither mark: a thousand, or one?
    ["$25", "en", no("unreadable")], // another currency
    ["25 50", "en", no("unreadable")],
    ["25, 50", "de", no("unreadable")],
    ["--25", "en", no("unreadable")],
    ["12.345", "en", no("cents")],
    ["12,345", "de", no("cents")],
    ["99999999999999999999", "en", no("tooLarge")],
  ] as [string, Language, object][])("%j in %s is refused", (input, lang, expected) => {
    expect(parseAmount(input, lang)).toEqual(expected);
  });
});
