// The app bundle's entry: mount(element, options) -> handle (one embed each, see
// mount/mount.tsx), the host API, and boot(), which the loader calls: it installs the real
// window.Foyer API and replays the queued calls.
// first, as in the start module: the check runs before any table of the shared code is built (the
// build orders the start module's file by both entries' imports)
import "./embed/host-check";
import { createEmbed, REMOUNT_DELAYS, type EmbedHandle, type MountOptions } from "./mount/mount";
import type { EmbedOptions } from "../loader/options";
import { onNewBuild } from "./embed/new-build";
import { splitLanguage } from "./domain/paths";
import { adoptAdded, forgetReturn, watchReturn } from "./embed/registry";
import { brokenBuiltIns } from "./embed/built-ins";
import { placeOf, showUnavailable } from "./embed/unavailable";

export type { EmbedOptions, EmbedHandle, MountOptions };
export type { FoyerEventMap } from "./embed/events";
export { REMOUNT_DELAYS };

const embeds = new Map<HTMLElement, EmbedHandle>();

export function mount(element: HTMLElement, input: MountOptions = {}): EmbedHandle {
  const existing = embeds.get(element);
  if (existing) return existing;
  forgetReturn(element);
  // an element the host takes out and puts back (tabs, view caches, a move) gets its shop back,
  // at the route it showed; the loader's requests were used by the first mount
  const back = (route: string) =>
    watchReturn(element, () => {
      const { lang, rest } = splitLanguage(route);
      mount(element, { ...input, lang: lang ?? input.lang, route: rest, config: undefined, early: undefined });
    });
  // a page that broke what the shop needs gets the message that says so (trying again cannot help)
  const broken = brokenBuiltIns();
  if (broken.length) {
    void import("./embed/refuse-host").then((m) => m.refuseHost(element, input.lang));
    throw new Error(`the page has changed ${broken.join(", ")}, which the shop needs`);
  }
  try {
    const handle = createEmbed(element, input, () => embeds.delete(element), back);
    embeds.set(element, handle);
    return handle;
  } catch (e) {
    // never an empty box: the message and a retry, and the host hears of it
    showUnavailable(placeOf(element), input.lang, () => mount(element, input));
    element.dispatchEvent(new CustomEvent("foyer:error", { bubbles: true, detail: { reason: "host" } }));
    throw e;
  }
}

// an embed element the page adds later (a clone of an embed, a snippet a script puts in) is
// mounted from its attributes, as the loader would have; one the host mounts itself in the same
// task keeps the host's options
adoptAdded((element) => {
  if (!embeds.has(element)) mount(element, { ...element.dataset } as MountOptions);
});

/** Unmounts every embed of the page (a single-page host app leaving the page, tests). */
export function unmountAll(): void {
  for (const handle of [...embeds.values()]) handle.unmount();
}

type Command = [name: string, args: unknown[]];
interface FoyerGlobal {
  q?: Command[];
  /** [the page's own window.Foyer], which the loader replaced (the list marks the loader's object). */
  was?: [unknown];
  [name: string]: unknown;
}

/** The host API that replaces the loader's queueing stubs. */
const hostApi = {
  mount: (element: HTMLElement, options?: MountOptions) => mount(element, options),
  /** Opens a route in an embed (the given one, else the first on the page). A [data-foyer]
   *  element the visitor has not touched yet (a button embed) is mounted from its attributes. */
  open: (route?: string, element?: HTMLElement) => {
    if (element && !embeds.has(element) && element.matches("[data-foyer]"))
      mount(element, { ...element.dataset } as MountOptions);
    const target = (element && embeds.get(element)) || embeds.values().next().value;
    target?.open(route);
  },
  /** Closes every open shop dialog. */
  close: () => {
    for (const handle of embeds.values()) handle.close();
  },
  /** Removes the embed of an element (a single-page host app replacing its content). */
  unmount: (element: HTMLElement) => embeds.get(element)?.unmount(),
};

/** A newer build takes over: each embed is mounted again by it, at the route it shows. */
onNewBuild(import.meta.url, (next) => {
  const F = ((window as { Foyer?: FoyerGlobal }).Foyer ??= {});
  const queue = (F.q ??= []);
  for (const handle of [...embeds.values()]) {
    const { lang, rest } = splitLanguage(handle.route());
    const { element, options } = handle;
    handle.unmount();
    queue.push(["mount", [element, { ...options, lang: lang ?? options.lang, route: rest }]]);
    if (options.mode === "button") queue.push(["open", ["", element]]);
  }
  next.boot(F);
});

/**
 * The loader replaced whatever the host page called window.Foyer: say so, once. A window.Foyer
 * that cannot be written stays the page's own: the host API is not there, so the console says
 * what the page has instead.
 */
function sayWhatFoyerWas(F: FoyerGlobal): void {
  if (!F.was) return;
  const was = F.was[0];
  F.was = [null];
  if ((window as { Foyer?: unknown }).Foyer !== F)
    console.warn(
      "Foyer: could not replace the page's own window.Foyer (not writable): no Foyer.mount/open/close/unmount; " +
        "the embeds start from their data-* attributes and send foyer:* events",
      was,
    );
  else if (was != null) console.warn("Foyer: replaced the page's own window.Foyer", was);
}

/** Called by the loader once the bundle is here: install the API, replay what was queued. */
export function boot(F: FoyerGlobal): void {
  sayWhatFoyerWas(F);
  Object.assign(F, hostApi);
  const queue = F.q ?? [];
  while (queue.length) {
    const [name, args] = queue.shift()!;
    try {
      const fn = hostApi[name as keyof typeof hostApi] as ((...a: unknown[]) => unknown) | undefined;
      if (!fn) throw new Error(`unknown command "${name}"`);
      fn(...args);
    } catch (e) {
      console.error(`Foyer: ${name} failed`, e);
    }
  }
}
