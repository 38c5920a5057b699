// The pieces of one embed, made once per mount and kept across remounts: its location, storage, clock, stores,
// API client, host events and drafts. `embedOf` gives the React tree its view of them once a surface is attached.
import type { EmbedOptions } from "../../loader/options";
import { createEmbedStorage } from "../embed/storage";
import { hashLocation, memoryLocation, pageHref, type EmbedLocation } from "../embed/hash-location";
import { createEmitter, type Emit } from "../embed/events";
import { createClock } from "../embed/clock";
import type { Surface } from "../embed/surface";
import { createApiClient, type Timeouts } from "../api/client";
import type { EarlyAnswer } from "../api/options";
import { splitLanguage } from "../domain/paths";
import { partnerFromUrl, trackingFromUrl } from "../domain/campaign";
import { createShellStore, type ShellState } from "../stores/shell";
import { acquireSharedStores } from "../stores/shared";
import { listenForPaidCarts } from "../stores/paid-channel";
import { createDrafts } from "../stores/drafts";
import type { Embed } from "../stores/context";

/** What composing the pieces needs of the mount's input. */
export interface PartsInput {
  location?: EmbedLocation;
  timeouts?: Partial<Timeouts>;
  now?: Date;
  early?: [address: string, answer: Promise<EarlyAnswer>][];
}

/** How the embed starts (mount/start.ts). */
export interface StartAt {
  ownsHash: boolean;
  startPath: string;
  arrived: boolean;
  /** A return for another embed was handed over: this one goes to its own start route. */
  replace: boolean;
}

export type EmbedParts = ReturnType<typeof createParts>;

export function createParts(options: EmbedOptions, input: PartsInput, at: StartAt, remount: () => boolean) {
  // a memory embed's links, too, point at this page (never at a <base href> elsewhere)
  const loc =
    input.location ?? (at.ownsHash ? hashLocation(at.startPath) : { ...memoryLocation(at.startPath), hrefs: pageHref });
  if (at.replace) loc.navigate(at.startPath, { replace: true });
  const lang = splitLanguage(loc.current().path).lang ?? options.lang;
  const storage = createEmbedStorage(options.embedId);
  const clock = createClock(options.timeZone, input.now);
  const stores = {
    shell: createShellStore(storage, lang, at.arrived),
    ...acquireSharedStores(options.embedId, storage),
  };
  // another tab of this embed that pays this basket takes its paid lines out here, and says so
  // (what a report means is loaded with the first one: stores/paid-carts.ts, in the checkout's file)
  const stopListening = listenForPaidCarts(options.embedId, stores.basket, () =>
    stores.shell.getState().toast({ id: "storage.paidElsewhere" }, "info"),
  );
  keepCampaign(options, stores.shell.getState());
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
  return { options, loc, lang, storage, clock, stores, api, drafts: createDrafts(), stopListening };
}

/** Captured at once: a visitor may leave the landing page before anything else has loaded. A partner in the URL
 * wins; data-partner only fills in, never replacing one kept this session. */
function keepCampaign(options: EmbedOptions, shell: ShellState): void {
  const urlPartner = partnerFromUrl(location.href);
  if (urlPartner) shell.setPartner(urlPartner);
  else if (options.partner && !shell.partner) shell.setPartner(options.partner);
  const tracking = trackingFromUrl(location.href);
  if (tracking) shell.setTracking(tracking);
}

/** The adapters' code is loaded only when data-consent allows one of them. */
function analyticsOf(options: EmbedOptions): Emit[] {
  if (!options.consent || options.consent === "none") return [];
  return [
    (type, detail) =>
      void import("../embed/analytics").then((a) =>
        a.send(a.allowedAdapters(options.consent), window as never, type, detail),
      ),
  ];
}

/** The embed as the React tree sees it, on the surface it was attached to. */
export function embedOf(parts: EmbedParts, element: HTMLElement, surface: Surface): Embed {
  const features = new Map<string, unknown>();
  const { options, api, stores, storage, loc, clock, drafts } = parts;
  return {
    options,
    element,
    container: surface.container,
    dialog: surface.dialog,
    api,
    stores,
    storage,
    location: loc,
    clock,
    drafts,
    emit: createEmitter(element, analyticsOf(options)),
    feature: <T>(key: string, create: () => T): T => {
      if (!features.has(key)) features.set(key, create());
      return features.get(key) as T;
    },
    peek: <T>(key: string) => features.get(key) as T | undefined,
  };
}
