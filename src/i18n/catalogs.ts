// Catalogues are split by language and by area (shell, tickets, ...): the first screen loads
// the shell's messages in one language; an area's messages come with its screens.
import type { I18n, Messages } from "@lingui/core";
import type { Language } from "../domain/config";
import { catalogLoaders, type CatalogArea } from "./catalog-loaders";

export type { CatalogArea };

export const loadMessages = (lang: Language, area: CatalogArea): Promise<Messages> => {
  const load = catalogLoaders[`${lang}/${area}`];
  if (!load) return Promise.reject(new Error(`no catalogue ${lang}/${area}`));
  return load().then((m) => m.messages);
};

const loaded = new WeakMap<I18n, Set<string>>();
const areasOf = new WeakMap<I18n, Set<CatalogArea>>();

/** Loads an area's messages into an i18n instance for a language, once. */
export async function ensureArea(i18n: I18n, lang: Language, area: CatalogArea): Promise<void> {
  const done = loaded.get(i18n) ?? new Set<string>();
  loaded.set(i18n, done);
  const wanted = areasOf.get(i18n) ?? new Set<CatalogArea>();
  areasOf.set(i18n, wanted.add(area));
  if (done.has(`${lang}/${area}`)) return;
  i18n.load(lang, await loadMessages(lang, area));
  done.add(`${lang}/${area}`);
}

export const hasArea = (i18n: I18n, lang: Language, area: CatalogArea): boolean =>
  loaded.get(i18n)?.has(`${lang}/${area}`) ?? false;

/** The areas an instance has used so far (a language switch loads them all again). */
export const usedAreas = (i18n: I18n): CatalogArea[] => [...(areasOf.get(i18n) ?? [])];
