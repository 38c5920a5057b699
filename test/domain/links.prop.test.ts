// Properties of the one sanitiser of links from the service (domain/links.ts): whatever the text,
// what it lets through is that text, trimmed, and a browser reads its scheme as http(s), mailto or
// tel (relative links resolve to the page's); a dangerous scheme is refused however it is written
// (case, tabs and newlines inside, control characters and spaces before it).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeLink } from "../../src/domain/links";
import { normalizeConfig } from "../../src/domain/config";
import { runs } from "../helpers/explore";

const FOLLOWED = ["http:", "https:", "mailto:", "tel:"];
const BASE = "https://relative.invalid/";

/** A scheme written as a hostile page would: random case, tabs and newlines inside, junk before it. */
const disguised = (scheme: string) =>
  fc
    .tuple(
      fc.array(fc.constantFrom(" ", "\t", "\n", "\r", "\u0000", "\u0001", "\u001f"), { maxLength: 4 }),
      fc.array(fc.boolean(), { minLength: scheme.length, maxLength: scheme.length }),
      fc.array(fc.tuple(fc.nat(scheme.length), fc.constantFrom("\t", "\n", "\r")), { maxLength: 3 }),
      fc.string({ maxLength: 30 }),
    )
    .map(([before, upper, inserts, rest]) => {
      let s = [...scheme].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join("");
      for (const [at, c] of inserts) s = s.slice(0, at) + c + s.slice(at);
      return before.join("") + s + ":" + rest;
    });

describe("safeLink (properties)", () => {
  it("lets through only the text itself, trimmed, with a scheme a browser reads as followed", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string({ unit: "binary" })), (raw) => {
        const link = safeLink(raw);
        if (link === null) return;
        expect(link).toBe(raw.trim());
        expect(FOLLOWED).toContain(new URL(link, BASE).protocol);
        expect(safeLink(link)).toBe(link);
      }),
      runs(500),
    );
  });

  it("refuses data:, javascript:, vbscript:, file: and blob: however they are written", () => {
    const schemes = ["data", "javascript", "vbscript", "file", "blob"];
    fc.assert(
      fc.property(fc.constantFrom(...schemes).chain(disguised), (raw) => {
        expect(safeLink(raw)).toBeNull();
      }),
      runs(500),
    );
  });

  it("follows every web address as it is", () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(safeLink(url)).toBe(url);
      }),
      runs(300),
    );
  });

  it("the configuration keeps only links that may be followed, wherever the service puts them", () => {
    const anyLink = fc.oneof(fc.webUrl(), fc.constantFrom("data", "javascript", "vbscript").chain(disguised));
    fc.assert(
      fc.property(anyLink, anyLink, anyLink, fc.string(), (terms, main, logo, title) => {
        const config = normalizeConfig(
          {
            custom_terms_links: { en: { terms: { url: terms, title }, imprint: { url: main, title: "Imprint" } } },
            museumMainUrl: main,
            museumPerLanguageUrls: { de: logo },
            partnerLogos: [{ name: { en: "P" }, logos: [{ image: "/x.png", url: logo }] }],
          },
          () => undefined,
        );
        const links = [
          config.custom_terms_links.en?.terms?.url,
          config.custom_terms_links.en?.imprint?.url,
          config.museumMainUrl || undefined,
          config.museumPerLanguageUrls.de,
          config.partnerLogos[0]?.logos[0]?.url,
        ].filter((l) => l !== undefined);
        for (const l of links) expect(safeLink(l)).toBe(l);
        expect(config.custom_terms_links.en?.imprint?.url).toBe(safeLink(main) ?? undefined);
      }),
      runs(300),
    );
  });
});
