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

export interface BasketState {
  lines: BasketLine[];
  requestInvoice: boolean;
  cartId: string | null;
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
  setCartId(cartId: string | null): void;
  setShipping(costs: number | null, errorCode?: string | null): void;
  setRequestInvoice(value: boolean): void;
  setExternalDocumentNumber(value: string): void;
}

export const BASKET_KEY = "basket";
export const BASKET_VERSION = 1;

// a line's key only needs to be unique within the basket (getRandomValues works on http pages too)
const newKey = () => Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join("");

type Persisted = Pick<BasketState, "lines" | "requestInvoice" | "cartId" | "externalDocumentNumber">;

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
          }
        : null,
    write: (v) => {
      const p: Record<string, unknown> = isObj(v) ? v : { lines: "unreadable" };
      const { lines, dropped } = decodeStoredLines(p.lines, newKey);
      return {
        lines,
        unreadable: dropped,
        requestInvoice: p.requestInvoice !== false,
        cartId: typeof p.cartId === "string" ? p.cartId : null,
        externalDocumentNumber: typeof p.externalDocumentNumber === "string" ? p.externalDocumentNumber : "",
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

export function createBasketStore(storage: EmbedStorage): StoreApi<BasketState> {
  const store = createStore<BasketState>()((set, get) => ({
    lines: [],
    requestInvoice: true,
    cartId: null,
    shippingCosts: null,
    shippingError: null,
    externalDocumentNumber: "",
    unreadable: [],
    unreadableShown: () => set({ unreadable: [] }),
    add: (line) => {
      const result = addLine(get().lines, line, newKey);
      if (result.ok) set({ lines: result.lines });
      return result;
    },
    remove: (key) => {
      const line = get().lines.find((l) => l.key === key) ?? null;
      if (line) set({ lines: removeLine(get().lines, key) });
      return line;
    },
    clear: () => {
      set({ lines: [], cartId: null, shippingCosts: null, shippingError: null });
      storage.removeItem(BASKET_KEY);
    },
    setCartId: (cartId) => set({ cartId }),
    setShipping: (costs, errorCode = null) =>
      set({ shippingCosts: errorCode ? null : costs, shippingError: errorCode }),
    setRequestInvoice: (requestInvoice) => set({ requestInvoice }),
    setExternalDocumentNumber: (externalDocumentNumber) => set({ externalDocumentNumber }),
  }));
  const restore = (decode: Decode) => {
    const keys = bindings(decode);
    store.setState(restoreKeys(storage, keys));
    persistKeys(store, storage, keys);
    // a damaged basket is not read again on the next load
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
