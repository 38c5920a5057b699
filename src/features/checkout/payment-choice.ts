// The payment type and the accepted terms of the order the visitor started, kept in the embed's
// session storage: back from a declined or cancelled payment (a new page load), they need not be
// chosen again (issue 19). A booking forgets them; the account holder and IBAN stay in memory
// only (personal data is not written to the host page's storage).
import type { PayartId } from "../../domain/payment";
import type { EmbedStorage } from "../../embed/storage";

const KEY = "payment-choice";

export interface PaymentChoice {
  payart: PayartId | null;
  terms: boolean;
}

export const paymentChoice = {
  keep: (storage: EmbedStorage, payart: PayartId) => storage.setJSON(KEY, { payart, terms: true }),
  /** Read back as untrusted data: anything else is no choice. */
  read(storage: EmbedStorage): PaymentChoice {
    const raw = storage.getJSON<Record<string, unknown>>(KEY);
    const payart = raw?.payart;
    return {
      payart: typeof payart === "number" || (typeof payart === "string" && payart !== "") ? payart : null,
      terms: raw?.terms === true,
    };
  },
  drop: (storage: EmbedStorage) => storage.removeItem(KEY),
};
