// The basket of one embed (spec 000 section 3, "Basket state"), persisted under
// foyer:{embedId}:basket with a version so a changed shape can be migrated. Stored lines are
// decoded one by one (stored-lines.ts): what does not decode is dropped, named in `unreadable`
// until the shell has told the visitor, and the cleaned basket is stored again at once.
// The decoder is loaded only when a basket is stored (a first visit has none): the embed renders
// once `basketRestored` has settled, so no screen ever sees the basket before it is read back.
import { createStore, type StoreApi } from "zustand/vanilla";
import { addLine, removeLine, type AddResult, type BasketLine, type NewLine } from "../domain/basket";
import type { EmbedStorage } from "../embed/storage";
import { persistKeys, restoreKeys, saveKeys, type KeyBinding } from "./persist-keys";
import type { DecodedLines } from "./stored-lines";
import { isObj } from "../api/decode";

/** The payment the basket started: which lines it covers and what it comes to (kept across the provider's page). */
export interface StartedPayment {
  keys: string[];
  /** Minor units: what the widget asked to be charged, shipping and codes included. */
  total: number;
  shipping: number | null;
}

export interface BasketState {
  lines: BasketLine[];
  requestInvoice: boolean;
  cartId: string | null;
  /**
   * The basket's own key, sent with every payment start (cart.basket): a careful service pays a
   * basket once and keeps one open cart for it. Made with the first line; a new one after a
   * clear or a payment. Copied with the session storage (a tab opened from this one).
   */
  basketId: string | null;
  /** How many payment starts this basket has made (cart.attempt: the service keeps the newest). */
  attempts: number;
  started: StartedPayment | null;
  shippingCosts: number | null;
  /**
   * The shipping-cost call's error code (spec 000: "shippingError" and "shippingCostsError" are
   * one here); the order's own errors live with the order (use-order.ts), shown at the basket.
   */
  shippingError: string | null;
  externalDocumentNumber: string;
  /** Stored lines dropped at start because they did not decode (null: a line without a name). */
  unreadable: (string | null)[];
  /** The visitor has been told about `unreadable`. */
  unreadableShown(): void;
  add(line: NewLine): AddResult;
  remove(key: string): BasketLine | null;
  clear(): void;
  /**
   * A payment of this basket went through: the lines it paid for (`keys`; all when unknown) leave
   * the basket, and what is left is a new basket (new key, no cart).
   */
  settlePaid(keys: string[] | null): void;
  setCartId(cartId: string | null): void;
  setStarted(cartId: string, started: StartedPayment): void;
  /** The basket's key, made now when a basket stored before keys existed has none. */
  ensureBasketId(): string;
  /** Counts a payment start of this basket; answers its number (1, 2, ...). */
  nextAttempt(): number;
  setShipping(costs: number | null, errorCode?: string | null): void;
  setRequestInvoice(value: boolean): void;
  setExternalDocumentNumber(value: string): void;
}

export const BASKET_KEY = "basket";
export const BASKET_VERSION = 1;

/** A new line key: it only needs to be unique within the basket (getRandomValues works on http pages too). */
export const newKey = () => Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join("");

type Persisted = Pick<
  BasketState,
  "lines" | "requestInvoice" | "cartId" | "externalDocumentNumber" | "basketId" | "attempts" | "started"
>;

const BASKET_ID = /^[\w-]{8,64}$/;
const newBasketId = () => `k${newKey()}${newKey()}`;

/** An amount read back from storage, in minor units: a whole number, not below 0 (a text is none). */
export const isAmount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/** A started payment read back from storage; anything else is none. */
function readStarted(v: unknown): StartedPayment | null {
  if (!isObj(v) || !Array.isArray(v.keys) || !v.keys.every((k) => typeof k === "string")) return null;
  if (!isAmount(v.total)) return null;
  return { keys: v.keys as string[], total: v.total, shipping: isAmount(v.shipping) ? v.shipping : null };
}

type Decode = (lines: unknown, newKey: () => string) => DecodedLines;

const bindings = (decodeStoredLines: Decode): Record<string, KeyBinding<BasketState>> => ({
  [BASKET_KEY]: {
    version: BASKET_VERSION,
    read: (s): Persisted | null =>
      s.lines.length || s.cartId
        ? {
            lines: s.lines,
            requestInvoice: s.requestInvoice,
            cartId: s.cartId,
            externalDocumentNumber: s.externalDocumentNumber,
            basketId: s.basketId,
            attempts: s.attempts,
            started: s.started,
          }
        : null,
    write: (v) => {
      // a value that is no object has no lines to read: they are named unreadable
      const p: Record<string, unknown> = isObj(v) ? v : { lines: null };
      const { lines, dropped } = decodeStoredLines(p.lines, newKey);
      return {
        lines,
        unreadable: dropped,
        requestInvoice: p.requestInvoice !== false,
        cartId: typeof p.cartId === "string" ? p.cartId : null,
        externalDocumentNumber: typeof p.externalDocumentNumber === "string" ? p.externalDocumentNumber : "",
        basketId: typeof p.basketId === "string" && BASKET_ID.test(p.basketId) ? p.basketId : null,
        attempts: Number.isSafeInteger(p.attempts) ? Math.max(0, p.attempts as number) : 0,
        started: readStarted(p.started),
      };
    },
    unreadable: () => ({ unreadable: [null] }),
  },
});

/** Nothing stored: nothing to decode. */
const nothingToDecode: Decode = () => ({ lines: [], dropped: [] });

const restoring = new WeakMap<StoreApi<BasketState>, () => Promise<void>>();

/**
 * Settles once the stored basket is read back (at once when none is stored). A decoder that
 * could not be loaded rejects, and the next call tries again.
 */
export const basketRestored = (store: StoreApi<BasketState>): Promise<void> =>
  restoring.get(store)?.() ?? Promise.resolve();

type Set = StoreApi<BasketState>["setState"];
type Get = StoreApi<BasketState>["getState"];

/** The basket's part in a payment: its key, its starts, the payment started, what was paid. */
const paymentActions = (
  set: Set,
  get: Get,
): Pick<BasketState, "settlePaid" | "setCartId" | "setStarted" | "ensureBasketId" | "nextAttempt"> => ({
  settlePaid: (keys) => {
    const lines = keys ? get().lines.filter((l) => !keys.includes(l.key)) : [];
    if (!lines.length) return get().clear();
    const fresh = { basketId: newBasketId(), attempts: 0 };
    set({ lines, cartId: null, ...fresh, started: null, shippingCosts: null, shippingError: null });
  },
  setCartId: (cartId) => set(cartId ? { cartId } : { cartId, started: null }),
  setStarted: (cartId, started) => set({ cartId, started }),
  ensureBasketId: () => {
    const id = get().basketId ?? newBasketId();
    if (id !== get().basketId) set({ basketId: id });
    return id;
  },
  nextAttempt: () => {
    const attempts = get().attempts + 1;
    set({ attempts });
    return attempts;
  },
});

export function createBasketStore(storage: EmbedStorage): StoreApi<BasketState> {
  const store = createStore<BasketState>()((set, get) => ({
    lines: [],
    requestInvoice: true,
    cartId: null,
    basketId: null,
    attempts: 0,
    started: null,
    shippingCosts: null,
    shippingError: null,
    externalDocumentNumber: "",
    unreadable: [],
    unreadableShown: () => set({ unreadable: [] }),
    add: (line) => {
      const result = addLine(get().lines, line, newKey);
      if (result.ok) set({ lines: result.lines, basketId: get().basketId ?? newBasketId() });
      return result;
    },
    remove: (key) => {
      const line = get().lines.find((l) => l.key === key) ?? null;
      if (line) set({ lines: removeLine(get().lines, key) });
      return line;
    },
    clear: () => {
      set({
        lines: [],
        cartId: null,
        basketId: null,
        attempts: 0,
        started: null,
        shippingCosts: null,
        shippingError: null,
      });
      storage.removeItem(BASKET_KEY);
    },
    ...paymentActions(set, get),
    setShipping: (costs, errorCode = null) =>
      set({ shippingCosts: errorCode ? null : costs, shippingError: errorCode }),
    setRequestInvoice: (requestInvoice) => set({ requestInvoice }),
    setExternalDocumentNumber: (externalDocumentNumber) => set({ externalDocumentNumber }),
  }));
  const restore = (decode: Decode) => {
    const keys = bindings(decode);
    store.setState(restoreKeys(storage, keys));
    persistKeys(store, storage, keys);
    // a basket stored without a key (by an earlier release) gets one now, stored at once: a tab
    // opened from this one copies it, so the two are one basket the service pays once (issue 32)
    if (store.getState().lines.length) store.getState().ensureBasketId();
    // a damaged basket is not read again on the next load (one of another version is left as it is)
    if (store.getState().unreadable.length) saveKeys(store.getState(), storage, keys);
  };
  if (storage.getItem(BASKET_KEY) === null) restore(nothingToDecode);
  else {
    let pending: Promise<void> | null = null;
    restoring.set(
      store,
      () =>
        (pending ??= import("./stored-lines").then(
          (m) => {
            restore(m.decodeStoredLines);
            restoring.delete(store);
          },
          (error: unknown) => {
            pending = null;
            throw error;
          },
        )),
    );
    void basketRestored(store).catch(() => {});
  }
  return store;
}
