// Catalogues are split by language and by area (shell, tickets, ...): the first screen loads
// the shell's messages in one language; an area's messages come with its screens.
import type { I18n, Messages } from "@lingui/core";
import type { Language } from "../domain/config";
import { catalogLoaders, type CatalogArea } from "./catalog-loaders";

export type { CatalogArea };

const asked = new Map<string, Promise<Messages>>();

/**
 * A language's messages of an area, asked for once: a second caller gets the same promise (an
 * import() of a module already here still costs a task, and a frame may come before it). A
 * failed load is asked again next time.
 */
export const loadMessages = (lang: Language, area: CatalogArea): Promise<Messages> => {
  const key = `${lang}/${area}`;
  let messages = asked.get(key);
  if (!messages) {
    const load = catalogLoaders[key];
    if (!load) return Promise.reject(new Error(`no catalogue ${key}`));
    messages = load().then((m) => m.messages);
    asked.set(key, messages);
    messages.catch(() => asked.delete(key));
  }
  return messages;
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

/**
 * An area's messages in an instance that is still to come: asked for at once, beside whatever the
 * instance waits for (the shell's messages), and loaded into it once both are here.
 */
export const areaReady = (i18n: Promise<I18n>, lang: Language, area: CatalogArea): Promise<void> =>
  Promise.all([i18n, loadMessages(lang, area)]).then(([i]) => ensureArea(i, lang, area));

export const hasArea = (i18n: I18n, lang: Language, area: CatalogArea): boolean =>
  loaded.get(i18n)?.has(`${lang}/${area}`) ?? false;

/** The areas an instance has used so far (a language switch loads them all again). */
export const usedAreas = (i18n: I18n): CatalogArea[] => [...(areasOf.get(i18n) ?? [])];
