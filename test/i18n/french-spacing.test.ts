// French typography (issue 35): a narrow no-break space (U+202F) before ":", ";", "!" and "?" in
// every French message, the demo's text variant included; and no visitor-facing text glues a
// colon after a translated word in code ("Total:"), which no catalogue could space: the shared
// message `format.labelled` says "{label}: {value}" as each language writes it.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadLanguage } from "../../scripts/catalogs.mjs";

const ROOT = resolve(import.meta.dirname, "../..");

/** Punctuation that needs the space, standing at the end of a word (not "10:00" nor "https://"). */
const UNSPACED = /(?<=[^\s\u202f])[ \u00a0]?[:;!?](?=\s|$|<|\})/u;

const frenchMessages = (variant?: string) =>
  Object.entries(loadLanguage(ROOT, "fr", variant).messages as Record<string, { text: string }>).map(
    ([id, e]) => [id, e.text] as const,
  );

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "api" ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("French spacing", () => {
  it.each([undefined, "lindenhof"])("puts a narrow no-break space before : ; ! ? (variant %s)", (variant) => {
    const wrong = frenchMessages(variant).filter(([, text]) => UNSPACED.test(text));
    expect(wrong).toEqual([]);
  });

  it("has the shared label-and-value message spaced in French, plain elsewhere", () => {
    const text = (lang: string) =>
      (loadLanguage(ROOT, lang).messages as Record<string, { text: string }>)["format.labelled"].text;
    expect(text("fr")).toBe("{label}\u202f: {value}");
    expect(text("de")).toBe("{label}: {value}");
  });

  it("glues no colon after a translated word in the widget's code", () => {
    const glued = sources(resolve(ROOT, "src")).filter((file) => /\)\}: \{|\}: \$\{/.test(readFileSync(file, "utf8")));
    expect(glued).toEqual([]);
  });
});
