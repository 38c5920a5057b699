// mount(element, options) -> handle: one embed = one shadow root, one style target, one set of
// stores (session and basket shared with embeds of the same id), one router, one API client and
// one i18n instance. The surface (inline, or a dialog for button mode) is attached when ready.
import { createRoot, type Root } from "react-dom/client";
import { I18nScope } from "../i18n/provider";
import type { I18n } from "@lingui/core";
import type { EmbedOptions } from "../../loader/options";
import { resolveOptions } from "./resolve-options";
import { createEmbedStorage } from "./storage";
import { hashLocation, memoryLocation, pageHref, type EmbedLocation } from "./hash-location";
import {
  claimHash,
  claimReturn,
  handOverReturn,
  handedOverReturn,
  hashOwnerShares,
  releaseHash,
  releaseReturn,
  watchRemoval,
} from "./registry";
import { createEmitter, type Emit } from "./events";
import { createClock } from "./clock";
import { showUnavailable } from "./unavailable";
import { RootBoundary } from "./root-boundary";
import { inlineSurface, type Surface } from "./surface";
import { createStyleTarget, type StyleTarget } from "../styles/target";
import { BASE_CSS } from "../styles/theme";
import { StyleContext } from "../styles/use-styles";
import { createApiClient, type Timeouts } from "../api/client";
import type { EarlyAnswer, LoaderConfig } from "../api/options";
import { getConfig } from "../api/shop";
import { normalizeConfig } from "../domain/config";
import { toJson } from "../domain/json";
import { isShopPath, splitLanguage } from "../domain/paths";
import { returnOf, returnRouteFor } from "../domain/returns";
import { partnerFromUrl, trackingFromUrl } from "../domain/campaign";
import { createI18n } from "../i18n/setup";
import { createShellStore } from "../stores/shell";
import { acquireSharedStores, releaseSharedStores } from "../stores/shared";
import { listenForPaidCarts } from "../stores/paid-carts";
import { createDrafts } from "../stores/drafts";
import type { Embed } from "../stores/context";
import { basketRestored } from "../stores/basket";
import { App } from "../app/App";
import { startScreen } from "../app/routes";
import { BootFailed, BootWaiting } from "../app/BootFailed";
import { applySizeClasses } from "../app/size-classes";

export interface MountOptions extends Partial<EmbedOptions> {
  /** The remote-configuration request the loader already started (its body read already, by the
   *  start module: scripts/start-module.mjs). */
  config?: Promise<LoaderConfig>;
  /** The start route's first reads, which the start module already asked for (RouteDef.reads). */
  early?: [address: string, answer: Promise<EarlyAnswer>][];
  /** For tests: drive routes without touching window.location. */
  location?: EmbedLocation;
  /** For tests: the back-off before each remount after a 503. @default REMOUNT_DELAYS */
  remountDelays?: number[];
  /** For tests: how long calls may take (src/api/client.ts TIMEOUTS). */
  timeouts?: Partial<Timeouts>;
  /** For tests: the instant the embed's clock starts at (it runs on from there). */
  now?: Date;
  /** For tests: how long the first render waits for the start screen. @default START_SCREEN_WAIT (app/routes.ts) */
  screenWait?: number;
}

export interface EmbedHandle {
  element: HTMLElement;
  options: EmbedOptions;
  unmount(): void;
  /** Navigates this embed, e.g. "/tickets/12"; in button mode also opens its dialog. */
  open(route?: string): void;
  /** Closes the dialog of a button-mode embed. */
  close(): void;
  /** The route it shows, with its language: "/de/tickets/12". */
  route(): string;
}

/** 503 answers remount the embed after 1, 2, 4 s; then the error is shown. */
export const REMOUNT_DELAYS = [1000, 2000, 4000];

/** The loader asks for the configuration with the options as written; only a request with the
 * valid options (the loader no longer validates them) is used. */
const sameRequest = (res: { url: string }, o: EmbedOptions) =>
  res.url === new URL(`${o.api}/${o.lang}/shopinfo/config?shop=${o.shop}`, location.href).href;

/** The loader's configuration request as the first try of the configuration call (the same time
 * limit and "still loading" as every call); a failed one, or one with other options, counts as a
 * try that failed at once (asked again). */
const firstTry = (config: Promise<LoaderConfig>, o: EmbedOptions): Promise<EarlyAnswer> =>
  config.then((r) => {
    if (!r.ok || !sameRequest(r, o)) return { status: 0, text: async () => "" };
    const body = r.json();
    body.catch(() => undefined);
    // (written back without a host's toJSON on built-ins, which would change the arrays)
    return { status: 200, text: () => body.then(toJson), headers: r.headers };
  });

/**
 * `onGone`: the embed ended. `onRemoved`: the host took its element out of the page without
 * Foyer.unmount; the route it showed, to come back to.
 */
export function createEmbed(
  element: HTMLElement,
  input: MountOptions,
  onGone: () => void,
  onRemoved?: (route: string) => void,
): EmbedHandle {
  const options = resolveOptions(input);
  const ownsHash = !input.location && claimHash(element, options.history, options.mode, options.embedId);
  // a payment return is confirmed by the embed it names, or by one sharing its basket. The hash
  // owner leaves a return named for another embed (a second shop) to that one and stays on its
  // own route; an embed that does not own the hash takes a return it started itself, unless the
  // hash owner shares its basket and shows it there
  const named = returnOf(location.hash);
  const foreign = ownsHash && named && named.embedId !== options.embedId ? named : null;
  if (foreign) handOverReturn(foreign.embedId, foreign.route);
  const candidate =
    ownsHash || hashOwnerShares(options.embedId)
      ? null
      : (returnRouteFor(location.hash, options.embedId) ?? handedOverReturn(options.embedId));
  const returning = candidate && claimReturn(options.embedId, element) ? candidate : null;
  const startPath = returning ?? `/${options.lang}${options.route && options.route !== "/" ? options.route : ""}`;
  // a host link into the shop or a provider's return: the visitor came for what the shop shows,
  // so its first screen is brought into view and its heading focused (see ui/Page)
  const arrived = ownsHash && !foreign && location.hash.startsWith("#/") && isShopPath(location.hash.slice(1));
  // a memory embed's links, too, point at this page (never at a <base href> elsewhere)
  const loc =
    input.location ?? (ownsHash ? hashLocation(startPath) : { ...memoryLocation(startPath), hrefs: pageHref });
  if (foreign) loc.navigate(startPath, { replace: true });
  const lang = splitLanguage(loc.current().path).lang ?? options.lang;
  const storage = createEmbedStorage(options.embedId);
  const clock = createClock(options.timeZone, input.now);
  const stores = { shell: createShellStore(storage, lang, arrived), ...acquireSharedStores(options.embedId, storage) };
  // another tab of this embed that pays this basket takes its paid lines out here, and says so
  const stopListening = listenForPaidCarts(options.embedId, stores.basket, () =>
    stores.shell.getState().toast({ id: "storage.paidElsewhere" }, "info"),
  );
  // captured at once: a visitor may leave the landing page before anything else has loaded. A
  // partner in the URL wins; data-partner only fills in, never replacing one kept this session
  const urlPartner = partnerFromUrl(location.href);
  if (urlPartner) stores.shell.getState().setPartner(urlPartner);
  else if (options.partner && !stores.shell.getState().partner) stores.shell.getState().setPartner(options.partner);
  const tracking = trackingFromUrl(location.href);
  if (tracking) stores.shell.getState().setTracking(tracking);
  const delays = input.remountDelays ?? REMOUNT_DELAYS;
  let remounts = 0;
  let remountPending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let alive = true;
  let root: Root | null = null;
  let surface: Surface | null = null;
  let styles: StyleTarget | null = null;
  let embed: Embed | null = null;
  let openWhenReady = !!returning;
  // the loader's configuration request is used once: a retry asks the service again
  let loaderConfig = input.config;

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
      void import("../app/error-policy").then((m) =>
        m.createErrorPolicy({ stores, location: loc, remount })(error, call),
      ),
    onBusy: (d) => stores.shell.getState().addBusy(d),
    onSlow: (slow) => stores.shell.getState().setSlow(slow),
    onServiceTime: clock.follow,
    timeouts: input.timeouts,
    early: input.early,
  });
  // the adapters' code is loaded only when data-consent allows one of them
  const analytics: Emit[] =
    options.consent && options.consent !== "none"
      ? [
          (type, detail) =>
            void import("./analytics").then((a) =>
              a.send(a.allowedAdapters(options.consent), window as never, type, detail),
            ),
        ]
      : [];
  const features = new Map<string, unknown>();
  const drafts = createDrafts();

  const render = (node: React.ReactNode) => {
    if (!surface) return;
    root ??= createRoot(surface.container);
    root.render(node);
  };

  async function start() {
    if (!alive || !surface || !embed || !styles) return;
    const { container } = surface;
    remountPending = false;
    // the screens come back: what the visitor typed comes back with them
    drafts.keepWhile(() => root?.unmount());
    root = null;
    container.replaceChildren(Object.assign(document.createElement("div"), { className: "foyer-boot" }));
    container.setAttribute("aria-busy", "true");
    const i18nReady = createI18n(lang);
    let i18n: I18n | undefined;
    // until the shop is drawn, a slow configuration (or start screen) says so, with a retry
    let booting = true;
    const stopSlow = stores.shell.subscribe(
      (s, before) =>
        s.slow !== before.slow &&
        void i18nReady.then((i) => booting && alive && render(bootScreen(i, <BootWaiting slow={s.slow} />))),
    );
    try {
      // the loader's request is the first try (a failed one is asked again, with retries)
      const fromLoader = remounts === 0 ? loaderConfig : undefined;
      loaderConfig = undefined;
      const config = normalizeConfig(await getConfig(api, options.shop, fromLoader && firstTry(fromLoader, options)));
      // the screen's first call goes out now, while the messages, the basket and React's first
      // render are still to come; the call, the screen's code and its messages are awaited (a
      // while at most) so that the first render shows the screen with its answer
      const screen = alive && startScreen(embed, config, loc.current().path, i18nReady, input.screenWait);
      i18n = await i18nReady;
      // a stored basket is read back before any screen shows it (its decoder loads beside the config)
      await basketRestored(stores.basket);
      await screen;
      booting = false;
      if (!alive) return;
      stores.shell.getState().setConfig(config);
      container.removeAttribute("aria-busy");
      applySizeClasses(container);
      render(
        <RootBoundary lang={lang} retry={() => ((remounts = 0), start())}>
          <App embed={embed} i18n={i18n} styles={styles} />
        </RootBoundary>,
      );
      embed.emit("foyer:ready", {
        embedId: options.embedId,
        lang: stores.shell.getState().lang,
        route: loc.current().path,
      });
    } catch {
      booting = false;
      // a 503 has already scheduled the next attempt
      if (!alive || remountPending) return;
      i18n ??= await i18nReady.catch(() => undefined);
      container.removeAttribute("aria-busy");
      embed.emit("foyer:error", { reason: "config" });
      if (!i18n) return showUnavailable(container, lang, () => ((remounts = 0), start()));
      render(bootScreen(i18n, <BootFailed retry={() => ((remounts = 0), start())} />));
    } finally {
      stopSlow();
    }
  }

  /** What the embed shows before the shop: its styles and messages around one part. */
  const bootScreen = (i18n: I18n, node: React.ReactNode) => (
    <StyleContext.Provider value={styles}>
      <I18nScope i18n={i18n}>{node}</I18nScope>
    </StyleContext.Provider>
  );

  function attach(s: Surface) {
    if (!alive) return s.dispose();
    surface = s;
    styles = createStyleTarget(s.shadow, options.nonce);
    styles.raw(BASE_CSS + (s.css ?? ""));
    embed = {
      options,
      element,
      container: s.container,
      dialog: s.dialog,
      api,
      stores,
      storage,
      location: loc,
      clock,
      drafts,
      emit: createEmitter(element, analytics),
      feature: <T,>(key: string, create: () => T): T => {
        if (!features.has(key)) features.set(key, create());
        return features.get(key) as T;
      },
      peek: <T,>(key: string) => features.get(key) as T | undefined,
    };
    start();
    if (openWhenReady) s.dialog?.open();
  }

  // a dialog that opened on a payment return takes the return's hash off the host's address when
  // it closes (the host page stays as it was before the payment)
  const closed = () => {
    if (returning && location.hash.slice(1).split("?")[0] === returning.split("?")[0])
      history.replaceState(history.state, "", location.pathname + location.search);
  };
  if (options.mode === "button")
    import("./dialog-surface").then((m) => attach(m.dialogSurface(element, options.lang, closed)));
  else attach(inlineSurface(element));

  const handle: EmbedHandle = {
    element,
    options,
    open(route?: string) {
      if (route) {
        const target = route.startsWith("/") ? route : `/${route}`;
        const { lang: routeLang } = splitLanguage(target);
        loc.navigate(routeLang ? target : `/${stores.shell.getState().lang}${target === "/" ? "" : target}`);
      }
      if (surface) surface.dialog?.open();
      else openWhenReady = true;
    },
    close() {
      openWhenReady = false;
      surface?.dialog?.close();
    },
    route: () => loc.current().path,
    unmount() {
      alive = false;
      clearTimeout(timer);
      root?.unmount();
      root = null;
      if (surface) {
        surface.shadow.adoptedStyleSheets = [];
        surface.dispose();
      }
      releaseHash(element);
      releaseReturn(element);
      stopWatching();
      stopListening();
      releaseSharedStores(options.embedId);
      onGone();
    },
  };
  // a single-page host that drops the element without Foyer.unmount: the embed ends with it,
  // so the next embed owns the hash (and nothing keeps listening for a gone element)
  const stopWatching = watchRemoval(element, () => {
    const route = loc.current().path;
    handle.unmount();
    onRemoved?.(route);
  });
  return handle;
}
