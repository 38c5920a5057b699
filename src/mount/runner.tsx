// Running one embed: its React root on the surface, the boot (configuration, messages, the start screen) before the
// first render, the remounts after a 503 with their back-off, and the end. What it runs is composed in parts.ts.
import { createRoot, type Root } from "react-dom/client";
import type { I18n } from "@lingui/core";
import { I18nScope } from "../i18n/provider";
import { createI18n } from "../i18n/setup";
import { showUnavailable } from "../embed/unavailable";
import { whenConnected } from "../embed/registry";
import type { Surface } from "../embed/surface";
import { createStyleTarget, type StyleTarget } from "../styles/target";
import { BASE_CSS } from "../styles/theme";
import { StyleContext } from "../styles/use-styles";
import type { LoaderConfig } from "../api/options";
import { getConfig } from "../api/shop";
import { normalizeConfig, type AppConfig } from "../domain/config";
import type { Embed } from "../stores/context";
import { basketRestored } from "../stores/basket";
import { App } from "../app/app";
import { startScreen } from "../app/routes";
import { BootFailed, BootWaiting } from "../app/boot-failed";
import { applySizeClasses } from "../app/size-classes";
import { RootBoundary } from "./root-boundary";
import { embedOf, type EmbedParts } from "./parts";
import { firstTry } from "./first-try";

/** What the runner needs beyond the parts. */
export interface RunInput {
  element: HTMLElement;
  /** The back-off before each remount after a 503. */
  delays: number[];
  /** The loader's configuration request: the first try of the first boot only. */
  config?: Promise<LoaderConfig>;
  /** How long the first render waits for the start screen. */
  screenWait?: number;
}

/** A mounted embed's life. */
interface Run {
  alive: boolean;
  root: Root | null;
  surface: Surface | null;
  styles: StyleTarget | null;
  embed: Embed | null;
  remounts: number;
  remountPending: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  loaderConfig: Promise<LoaderConfig> | undefined;
}

export type Runner = ReturnType<typeof createRunner>;

export function createRunner(parts: EmbedParts, input: RunInput) {
  const run: Run = {
    alive: true,
    root: null,
    surface: null,
    styles: null,
    embed: null,
    remounts: 0,
    remountPending: false,
    timer: undefined,
    // the loader's configuration request is used once: a retry asks the service again
    loaderConfig: input.config,
  };
  const render = (node: React.ReactNode) => {
    if (!run.surface) return;
    run.root ??= createRoot(run.surface.container);
    run.root.render(node);
  };
  /** What the embed shows before the shop: its styles and messages around one part. */
  const bootScreen = (i18n: I18n, node: React.ReactNode) => (
    <StyleContext.Provider value={run.styles}>
      <I18nScope i18n={i18n}>{node}</I18nScope>
    </StyleContext.Provider>
  );
  const retry = () => ((run.remounts = 0), start());
  const start = () => boot(parts, input, run, { render, bootScreen, retry });
  return {
    run,
    /** After a 503: the next boot after the back-off, unless the remounts are used up. */
    remount(): boolean {
      if (run.remounts >= input.delays.length) return false;
      clearTimeout(run.timer);
      run.remountPending = true;
      run.timer = setTimeout(start, input.delays[run.remounts++]);
      return true;
    },
    attach(surface: Surface) {
      if (!run.alive) return surface.dispose();
      run.surface = surface;
      run.styles = createStyleTarget(surface.shadow, parts.options.nonce);
      run.styles.raw(BASE_CSS + (surface.css ?? ""));
      run.embed = embedOf(parts, input.element, surface);
      start();
    },
    stop() {
      run.alive = false;
      clearTimeout(run.timer);
      run.root?.unmount();
      run.root = null;
      if (run.surface) {
        run.surface.shadow.adoptedStyleSheets = [];
        run.surface.dispose();
      }
    },
  };
}

interface Screens {
  render(node: React.ReactNode): void;
  bootScreen(i18n: I18n, node: React.ReactNode): React.ReactNode;
  retry(): void;
}

/** One boot: the configuration, the start screen and the messages, then the shop (or the boot's failure). */
async function boot(parts: EmbedParts, input: RunInput, run: Run, screens: Screens) {
  const { surface, embed } = run;
  if (!run.alive || !surface || !embed || !run.styles) return;
  const { container } = surface;
  const { stores, lang } = parts;
  run.remountPending = false;
  // the screens come back: what the visitor typed comes back with them
  parts.drafts.keepWhile(() => run.root?.unmount());
  run.root = null;
  container.replaceChildren(Object.assign(document.createElement("div"), { className: "foyer-boot" }));
  container.setAttribute("aria-busy", "true");
  const i18nReady = createI18n(lang);
  let i18n: I18n | undefined;
  // until the shop is drawn, a slow configuration (or start screen) says so, with a retry
  let booting = true;
  const stopSlow = stores.shell.subscribe(
    (s, before) =>
      s.slow !== before.slow &&
      void i18nReady.then(
        (i) => booting && run.alive && screens.render(screens.bootScreen(i, <BootWaiting slow={s.slow} />)),
      ),
  );
  try {
    const config = await configOf(parts, run);
    // the screen's first call goes out now, while the messages, the basket and React's first
    // render are still to come; the call, the screen's code and its messages are awaited (a
    // while at most) so that the first render shows the screen with its answer
    const screen = run.alive && startScreen(embed, config, parts.loc.current().path, i18nReady, input.screenWait);
    i18n = await i18nReady;
    // a stored basket is read back before any screen shows it (its decoder loads beside the config)
    await basketRestored(stores.basket);
    await screen;
    booting = false;
    if (!run.alive) return;
    showShop(parts, run, config, i18n, screens);
  } catch {
    booting = false;
    // a 503 has already scheduled the next attempt
    if (!run.alive || run.remountPending) return;
    i18n ??= await i18nReady.catch(() => undefined);
    container.removeAttribute("aria-busy");
    whenConnected(embed.element, () => run.alive && embed.emit("foyer:error", { reason: "config" }));
    if (!i18n) return showUnavailable(container, lang, screens.retry);
    screens.render(screens.bootScreen(i18n, <BootFailed retry={screens.retry} />));
  } finally {
    stopSlow();
  }
}

/** The shop's configuration; the loader's request is the first try (a failed one is asked again, with retries). */
async function configOf({ api, options }: EmbedParts, run: Run): Promise<AppConfig> {
  const fromLoader = run.remounts === 0 ? run.loaderConfig : undefined;
  run.loaderConfig = undefined;
  return normalizeConfig(await getConfig(api, options.shop, fromLoader && firstTry(fromLoader, options)));
}

function showShop(parts: EmbedParts, run: Run, config: AppConfig, i18n: I18n, screens: Screens) {
  const { stores, options, loc } = parts;
  const container = run.surface!.container;
  const embed = run.embed!;
  stores.shell.getState().setConfig(config);
  container.removeAttribute("aria-busy");
  applySizeClasses(container);
  screens.render(
    <RootBoundary lang={parts.lang} retry={screens.retry}>
      <App embed={embed} i18n={i18n} styles={run.styles!} />
    </RootBoundary>,
  );
  // (heard by the page once the element is in it: a host may have taken it out before the shop came)
  whenConnected(embed.element, () => {
    if (run.alive)
      embed.emit("foyer:ready", {
        embedId: options.embedId,
        lang: stores.shell.getState().lang,
        route: loc.current().path,
      });
  });
}
