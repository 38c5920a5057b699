// mount(element, options) -> { unmount }: one embed = one shadow root, one style target, one
// set of stores, one router, one API client and one i18n instance. boot() is what the loader
// calls: it installs the real window.Foyer API and replays the queued calls.
import { createRoot, type Root } from "react-dom/client";
import { I18nProvider } from "@lingui/react";
import type { I18n } from "@lingui/core";
import type { EmbedOptions } from "../loader/options";
import { resolveOptions } from "./embed/resolve-options";
import { createEmbedStorage } from "./embed/storage";
import { hashLocation, memoryLocation, type EmbedLocation } from "./embed/hash-location";
import { claimHash, releaseHash } from "./embed/registry";
import { createEmitter, type Emit } from "./embed/events";
import { createStyleTarget } from "./styles/target";
import { dialogSurface, inlineSurface } from "./embed/surface";
import { BASE_CSS } from "./styles/theme";
import { StyleContext } from "./styles/use-styles";
import { createApiClient } from "./api/client";
import { getConfig } from "./api/shop";
import { normalizeConfig } from "./domain/config";
import { splitLanguage } from "./domain/paths";
import { createI18n } from "./i18n/setup";
import { createShellStore } from "./stores/shell";
import { acquireSharedStores, releaseSharedStores } from "./stores/shared";
import type { Embed } from "./stores/context";
import { App } from "./app/App";
import { BootFailed } from "./app/BootFailed";

export type { EmbedOptions };
export type { FoyerEventMap } from "./embed/events";

export interface MountOptions extends Partial<EmbedOptions> {
  /** The remote-configuration request the loader already started. */
  config?: Promise<Response>;
  /** For tests: drive routes without touching window.location. */
  location?: EmbedLocation;
  /** For tests: the back-off before each remount after a 503. @default REMOUNT_DELAYS */
  remountDelays?: number[];
}

export interface EmbedHandle {
  element: HTMLElement;
  options: EmbedOptions;
  unmount(): void;
  /** Navigates this embed, e.g. "/tickets/12"; in button mode also opens its dialog. */
  open(route?: string): void;
  /** Closes the dialog of a button-mode embed. */
  close(): void;
}

/** 503 answers remount the embed after 1, 2, 4 s; then the error is shown. */
export const REMOUNT_DELAYS = [1000, 2000, 4000];

const embeds = new Map<HTMLElement, EmbedHandle>();
const defaultApi = () => new URL("/api", location.href).href;

export function mount(element: HTMLElement, input: MountOptions = {}): EmbedHandle {
  const existing = embeds.get(element);
  if (existing) return existing;
  const options = resolveOptions(input, defaultApi());

  const surface = options.mode === "button" ? dialogSurface(element, options.lang, () => undefined) : inlineSurface(element);
  const { shadow, container } = surface;
  const styles = createStyleTarget(shadow, options.nonce);
  styles.raw(BASE_CSS);

  const owner = {};
  const startPath = `/${options.lang}${options.route && options.route !== "/" ? options.route : ""}`;
  const loc = input.location ?? (claimHash(owner, options.history, options.mode) ? hashLocation(startPath) : memoryLocation(startPath));
  const lang = splitLanguage(loc.current().path).lang ?? options.lang;

  const storage = createEmbedStorage(options.embedId);
  const stores = { shell: createShellStore(storage, lang), ...acquireSharedStores(options.embedId, storage) };
  let remounts = 0;
  let root: Root | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let alive = true;
  let remountPending = false;

  const delays = input.remountDelays ?? REMOUNT_DELAYS;
  const remount = (): boolean => {
    if (remounts >= delays.length) return false;
    clearTimeout(timer);
    remountPending = true;
    timer = setTimeout(start, delays[remounts++]);
    return true;
  };
  const api = createApiClient({
    base: options.api,
    lang: () => stores.shell.getState().lang,
    token: () => stores.session.getState().token,
    onError: (error, call) =>
      import("./app/error-policy").then((m) => m.createErrorPolicy({ stores, location: loc, remount })(error, call)),
    onBusy: (d) => stores.shell.getState().addBusy(d),
  });
  const features = new Map<string, unknown>();
  // the adapters' code is loaded only when data-consent allows one of them
  const analytics: Emit[] =
    options.consent && options.consent !== "none"
      ? [(type, detail) => void import("./embed/analytics").then((a) => a.send(a.allowedAdapters(options.consent), window as never, type, detail))]
      : [];
  const embed: Embed = {
    options,
    element,
    container,
    dialog: surface.dialog,
    api,
    stores,
    storage,
    location: loc,
    emit: createEmitter(element, analytics),
    feature: <T,>(key: string, create: () => T): T => {
      if (!features.has(key)) features.set(key, create());
      return features.get(key) as T;
    },
  };

  const render = (node: React.ReactNode) => {
    if (!root) root = createRoot(container);
    root.render(node);
  };

  async function start() {
    if (!alive) return;
    remountPending = false;
    root?.unmount();
    root = null;
    container.replaceChildren(Object.assign(document.createElement("div"), { className: "foyer-boot" }));
    container.setAttribute("aria-busy", "true");
    const i18nReady = createI18n(lang);
    let i18n: I18n | undefined;
    try {
      // the loader's request, unless it failed: then ours, with retries
      const pending =
        remounts === 0 && input.config
          ? await input.config.then((r) => (r.ok ? r.json() : null)).then((b) => b?.data ?? null, () => null)
          : null;
      const raw = pending ?? (await getConfig(api, options.shop));
      i18n = await i18nReady;
      if (!alive) return;
      stores.shell.getState().setConfig(normalizeConfig(raw));
      container.removeAttribute("aria-busy");
      render(<App embed={embed} i18n={i18n} styles={styles} />);
      embed.emit("foyer:ready", { embedId: options.embedId, lang: stores.shell.getState().lang, route: loc.current().path });
    } catch (e) {
      if (!alive) return;
      // a 503 has already scheduled the next attempt
      if (remountPending) return;
      i18n ??= await i18nReady.catch(() => undefined);
      container.removeAttribute("aria-busy");
      if (!i18n) {
        container.textContent = "The shop is not available right now.";
        return;
      }
      render(
        <StyleContext.Provider value={styles}>
          <I18nProvider i18n={i18n}>
            <BootFailed retry={() => ((remounts = 0), start())} />
          </I18nProvider>
        </StyleContext.Provider>,
      );
    }
  }

  start();

  const handle: EmbedHandle = {
    element,
    options,
    open(route?: string) {
      if (route) {
        const target = route.startsWith("/") ? route : `/${route}`;
        const { lang: routeLang } = splitLanguage(target);
        loc.navigate(routeLang ? target : `/${stores.shell.getState().lang}${target === "/" ? "" : target}`);
      }
      surface.dialog?.open();
    },
    close() {
      surface.dialog?.close();
    },
    unmount() {
      alive = false;
      clearTimeout(timer);
      root?.unmount();
      root = null;
      shadow.adoptedStyleSheets = [];
      surface.dispose();
      releaseHash(owner);
      releaseSharedStores(options.embedId);
      embeds.delete(element);
    },
  };
  embeds.set(element, handle);
  return handle;
}

/** Unmounts every embed of the page (a single-page host app leaving the page, tests). */
export function unmountAll(): void {
  for (const handle of [...embeds.values()]) handle.unmount();
}

type Command = [name: string, args: unknown[]];
interface FoyerGlobal {
  q?: Command[];
  [name: string]: unknown;
}

/** The host API that replaces the loader's queueing stubs. */
const hostApi = {
  mount: (element: HTMLElement, options?: MountOptions) => mount(element, options),
  /** Opens a route in an embed (the given one, else the first on the page). A [data-foyer]
   *  element the visitor has not touched yet (a button embed) is mounted from its attributes. */
  open: (route?: string, element?: HTMLElement) => {
    if (element && !embeds.has(element) && element.matches("[data-foyer]")) mount(element, { ...element.dataset } as MountOptions);
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

/** Called by the loader once the bundle is here: install the API, replay what was queued. */
export function boot(F: FoyerGlobal): void {
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
