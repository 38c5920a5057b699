import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { areas, catalogProblems, compileLanguage, LANGUAGES, loadLanguage } from "../../scripts/catalogs.mjs";

const ROOT = resolve(import.meta.dirname, "../..");
const temps: string[] = [];

/** A throwaway locales/ tree: { lang: { area: { id: text } } }. */
function tree(files: Record<string, Record<string, Record<string, string>>>): string {
  const root = mkdtempSync(join(tmpdir(), "foyer-i18n-"));
  temps.push(root);
  for (const [dir, areaFiles] of Object.entries(files)) {
    for (const [area, messages] of Object.entries(areaFiles)) {
      mkdirSync(join(root, "locales", dir), { recursive: true });
      const body = Object.entries(messages)
        .map(([id, text]) => `msgid "${id}"\nmsgstr "${text}"\n`)
        .join("\n");
      writeFileSync(join(root, "locales", dir, `${area}.po`), `msgid ""\nmsgstr ""\n\n${body}`);
    }
  }
  return root;
}

const all = (messages: Record<string, string>) => Object.fromEntries(LANGUAGES.map((l) => [l, { shell: messages }]));

afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

describe("the project's catalogues", () => {
  it("are complete in all eight languages, with the same placeholders", () => {
    expect(catalogProblems(ROOT)).toEqual([]);
  });

  it("are also complete with the demo's text variant overlaid", () => {
    expect(catalogProblems(ROOT, "lindenhof")).toEqual([]);
  });

  it("really translate: no language repeats the English text of every message", () => {
    const en = loadLanguage(ROOT, "en").messages;
    for (const lang of LANGUAGES.filter((l) => l !== "en")) {
      const own = loadLanguage(ROOT, lang).messages;
      const same = Object.keys(en).filter((id) => own[id].text === en[id].text).length;
      // names, "Tickets", "Menu", "{year} {site}" may stay; most texts must differ
      expect(same / Object.keys(en).length, lang).toBeLessThan(0.25);
    }
  });
});

describe("catalogue checks", () => {
  it("report a missing translation, an empty one, differing placeholders and an unknown id", () => {
    const files = all({ a: "A", b: "B {x}" });
    files.de = { shell: { b: "B {y}", c: "C" } };
    files.fr = { shell: { a: "", b: "B {x}" } };
    const problems = catalogProblems(tree(files));
    expect(problems).toContain('de: missing translation of "a" (shell.po)');
    expect(problems).toContain('de: "b" uses placeholders {y}, en uses {x}');
    expect(problems).toContain('de: "c" does not exist in en');
    expect(problems).toContain('fr: missing translation of "a" (shell.po)');
  });

  it("make compiling fail when a translation is missing", () => {
    const files = all({ a: "A" });
    files.sv = { shell: {} };
    expect(() => compileLanguage(tree(files), "de", undefined, "shell")).toThrow(/sv: missing translation of "a"/);
  });

  it("compile ICU messages with plurals and placeholders", () => {
    const root = tree(all({ n: "{count, plural, one {# ticket} many {# tickets} other {# tickets}}", h: "Hi {name}" }));
    const compiled = compileLanguage(root, "en", undefined, "shell");
    expect(compiled.h).toEqual(["Hi ", ["name"]]);
    expect(JSON.stringify(compiled.n)).toContain("plural");
  });

  it("split messages by area", () => {
    const files = Object.fromEntries(LANGUAGES.map((l) => [l, { shell: { a: "A" }, tickets: { t: "T" } }]));
    const root = tree(files);
    expect(areas(root)).toEqual(["shell", "tickets"]);
    expect(Object.keys(compileLanguage(root, "de", undefined, "tickets"))).toEqual(["t"]);
  });
});

describe("text variants", () => {
  it("overlay the variant's messages and fall back to the default per message", () => {
    const de = compileLanguage(ROOT, "de", "lindenhof", "shell");
    const en = compileLanguage(ROOT, "en", "lindenhof", "shell");
    const fr = compileLanguage(ROOT, "fr", "lindenhof", "shell");
    expect(de["nav.tickets"]).toEqual(["Eintrittskarten"]);
    expect(en["nav.tickets"]).toEqual(["Admission"]);
    expect(en["home.titleWithSite"]).toEqual(["Welcome to ", ["site"]]);
    expect(fr["nav.tickets"]).toEqual(compileLanguage(ROOT, "fr", undefined, "shell")["nav.tickets"]);
  });

  it("may only override messages that exist", () => {
    const files = all({ a: "A" });
    files["variants/x/de"] = { shell: { zzz: "?" } };
    expect(() => loadLanguage(tree(files), "de", "x")).toThrow(/overrides unknown message "zzz"/);
  });
});
