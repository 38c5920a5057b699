// Reading a typed count (domain/quantity.ts), case by case; quantity.prop.test.ts holds the
// properties over all counts and limits.
import { describe, expect, it } from "vitest";
import { readQuantity, type QuantityLimits } from "../../src/domain/quantity";

describe("readQuantity", () => {
  it.each<[string, string, QuantityLimits, ReturnType<typeof readQuantity>]>([
    ["an empty field is 0", "", { max: 10 }, { ok: true, value: 0 }],
    ["a blank field is 0", "  ", { max: 10 }, { ok: true, value: 0 }],
    ["an empty field below a minimum", "", { min: 1, max: 10 }, { ok: false, reason: "belowMin", limit: 1 }],
    ["exactly what is left", "3", { max: 10, left: 3 }, { ok: true, value: 3 }],
    ["one more than is left", "4", { max: 10, left: 3 }, { ok: false, reason: "moreThanLeft", limit: 3 }],
    ["exactly the maximum", "10", { max: 10 }, { ok: true, value: 10 }],
    [
      "more than the maximum, with more left",
      "11",
      { max: 10, left: 50 },
      { ok: false, reason: "aboveMax", limit: 10 },
    ],
    [
      "more than both, where the maximum is less",
      "12",
      { max: 10, left: 11 },
      { ok: false, reason: "aboveMax", limit: 10 },
    ],
    [
      "nine digits are read (and above the maximum)",
      "999999999",
      { max: 10 },
      { ok: false, reason: "aboveMax", limit: 10 },
    ],
    ["leading zeros of nine digits", "000000005", { max: 10 }, { ok: true, value: 5 }],
    ["ten digits are unreadable", "1000000000", { max: 10 }, { ok: false, reason: "unreadable", limit: 0 }],
    ["ten zeros are unreadable too", "0000000000", { max: 10 }, { ok: false, reason: "unreadable", limit: 0 }],
    ["two numeral systems mixed", "2٥", { max: 99 }, { ok: false, reason: "unreadable", limit: 0 }],
  ])("%s", (_, text, limits, expected) => {
    expect(readQuantity(text, limits)).toEqual(expected);
  });
});
