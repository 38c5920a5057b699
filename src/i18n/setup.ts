// A Lingui instance per embed: two embeds in different languages never share one.
import { setupI18n, type I18n } from "@lingui/core";
import type { Language } from "../domain/config";
import { ensureArea, usedAreas } from "./catalogs";

/** A message asked for before its area's catalogue is loaded: a fault, said in the console. */
const missing = (locale: string, id: string): string => {
  console.error(`Foyer: message "${id}" is not loaded in ${locale}`);
  return id;
};

export async function createI18n(lang: Language): Promise<I18n> {
  const i18n = setupI18n({ missing });
  await ensureArea(i18n, lang, "shell");
  i18n.activate(lang);
  return i18n;
}

/** Switches an embed's language in place (no reload), with every area used so far. */
export async function switchLanguage(i18n: I18n, lang: Language): Promise<void> {
  if (i18n.locale === lang) return;
  await Promise.all(usedAreas(i18n).map((area) => ensureArea(i18n, lang, area)));
  i18n.activate(lang);
}
