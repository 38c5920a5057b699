// The last booking this embed confirmed, kept in session storage: the success page shows it
// again after a reload (the return's parameters are gone from the address by then), with what
// was booked. Read back as untrusted data: a damaged entry is no booking.
import { decodeExecResult, type ExecResult } from "../../api/checkout";
import type { BasketLine } from "../../domain/basket";
import type { EmbedStorage } from "../../embed/storage";
import { isAmount, newKey } from "../../stores/basket";
import { decodeStoredLines } from "../../stores/stored-lines";

const KEY = "booked";

export interface KeptBooking {
  us: string;
  result: ExecResult;
  /** The basket's lines as they were paid (none when an order was paid). */
  lines: BasketLine[];
  shippingCosts: number | null;
}

export const keptBooking = {
  keep: (storage: EmbedStorage, booking: KeptBooking) => storage.setJSON(KEY, booking),
  read(storage: EmbedStorage): KeptBooking | null {
    const raw = storage.getJSON<Record<string, unknown>>(KEY);
    if (typeof raw?.us !== "string") return null;
    try {
      const result = decodeExecResult(raw.result);
      const { lines } = decodeStoredLines(raw.lines, newKey);
      return { us: raw.us, result, lines, shippingCosts: isAmount(raw.shippingCosts) ? raw.shippingCosts : null };
    } catch {
      return null;
    }
  },
};
