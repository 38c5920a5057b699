// Shell state of one embed: configuration, language, global message, toasts, cookie notice,
// navigation memory, partner and first referrer.
import { createStore, type StoreApi } from "zustand/vanilla";
import type { AppConfig, Language, ShopMeta } from "../domain/config";
import { afterRouteChange, EMPTY_NAV_MEMORY, type NavMemory } from "../domain/navigation";
import type { StaticContent } from "../api/shop";
import type { EmbedStorage } from "../embed/storage";
import type { Message } from "../i18n/use-t";
import { persistKeys, restoreKeys, type KeyBinding } from "./persist-keys";

export type Tone = "danger" | "warning" | "info" | "success";

export interface GlobalMessage extends Message {
  tone: Tone;
  /** Clears itself after this many ms. */
  timeout?: number;
}

export interface Toast extends Message {
  key: number;
  tone: Tone;
}

/** Toasts last 2 seconds (spec 000 section 8). */
export const TOAST_MS = 2000;
/** The global server-error message lasts 15 seconds (spec 000 section 9). */
export const SERVER_ERROR_MS = 15000;

export interface ShellState {
  config: AppConfig | null;
  meta: ShopMeta | null;
  content: StaticContent | null;
  lang: Language;
  /** Calls in flight; the spinner shows while it is above 0. */
  busy: number;
  message: GlobalMessage | null;
  toasts: Toast[];
  cookieAccepted: boolean;
  nav: NavMemory;
  partner: string | null;
  /** utm_* parameters of the host page's URL at the start of the visit, sent with the payment. */
  tracking: Record<string, string> | null;
  firstReferrer: string | null;
  setConfig(config: AppConfig): void;
  setMeta(meta: ShopMeta | null): void;
  setContent(content: StaticContent | null): void;
  setLang(lang: Language): void;
  addBusy(delta: number): void;
  showMessage(message: GlobalMessage): void;
  dismissMessage(): void;
  toast(message: Message, tone?: Tone): void;
  dismissToast(key: number): void;
  acceptCookies(): void;
  routeChanged(from: string, to: string): void;
  setPartner(partner: string | null): void;
  setTracking(tracking: Record<string, string>): void;
  setFirstReferrer(referrer: string): void;
}

const bindings: Record<string, KeyBinding<ShellState>> = {
  cookieAccepted: { read: (s) => s.cookieAccepted, write: (v) => ({ cookieAccepted: v === true }) },
  lastVisitedUrl: {
    read: (s) => s.nav.lastVisitedUrl,
    write: (v) => ({ nav: { ...EMPTY_NAV_MEMORY, lastVisitedUrl: String(v) } }),
  },
  partner: { read: (s) => s.partner, write: (v) => ({ partner: String(v) }) },
  tracking: { read: (s) => s.tracking, write: (v) => ({ tracking: v as Record<string, string> }) },
  firstReferrer: { read: (s) => s.firstReferrer, write: (v) => ({ firstReferrer: String(v) }) },
};

export function createShellStore(storage: EmbedStorage, lang: Language): StoreApi<ShellState> {
  let messageTimer: ReturnType<typeof setTimeout> | undefined;
  let toastKey = 0;
  const store = createStore<ShellState>()((set, get) => ({
    config: null,
    meta: null,
    content: null,
    lang,
    busy: 0,
    message: null,
    toasts: [],
    cookieAccepted: false,
    nav: EMPTY_NAV_MEMORY,
    partner: null,
    tracking: null,
    firstReferrer: null,
    ...restoreKeys(storage, bindings),
    setConfig: (config) => set({ config }),
    setMeta: (meta) => set({ meta }),
    setContent: (content) => set({ content }),
    setLang: (l) => set({ lang: l }),
    addBusy: (delta) => set((s) => ({ busy: Math.max(0, s.busy + delta) })),
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
      set((s) => ({ toasts: [...s.toasts, { ...message, tone, key }] }));
      setTimeout(() => get().dismissToast(key), TOAST_MS);
    },
    dismissToast: (key) => set((s) => ({ toasts: s.toasts.filter((t) => t.key !== key) })),
    acceptCookies: () => set({ cookieAccepted: true }),
    routeChanged: (from, to) => set((s) => ({ nav: afterRouteChange(s.nav, from, to) })),
    setPartner: (partner) => set({ partner }),
    setTracking: (tracking) => set({ tracking }),
    setFirstReferrer: (referrer) => {
      if (!get().firstReferrer) set({ firstReferrer: referrer });
    },
  }));
  persistKeys(store, storage, bindings);
  return store;
}
