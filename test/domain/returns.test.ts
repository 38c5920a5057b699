// The payment return's routing, case by case; returns.prop.test.ts holds the properties.
import { describe, expect, it } from "vitest";
import { returnEmbed, returnOf } from "../../src/domain/returns";

describe("returnEmbed: the embed a return route names", () => {
  it.each([
    ["with the leading ?", "?embed=shop", "shop"],
    ["without it", "embed=shop", "shop"],
    ["among other parameters", "?order=7&embed=shop-2", "shop-2"],
    ["encoded", "?embed=my%20shop", "my shop"],
    ["none named", "?order=7", null],
    ["no search", "", null],
  ])("%s", (_, search, expected) => {
    expect(returnEmbed(search)).toBe(expected);
  });
});

describe("returnOf: only a hash route is a return", () => {
  it.each([
    [
      "a return in the hash",
      "#/de/checkout/success?embed=shop",
      { embedId: "shop", route: "/de/checkout/success?embed=shop" },
    ],
    ["a path, not a hash", "/de/checkout/success?embed=shop", null],
    ["something before the route", "x/de/checkout/success?embed=shop", null],
    ["a return route that names no embed", "#/de/checkout/success", null],
    ["an empty hash", "", null],
  ])("%s", (_, hash, expected) => {
    expect(returnOf(hash)).toEqual(expected);
  });
});
