// A count the visitor types into a quantity field (tickets, tour places, merchandise, passes,
// vouchers): a whole number in any one numeral system (domain/digits.ts), or why it is refused.
// Never clamped or replaced in silence (issue 33): "9" where 3 are left is refused with "only 3
// left", and the field keeps the 9. Pure.
import { latinDigits } from "./digits";

export interface QuantityLimits {
  /** The least that may be chosen. @default 0 */
  min?: number;
  /** The most that may be chosen by rule (per order, per booking). */
  max: number;
  /** What is left (stock, places), when that is what limits the count. */
  left?: number;
}

export type QuantityRefusal = "unreadable" | "belowMin" | "aboveMax" | "moreThanLeft";

export type QuantityReading = { ok: true; value: number } | { ok: false; reason: QuantityRefusal; limit: number };

/**
 * The count typed, read: an empty field is 0 (nothing chosen), then the limits: below `min`, above
 * what is `left`, above `max`. Signs, decimals, grouping and letters are refused ("2.5", "-1",
 * "1e1", "0x3").
 */
export function readQuantity(text: string, { min = 0, max, left }: QuantityLimits): QuantityReading {
  const digits = latinDigits(text.trim());
  if (digits === null || !/^\d*$/.test(digits) || digits.length > 9)
    return { ok: false, reason: "unreadable", limit: 0 };
  const value = Number(digits); // an empty field: Number("") is 0
  if (value < min) return { ok: false, reason: "belowMin", limit: min };
  if (left !== undefined && value > left && left < max) return { ok: false, reason: "moreThanLeft", limit: left };
  if (value > max) return { ok: false, reason: "aboveMax", limit: max };
  return { ok: true, value };
}
