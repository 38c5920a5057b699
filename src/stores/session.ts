// Who the visitor is: the login or guest token, the customer, and the payment types offered.
import { createStore, type StoreApi } from "zustand/vanilla";
import { decodeCustomer, type Customer } from "../api/customer";
import { isToken } from "../api/token";
import { isObj } from "../api/decode";
import type { PaymentType } from "../api/payments";
import type { EmbedStorage } from "../embed/storage";
import { persistKeys, restoreKeys, saveKeys, type KeyBinding } from "./persist-keys";

export type VisitorState = "anonymous" | "guest" | "registered";

export interface SessionState {
  token: string | null;
  customer: Customer | null;
  paymentTypes: PaymentType[];
  signIn(token: string, customer?: Customer | null): void;
  setCustomer(customer: Customer | null): void;
  setPaymentTypes(types: PaymentType[]): void;
  /** Clears token and customer (logout, or a token the service no longer accepts). */
  signOut(): void;
}

const bindings: Record<string, KeyBinding<SessionState>> = {
  // read back as untrusted as the service's answers: not a token, no token; not a customer, none
  jwt: { read: (s) => s.token, write: (v) => ({ token: isToken(v) ? v : null }) },
  customer: { read: (s) => s.customer, write: (v) => ({ customer: isObj(v) ? decodeCustomer("stored", v) : null }) },
};

export function visitorState(s: Pick<SessionState, "token" | "customer">): VisitorState {
  if (!s.token) return "anonymous";
  return s.customer?.isGuest ? "guest" : "registered";
}

export function createSessionStore(storage: EmbedStorage): StoreApi<SessionState> {
  const store = createStore<SessionState>()((set) => ({
    token: null,
    customer: null,
    paymentTypes: [],
    ...restoreKeys(storage, bindings),
    signIn: (token, customer) => set((s) => ({ token, customer: customer === undefined ? s.customer : customer })),
    setCustomer: (customer) => set({ customer }),
    setPaymentTypes: (paymentTypes) => set({ paymentTypes }),
    signOut: () => set({ token: null, customer: null }),
  }));
  persistKeys(store, storage, bindings);
  // what was not believed is not kept either
  saveKeys(store.getState(), storage, bindings);
  return store;
}
