// Shell state of one embed: configuration, language, global message, toasts, cookie notice,
// navigation memory, partner and first referrer.
import { createStore, type StoreApi } from "zustand/vanilla";
import type { AppConfig, Language, ShopMeta } from "../domain/config";
import { afterRouteChange, EMPTY_NAV_MEMORY, type NavMemory } from "../domain/navigation";
import type { StaticContent } from "../api/shop";
import type { Slow } from "../api/options";
import type { EmbedStorage } from "../embed/storage";
import type { Message } from "../i18n/use-t";
import type { Tone } from "../domain/tone";
import { persistKeys, restoreKeys, type KeyBinding } from "./persist-keys";

export interface GlobalMessage extends Message {
  tone: Tone;
  /** Clears itself after this many ms. */
  timeout?: number;
}

export interface Toast extends Message {
  key: number;
  tone: Tone;
}

/** What the embed's live regions say: messages to translate and texts already translated, said
 * together in this order. `n` counts announcements, so the same words said twice still change
 * the region's text. */
export interface Announcement {
  parts: (Message | string)[];
  n: number;
}

/** Toasts stay 8 seconds, and as long as the pointer or focus rests on them (WCAG 2.2.1; the
 * 2 s of spec 000 section 8 were too short to read, see docs/decisions.md). */
export const TOAST_MS = 8000;
/** Announcements this close together are said as one. */
const JOIN_MS = 100;
/** The global server-error message lasts 15 seconds (spec 000 section 9). */
export const SERVER_ERROR_MS = 15000;

export interface ShellState {
  config: AppConfig | null;
  meta: ShopMeta | null;
  content: StaticContent | null;
  lang: Language;
  /** Calls in flight; the spinner shows while it is above 0. */
  busy: number;
  /** Calls waiting longer than the policy's "slow" (api/options.ts TIMEOUTS), with the way to ask again. */
  slow: Slow;
  message: GlobalMessage | null;
  toasts: Toast[];
  /** The embed's polite and assertive live regions (one each, from mount). */
  polite: Announcement;
  assertive: Announcement;
  cookieAccepted: boolean;
  /** The "your basket is waiting" notice was dismissed or the basket visited (this session). */
  basketNoticeDone: boolean;
  nav: NavMemory;
  /** The visitor came through a host link or a provider's return: the next screen is brought
   * into view once and its heading focused (ui/page). */
  arrived: boolean;
  /** The visitor has moved inside the shop: every new screen's heading takes focus (ui/page);
   * until then the first screen leaves the host page's focus alone. */
  navigated: boolean;
  partner: string | null;
  /** The shown screen's own heading (an event's or a product's name), or null while none is shown:
   * the last breadcrumb, the region's name and the page title say it (ui/page sets it). */
  screenTitle: string | null;
  /** The embed's own name in its landmarks' names, when another shop on the page would otherwise have
   * the same ones: the host's `data-label`, or the shop's name with a number (app/shell.tsx). */
  landmark?: string;
  /** Screens (ui/page) and loading states (ui/spinner) on screen now. */
  shown: { pages: number; spinners: number };
  /** The first screen has shown its content (a screen and no loading state): from then on the
   * shell's secondary parts load (footer, breadcrumbs, cookie notice), never competing with it. */
  contentShown: boolean;
  /** utm_* parameters of the host page's URL at the start of the visit, sent with the payment. */
  tracking: Record<string, string> | null;
  firstReferrer: string | null;
  setConfig(config: AppConfig): void;
  setMeta(meta: ShopMeta | null): void;
  setContent(content: StaticContent | null): void;
  setLang(lang: Language): void;
  addBusy(delta: number): void;
  setSlow(slow: Slow): void;
  showMessage(message: GlobalMessage): void;
  dismissMessage(): void;
  toast(message: Message, tone?: Tone): void;
  dismissToast(key: number): void;
  /** Stops (true) or restarts (false) a toast's timer: while hovered or focused it stays. */
  holdToast(key: number, held: boolean): void;
  /** Says something through the embed's live region; errors through the assertive one. */
  announce(what: Message | string, assertive?: boolean): void;
  acceptCookies(): void;
  basketNoticeFinished(): void;
  /** A route change inside the embed: the navigation memory, and `navigated`. */
  routeChanged(from: string, to: string): void;
  /** The arrival's screen has been brought into view. */
  arrivalShown(): void;
  setPartner(partner: string | null): void;
  setScreenTitle(title: string | null): void;
  /** A screen or a loading state came (1) or went (-1). */
  countShown(kind: "pages" | "spinners", delta: number): void;
  setTracking(tracking: Record<string, string>): void;
  setFirstReferrer(referrer: string): void;
}

/** A stored text, or null for anything else (storage is read back as untrusted). */
const sameWords = (a: Message | string, b: Message | string) =>
  a === b || (typeof a !== "string" && typeof b !== "string" && JSON.stringify(a) === JSON.stringify(b));

const text = (v: unknown): string | null => (typeof v === "string" && v ? v : null);

/** Stored utm_* parameters: own string fields only. */
function textFields(v: unknown): Record<string, string> | null {
  if (!v || typeof v !== "object" || Array.isArray(v)) return null;
  const out = Object.fromEntries(Object.entries(v).filter(([, x]) => typeof x === "string"));
  return Object.keys(out).length ? out : null;
}

const bindings: Record<string, KeyBinding<ShellState>> = {
  cookieAccepted: { read: (s) => s.cookieAccepted, write: (v) => ({ cookieAccepted: v === true }) },
  basketNoticeDone: { read: (s) => s.basketNoticeDone, write: (v) => ({ basketNoticeDone: v === true }) },
  lastVisitedUrl: {
    read: (s) => s.nav.lastVisitedUrl,
    write: (v) => ({ nav: { ...EMPTY_NAV_MEMORY, lastVisitedUrl: text(v) } }),
  },
  partner: { read: (s) => s.partner, write: (v) => ({ partner: text(v) }) },
  tracking: { read: (s) => s.tracking, write: (v) => ({ tracking: textFields(v) }) },
  firstReferrer: { read: (s) => s.firstReferrer, write: (v) => ({ firstReferrer: text(v) }) },
};

export function createShellStore(storage: EmbedStorage, lang: Language, arrived = false): StoreApi<ShellState> {
  let messageTimer: ReturnType<typeof setTimeout> | undefined;
  let toastKey = 0;
  const lastSaid = { polite: -Infinity, assertive: -Infinity };
  const sameTask = { polite: false, assertive: false };
  const toastTimers = new Map<number, ReturnType<typeof setTimeout>>();
  const startToastTimer = (key: number) => {
    clearTimeout(toastTimers.get(key));
    toastTimers.set(
      key,
      setTimeout(() => store.getState().dismissToast(key), TOAST_MS),
    );
  };
  const store = createStore<ShellState>()((set, get) => ({
    config: null,
    meta: null,
    content: null,
    lang,
    busy: 0,
    slow: null,
    message: null,
    toasts: [],
    polite: { parts: [], n: 0 },
    assertive: { parts: [], n: 0 },
    cookieAccepted: false,
    basketNoticeDone: false,
    nav: EMPTY_NAV_MEMORY,
    arrived,
    navigated: false,
    partner: null,
    screenTitle: null,
    shown: { pages: 0, spinners: 0 },
    contentShown: false,
    tracking: null,
    firstReferrer: null,
    ...restoreKeys(storage, bindings),
    setConfig: (config) => set({ config }),
    setMeta: (meta) => set({ meta }),
    setContent: (content) => set({ content }),
    setLang: (l) => set({ lang: l }),
    addBusy: (delta) => set((s) => ({ busy: Math.max(0, s.busy + delta) })),
    setSlow: (slow) => set({ slow }),
    showMessage: (message) => {
      clearTimeout(messageTimer);
      set({ message });
      if (message.timeout)
        messageTimer = setTimeout(() => get().message === message && set({ message: null }), message.timeout);
    },
    dismissMessage: () => {
      clearTimeout(messageTimer);
      set({ message: null });
    },
    toast: (message, tone = "info") => {
      const key = ++toastKey;
      // one at a time: the newest says what is true now ("added", then "removed", never both);
      // the ones before were announced when they came
      for (const old of get().toasts) clearTimeout(toastTimers.get(old.key));
      toastTimers.clear();
      set({ toasts: [{ ...message, tone, key }] });
      // errors and warnings (data that may be lost) are not talked over by what the screen says next
      get().announce(message, tone === "danger" || tone === "warning");
      startToastTimer(key);
    },
    dismissToast: (key) => {
      clearTimeout(toastTimers.get(key));
      toastTimers.delete(key);
      set((s) => ({ toasts: s.toasts.filter((t) => t.key !== key) }));
    },
    holdToast: (key, held) => {
      if (!get().toasts.some((t) => t.key === key)) return;
      if (held) clearTimeout(toastTimers.get(key));
      else startToastTimer(key);
    },
    announce: (what, assertive = false) => {
      const region = assertive ? "assertive" : "polite";
      const now = performance.now();
      // what one action causes (a count and the new total, a toast and the new total) is said
      // together, not one over the other
      // (or in the same task: a render that takes longer than JOIN_MS on a slow device must not
      // replace the first words before they were ever on the page to be said)
      const joined = now - lastSaid[region] < JOIN_MS || sameTask[region];
      lastSaid[region] = now;
      if (!sameTask[region]) {
        sameTask[region] = true;
        setTimeout(() => (sameTask[region] = false));
      }
      set((s) => {
        const before = s[region].parts;
        // the same words twice in one breath (two quick failures of one form) are said once
        const parts = !joined ? [what] : before.some((p) => sameWords(p, what)) ? before : [...before, what];
        return { [region]: { parts, n: s[region].n + 1 } };
      });
    },
    acceptCookies: () => set({ cookieAccepted: true }),
    basketNoticeFinished: () => set({ basketNoticeDone: true }),
    routeChanged: (from, to) => set((s) => ({ nav: afterRouteChange(s.nav, from, to), navigated: true })),
    arrivalShown: () => set({ arrived: false }),
    setPartner: (partner) => set({ partner }),
    setScreenTitle: (screenTitle) => set({ screenTitle }),
    countShown: (kind, delta) =>
      set((s) => {
        const shown = { ...s.shown, [kind]: s.shown[kind] + delta };
        return { shown, contentShown: s.contentShown || (shown.pages > 0 && shown.spinners === 0) };
      }),
    setTracking: (tracking) => set({ tracking }),
    setFirstReferrer: (referrer) => {
      if (!get().firstReferrer) set({ firstReferrer: referrer });
    },
  }));
  persistKeys(store, storage, bindings);
  return store;
}
