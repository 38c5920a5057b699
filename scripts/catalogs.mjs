// Reads the message catalogues of locales/ (one .po file per area and language),
// overlays a build-time text variant, checks completeness and compiles messages.
// Used by the rollup/vite plugin below, by scripts/i18n.mjs and by tests.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { formatter } from "@lingui/format-po";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";

/** The widget's one language list, read from loader/languages.ts (Node runs no TypeScript, so its text is parsed). */
export const LANGUAGES = readLanguages(join(import.meta.dirname, "../loader/languages.ts"));
export const SOURCE_LANGUAGE = "en";
const po = formatter({ explicitIdAsDefault: true });

function readLanguages(file) {
  const list = readFileSync(file, "utf8").match(/export const LANGUAGES = (\[[^\]]*\]) as const;/);
  if (!list) throw new Error(`no "export const LANGUAGES = [...] as const;" in ${file}`);
  return JSON.parse(list[1]);
}

/** Reads every .po file of one folder into { id: { text, file } }. */
function readFolder(dir) {
  const out = {};
  if (!existsSync(dir)) return out;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".po"))
    .sort()) {
    const parsed = po.parse(readFileSync(join(dir, file), "utf8"));
    for (const [id, entry] of Object.entries(parsed)) {
      if (entry.obsolete) continue;
      if (out[id]) throw new Error(`message "${id}" is defined twice: ${out[id].file} and ${file} (${dir})`);
      out[id] = { text: entry.translation ?? "", file };
    }
  }
  return out;
}

/** The catalogue areas: one .po file per area in every language folder. */
export function areas(root) {
  const dir = resolve(root, "locales", SOURCE_LANGUAGE);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".po"))
        .map((f) => f.slice(0, -3))
        .sort()
    : [];
}

/** All messages of one language (optionally of one area): the defaults, overlaid per message by the variant. */
export function loadLanguage(root, lang, variant, area) {
  const only = (all) =>
    area ? Object.fromEntries(Object.entries(all).filter(([, e]) => e.file === `${area}.po`)) : all;
  const base = only(readFolder(resolve(root, "locales", lang)));
  if (!variant) return { messages: base, overridden: [] };
  const vdir = resolve(root, "locales", "variants", variant);
  if (!existsSync(vdir)) throw new Error(`text variant "${variant}" not found: ${vdir}`);
  const over = only(readFolder(join(vdir, lang)));
  const overridden = [];
  for (const [id, entry] of Object.entries(over)) {
    if (!base[id]) throw new Error(`variant "${variant}" overrides unknown message "${id}" (${lang}/${entry.file})`);
    if (entry.text) {
      base[id] = entry;
      overridden.push(id);
    }
  }
  return { messages: base, overridden };
}

/**
 * Every problem of the catalogues: a language without a catalogue file of an area, a message missing or empty in a
 * language, a message that exists only outside the source language, an ICU syntax error, placeholders that differ
 * from the source language's, or a plural without a category its language needs (Intl.PluralRules: Polish needs
 * one, few, many and other; French many for millions).
 */
export function catalogProblems(root, variant, languages = LANGUAGES) {
  const problems = [];
  for (const lang of languages)
    for (const area of areas(root))
      if (!existsSync(resolve(root, "locales", lang, `${area}.po`))) problems.push(`${lang}: no catalogue ${area}.po`);
  const all = Object.fromEntries(languages.map((l) => [l, loadLanguage(root, l, variant).messages]));
  const source = all[SOURCE_LANGUAGE];
  const placeholders = (text) =>
    [...text.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)]
      .map((m) => m[1])
      .filter((p, i, a) => a.indexOf(p) === i)
      .sort()
      .join(",");
  for (const lang of languages) {
    const msgs = all[lang];
    for (const [id, entry] of Object.entries(source)) {
      const own = msgs[id];
      if (own && own.file !== entry.file)
        problems.push(`${lang}: "${id}" is in ${own.file}, ${SOURCE_LANGUAGE} has it in ${entry.file}`);
      if (!own || !own.text.trim()) {
        problems.push(`${lang}: missing translation of "${id}" (${entry.file})`);
        continue;
      }
      let compiled;
      try {
        compiled = compileMessageOrThrow(own.text);
      } catch (e) {
        problems.push(`${lang}: "${id}" is not a valid ICU message: ${e.message}`);
        continue;
      }
      for (const missing of missingPluralCategories(compiled, lang))
        problems.push(`${lang}: "${id}" has no plural category ${missing}, which ${lang} needs`);
      if (placeholders(own.text) !== placeholders(entry.text))
        problems.push(
          `${lang}: "${id}" uses placeholders {${placeholders(own.text)}}, ${SOURCE_LANGUAGE} uses {${placeholders(entry.text)}}`,
        );
    }
    for (const id of Object.keys(msgs)) {
      if (!source[id]) problems.push(`${lang}: "${id}" does not exist in ${SOURCE_LANGUAGE}`);
    }
  }
  return problems;
}

/** The plural categories a compiled message leaves out although its language needs them (exact `=n` cases aside). */
function missingPluralCategories(compiled, lang) {
  const missing = new Set();
  const walk = (node) => {
    if (!Array.isArray(node)) return;
    const [, format, options] = node;
    if ((format === "plural" || format === "selectordinal") && options && typeof options === "object") {
      const type = format === "plural" ? "cardinal" : "ordinal";
      for (const category of new Intl.PluralRules(lang, { type }).resolvedOptions().pluralCategories)
        if (!(category in options)) missing.add(category);
      Object.values(options).forEach(walk);
    } else node.forEach(walk);
  };
  walk(compiled);
  return [...missing];
}

/** The compiled catalogue of one language (and area), as Lingui's runtime expects it. */
export function compileLanguage(root, lang, variant, area, { checked = false } = {}) {
  const problems = checked ? [] : catalogProblems(root, variant);
  if (problems.length) throw new Error(`message catalogues are incomplete:\n  ${problems.join("\n  ")}`);
  const { messages } = loadLanguage(root, lang, variant, area);
  const compiled = {};
  for (const id of Object.keys(messages).sort()) compiled[id] = compileMessageOrThrow(messages[id].text);
  return compiled;
}

const PREFIX = "foyer-catalog:";

/**
 * Rollup (and Vite) plugin: `import("foyer-catalog:de/tickets")` yields the compiled messages
 * of one area in one language; the build fails when any translation is missing.
 * FOYER_TEXT_VARIANT picks the overlay in locales/variants/{name}/.
 */
export function catalogPlugin({ root = process.cwd(), variant = process.env.FOYER_TEXT_VARIANT || "" } = {}) {
  let checked = false;
  return {
    name: "foyer-catalogs",
    buildStart() {
      checked = false;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? "\0" + id : null;
    },
    load(id) {
      if (!id.startsWith("\0" + PREFIX)) return null;
      const [lang, area] = id.slice(PREFIX.length + 1).split("/");
      if (!LANGUAGES.includes(lang)) this.error(`unknown catalogue language "${lang}"`);
      if (!areas(root).includes(area)) this.error(`unknown catalogue area "${area}"`);
      // rebuild on catalogue edits in `rollup -w` (vite tracks files its own way)
      if (this.meta?.watchMode) for (const l of LANGUAGES) this.addWatchFile(resolve(root, "locales", l, `${area}.po`));
      const json = JSON.stringify(compileLanguage(root, lang, variant, area, { checked }));
      checked = true;
      return `export const messages = JSON.parse(${JSON.stringify(json)});`;
    },
  };
}
