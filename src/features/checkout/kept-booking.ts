// The last booking this embed confirmed, kept in session storage: the success page shows it
// again after a reload (the return's parameters are gone from the address by then), with what
// was booked. Read back as untrusted data: a damaged entry is no booking.
import { decodeExecResult, type ExecResult } from "../../api/checkout";
import type { BasketLine } from "../../domain/basket";
import type { EmbedStorage } from "../../embed/storage";
import { decodeStoredLines } from "../../stores/stored-lines";

const KEY = "booked";

export interface KeptBooking {
  us: string;
  result: ExecResult;
  /** The basket's lines as they were paid (none when an order was paid). */
  lines: BasketLine[];
  shippingCosts: number | null;
}

let counter = 0;
const makeKey = () => `b${++counter}`;

export const keptBooking = {
  keep: (storage: EmbedStorage, booking: KeptBooking) => storage.setJSON(KEY, booking),
  read(storage: EmbedStorage): KeptBooking | null {
    const raw = storage.getJSON<Record<string, unknown>>(KEY);
    if (!raw || typeof raw !== "object" || typeof raw.us !== "string") return null;
    try {
      const result = decodeExecResult(raw.result);
      const { lines } = decodeStoredLines(raw.lines ?? [], makeKey);
      const costs = raw.shippingCosts;
      return {
        us: raw.us,
        result,
        lines,
        shippingCosts: typeof costs === "number" && Number.isInteger(costs) && costs >= 0 ? costs : null,
      };
    } catch {
      return null;
    }
  },
};
