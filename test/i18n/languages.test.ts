// One language list (loader/languages.ts) that the loader, the app's configuration, the catalogue scripts and the
// sandbox read; every language has every catalogue and every plural category it needs (Intl.PluralRules).
import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { LANGUAGES, nativeName } from "../../loader/languages";
import { readOptions } from "../../loader/options";
import { DEFAULT_CONFIG } from "../../src/domain/config";
import { LANGS } from "../../demo/server/http";
import { catalogProblems, LANGUAGES as SCRIPT_LANGUAGES } from "../../scripts/catalogs.mjs";

const ROOT = resolve(import.meta.dirname, "../..");
const temps: string[] = [];

afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

/** A throwaway locales/ tree: { lang: { area: { id: text } } }. */
function tree(files: Record<string, Record<string, Record<string, string>>>): string {
  const root = mkdtempSync(join(tmpdir(), "foyer-langs-"));
  temps.push(root);
  for (const [lang, areaFiles] of Object.entries(files)) {
    mkdirSync(join(root, "locales", lang), { recursive: true });
    for (const [area, messages] of Object.entries(areaFiles)) {
      const body = Object.entries(messages)
        .map(([id, text]) => `msgid "${id}"\nmsgstr "${text}"\n`)
        .join("\n");
      writeFileSync(join(root, "locales", lang, `${area}.po`), `msgid ""\nmsgstr ""\n\n${body}`);
    }
  }
  return root;
}

describe("one language list", () => {
  it("is the one the catalogue scripts, the configuration and the sandbox use", () => {
    expect(SCRIPT_LANGUAGES).toEqual([...LANGUAGES]);
    expect(DEFAULT_CONFIG.languages).toEqual([...LANGUAGES]);
    expect([...LANGS]).toEqual([...LANGUAGES]);
  });

  it("is the one the loader accepts in data-lang, and no other", () => {
    const accepted = (lang: string) => {
      const reports: string[] = [];
      return readOptions({ lang }, "/api", (m) => reports.push(m)).lang === lang && reports.length === 0;
    };
    expect(LANGUAGES.filter(accepted)).toEqual([...LANGUAGES]);
    expect(["pl", "fi", "xx", "de|en"].filter(accepted)).toEqual([]);
  });

  it("names each language in itself, from Intl.DisplayNames", () => {
    expect(LANGUAGES.map(nativeName)).toEqual([
      "Deutsch",
      "English",
      "Français",
      "Italiano",
      "Nederlands",
      "Español",
      "Svenska",
      "Dansk",
    ]);
  });

  it("has every catalogue, with every plural category, in every language", () => {
    expect(catalogProblems(ROOT)).toEqual([]);
  });
});

describe("the catalogue check", () => {
  const plural = (forms: string) => `{count, plural, ${forms}}`;

  it("fails when a language lacks a catalogue of an area", () => {
    const root = tree({ en: { shell: { a: "A" }, shop: { b: "B" } }, de: { shell: { a: "A" } } });
    expect(catalogProblems(root, undefined, ["en", "de"])).toContain("de: no catalogue shop.po");
  });

  it("fails when a plural lacks a category its language needs (Polish: few and many)", () => {
    const root = tree({
      en: { shell: { n: plural("one {# ticket} other {# tickets}") } },
      pl: { shell: { n: plural("one {# bilet} other {# biletu}") } },
    });
    expect(catalogProblems(root, undefined, ["en", "pl"])).toEqual([
      'pl: "n" has no plural category few, which pl needs',
      'pl: "n" has no plural category many, which pl needs',
    ]);
  });

  it("accepts a plural with every category its language needs, exact cases aside", () => {
    const root = tree({
      en: { shell: { n: plural("=0 {no tickets} one {# ticket} other {# tickets}") } },
      pl: { shell: { n: plural("=0 {brak biletów} one {# bilet} few {# bilety} many {# biletów} other {# biletu}") } },
      fr: { shell: { n: plural("one {# billet} other {# billets}") } },
    });
    expect(catalogProblems(root, undefined, ["en", "pl", "fr"])).toEqual([
      'fr: "n" has no plural category many, which fr needs',
    ]);
  });
});
