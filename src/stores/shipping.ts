// The checkout's delivery-address form (spec 000 section 3, "Shipping form"), persisted under
// foyer:{embedId}:shipping when it differs from the billing address. Created once per embed on
// first use (only baskets with merchandise need it).
import { createStore, type StoreApi } from "zustand/vanilla";
import { SHIPPING_FIELDS, type ShippingForm, type ShippingValues } from "../domain/shipping";
import type { EmbedStorage } from "../embed/storage";
import { persistKeys, restoreKeys, type KeyBinding } from "./persist-keys";
import { useEmbed } from "./context";

export interface ShippingState {
  /** The address kept in session storage; null when the billing address is used. */
  saved: ShippingValues | null;
  /** The form as the visitor left it during this visit, and whose it is (the customer's e-mail, "" before login). */
  form: ShippingForm | null;
  owner: string | null;
  setForm(form: ShippingForm, owner: string): void;
  /** Editing ended: keep the address, or forget it (null). */
  save(values: ShippingValues | null): void;
}

const SHIPPING_KEY = "shipping";

const isValues = (v: unknown): v is ShippingValues =>
  !!v && typeof v === "object" && SHIPPING_FIELDS.every((f) => typeof (v as Record<string, unknown>)[f] === "string");

const bindings: Record<string, KeyBinding<ShippingState>> = {
  [SHIPPING_KEY]: { read: (s) => s.saved, write: (v) => ({ saved: isValues(v) ? v : null }) },
};

export function createShippingStore(storage: EmbedStorage): StoreApi<ShippingState> {
  const store = createStore<ShippingState>()((set) => ({
    saved: null,
    form: null,
    owner: null,
    ...restoreKeys(storage, bindings),
    setForm: (form, owner) => set({ form, owner }),
    save: (saved) => set({ saved }),
  }));
  persistKeys(store, storage, bindings);
  return store;
}

/** The embed's shipping store. */
export function useShippingStore(): StoreApi<ShippingState> {
  const { feature, storage } = useEmbed();
  return feature("shipping", () => createShippingStore(storage));
}
