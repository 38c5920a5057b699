// mount(element, options) -> handle: one embed = one shadow root, one style target, one set of
// stores (session and basket shared with embeds of the same id), one router, one API client and
// one i18n instance. The surface (inline, or a dialog for button mode) is attached when ready.
// Composing the embed is start.ts (where it starts) and parts.ts (its pieces); running it is runner.tsx.
import type { EmbedOptions } from "../../loader/options";
import { resolveOptions } from "../embed/resolve-options";
import type { EmbedLocation } from "../embed/hash-location";
import {
  claimHash,
  claimReturn,
  handOverReturn,
  handedOverReturn,
  hashOwnerShares,
  releaseHash,
  releaseReturn,
  watchRemoval,
} from "../embed/registry";
import { inlineSurface } from "../embed/surface";
import type { Timeouts } from "../api/client";
import type { EarlyAnswer, LoaderConfig } from "../api/options";
import { splitLanguage } from "../domain/paths";
import { releaseSharedStores } from "../stores/shared";
import { arrivedOf, startPathOf } from "./start";
import { foreignReturn, returnCandidate } from "../domain/returns";
import { createParts, type EmbedParts } from "./parts";
import { createRunner, type Runner } from "./runner";

export interface MountOptions extends Partial<EmbedOptions> {
  /** The remote-configuration request the loader already started (its body read already, by the
   *  start module: src/start.ts). */
  config?: Promise<LoaderConfig>;
  /** The start route's first read, which the start module already asked for (RouteDef.reads). */
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
  // a payment return is confirmed by the embed it names, or by one sharing its basket (mount/start.ts)
  const foreign = foreignReturn(location.hash, options, ownsHash);
  if (foreign) handOverReturn(foreign.embedId, foreign.route);
  const candidate = returnCandidate(location.hash, options, {
    ownsHash,
    ownerShares: !ownsHash && hashOwnerShares(options.embedId),
    handedOver: () => handedOverReturn(options.embedId),
  });
  const returning = candidate && claimReturn(options.embedId, element) ? candidate : null;
  const startPath = startPathOf(options, returning);
  const arrived = arrivedOf(location.hash, ownsHash, foreign);
  // the runner is made after the parts, whose API client remounts through it
  let runner: Runner | null = null;
  const parts = createParts(options, input, { ownsHash, startPath, arrived, replace: !!foreign }, () =>
    runner!.remount(),
  );
  runner = createRunner(parts, {
    element,
    delays: input.remountDelays ?? REMOUNT_DELAYS,
    config: input.config,
    screenWait: input.screenWait,
  });
  return runEmbed(element, parts, runner, returning, { onGone, onRemoved });
}

/** Attaches the surface, and hands the host what it may do with the running embed. */
function runEmbed(
  element: HTMLElement,
  parts: EmbedParts,
  runner: Runner,
  returning: string | null,
  ends: { onGone: () => void; onRemoved?: (route: string) => void },
): EmbedHandle {
  const { options, loc, stores } = parts;
  const { run } = runner;
  let openWhenReady = !!returning;
  const attach = (surface: Parameters<Runner["attach"]>[0]) => {
    runner.attach(surface);
    if (run.alive && openWhenReady) surface.dialog?.open();
  };
  // a dialog that opened on a payment return takes the return's hash off the host's address when
  // it closes (the host page stays as it was before the payment)
  const closed = () => {
    if (returning && location.hash.slice(1).split("?")[0] === returning.split("?")[0])
      history.replaceState(history.state, "", location.pathname + location.search);
  };
  if (options.mode === "button")
    import("../embed/dialog-surface").then((m) => attach(m.dialogSurface(element, options.lang, closed)));
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
      if (run.surface) run.surface.dialog?.open();
      else openWhenReady = true;
    },
    close() {
      openWhenReady = false;
      run.surface?.dialog?.close();
    },
    route: () => loc.current().path,
    unmount() {
      runner.stop();
      releaseHash(element);
      releaseReturn(element);
      stopWatching();
      parts.stopListening();
      releaseSharedStores(options.embedId);
      ends.onGone();
    },
  };
  // a single-page host that drops the element without Foyer.unmount: the embed ends with it,
  // so the next embed owns the hash (and nothing keeps listening for a gone element)
  const stopWatching = watchRemoval(element, () => {
    const route = loc.current().path;
    handle.unmount();
    ends.onRemoved?.(route);
  });
  return handle;
}
