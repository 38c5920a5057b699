// A country's name on an address in the visitor's language (the browser's own names).
import { describe, expect, it } from "vitest";
import { countryName } from "../../src/domain/countries";

describe("countryName", () => {
  it.each([
    ["DE", "en", "Germany"],
    ["DE", "de", "Deutschland"],
    ["de", "de", "Deutschland"],
    [" ch ", "fr", "Suisse"],
    ["AT", "sv", "Österrike"],
    ["NL", "nl", "Nederland"],
  ])("%j in %s is %s", (code, lang, name) => {
    expect(countryName(code, lang)).toBe(name);
  });

  it("names the same country again in the same language, and in another one", () => {
    expect(countryName("IT", "it")).toBe("Italia");
    expect(countryName("IT", "it")).toBe("Italia");
    expect(countryName("IT", "en")).toBe("Italy");
  });

  it.each([
    ["XX", "en"],
    ["xx", "en"],
    ["Germany", "en"],
    ["DEU", "en"],
    ["276", "en"],
    ["419", "en"],
    ["D", "en"],
    ["", "en"],
    ["DE", "not a language!"],
  ])("keeps %j as given in %j (no country the browser knows; 419 is a region, not a country)", (code, lang) => {
    expect(countryName(code, lang)).toBe(code);
  });
});
