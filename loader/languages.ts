// The one list of the widget's languages. The loader, the app (domain/config-languages.ts), the sandbox
// (demo/server/http.ts) and the catalogue scripts (scripts/catalogs.mjs reads this file's text) all take it from
// here; test/i18n/languages.test.ts fails when a language lacks a catalogue or a plural category it needs.
// Keep it one line of JSON-like strings: the scripts parse it.
export const LANGUAGES = ["de", "en", "fr", "it", "nl", "es", "sv", "da"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of an embed that names none (data-lang), and of the start module's guess. */
export const DEFAULT_LANGUAGE: Language = "de";

/** A language's name in itself ("Deutsch", "Français"), from the browser's own data rather than a table. */
export function nativeName(lang: string): string {
  const name = new Intl.DisplayNames([lang], { type: "language" }).of(lang) || lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}
