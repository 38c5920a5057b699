// Vouchers for sale and voucher codes to redeem (spec 001 sections 3-5, 8, 9): code validity
// with the +1 hour offset, lookup errors, the voucherCode basket line, variable amounts and
// the voucher basket line. Pure: "now" is always passed in.
import type { VoucherCodeLine, VoucherLine } from "./basket";
import { parseAmount } from "./amount";
import type { Language } from "./config";

/** The validity check compares the service's times with now at UTC+1 (spec 001 section 9). */
export const VOUCHER_UTC_OFFSET_HOURS = 1;

export interface VoucherCode {
  barcode: string;
  name: string;
  /** The code's value in minor units. */
  amount: number;
  /** What has been redeemed of it so far, in minor units. */
  used_amount: number;
  /** "YYYY-MM-DD HH:mm:ss" (or "YYYY-MM-DD") in the museum's time, UTC+1; empty: no limit. */
  valid_from: string | null;
  valid_to: string | null;
  /** The service's current time (ISO), when the answer carries it. */
  now?: string;
}

export type VoucherErrorCode =
  | "VOUCHER_NOW_IS_BEFORE_VALID_FROM"
  | "VOUCHER_NOW_IS_AFTER_VALID_TO"
  | "VOUCHER_NO_AMOUNT_LEFT"
  | "VOUCHER_NOT_FOUND"
  | "VOUCHER_UNKNOWN_ERROR";

export type Validity = { valid: true; available: number } | { valid: false; error: VoucherErrorCode };

/** The code a visitor typed, as it is looked up. */
export const normaliseCode = (input: string): string => input.trim();

/** What is left on a code, never below 0. */
export const availableAmount = (code: Pick<VoucherCode, "amount" | "used_amount">): number =>
  Math.max(0, Math.round(Number(code.amount) || 0) - Math.round(Number(code.used_amount) || 0));

const HOUR = 3_600_000;

/**
 * A service time as milliseconds of its wall clock read as UTC, or null when empty. With `end`,
 * the last moment of what the value names: a day (a code valid to a day is valid all of it),
 * a minute or a second. NaN for a value that is not a date.
 */
export function serviceTime(value: string | null | undefined, end = false): number | null {
  if (value === null || value === undefined || value.trim() === "") return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!m) return NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  if (m[4] === undefined) return end ? Date.UTC(y, mo, d + 1) - 1 : Date.UTC(y, mo, d);
  const start = Date.UTC(y, mo, d, Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  return end ? start + (m[6] === undefined ? 59_999 : 999) : start;
}

/**
 * Whether a looked-up code can be redeemed now: not before valid_from and not after valid_to
 * (both compared with now at UTC+1), with an amount left. A date that cannot be read makes the
 * code unusable (VOUCHER_UNKNOWN_ERROR) rather than valid forever.
 */
export function voucherCodeValidity(code: VoucherCode, now: Date): Validity {
  const at = now.getTime() + VOUCHER_UTC_OFFSET_HOURS * HOUR;
  const from = serviceTime(code.valid_from);
  const to = serviceTime(code.valid_to, true);
  if (Number.isNaN(at) || Number.isNaN(from) || Number.isNaN(to))
    return { valid: false, error: "VOUCHER_UNKNOWN_ERROR" };
  if (from !== null && at < from) return { valid: false, error: "VOUCHER_NOW_IS_BEFORE_VALID_FROM" };
  if (to !== null && at > to) return { valid: false, error: "VOUCHER_NOW_IS_AFTER_VALID_TO" };
  if (!(Number(code.used_amount) < Number(code.amount))) return { valid: false, error: "VOUCHER_NO_AMOUNT_LEFT" };
  return { valid: true, available: availableAmount(code) };
}

/** The moment the check uses: the service's time from its answer, else the device's. */
export function checkTime(code: Pick<VoucherCode, "now">, device: Date): Date {
  const service = code.now ? new Date(code.now) : null;
  return service && !Number.isNaN(service.getTime()) ? service : device;
}

const KNOWN: Record<string, VoucherErrorCode> = {
  VOUCHER_NOW_IS_BEFORE_VALID_FROM: "VOUCHER_NOW_IS_BEFORE_VALID_FROM",
  VOUCHER_NOW_IS_AFTER_VALID_TO: "VOUCHER_NOW_IS_AFTER_VALID_TO",
  // the service's name for it (spec 001 section 8)
  VOUCHER_NOW_IS_AFTER_VOUCHER_TO: "VOUCHER_NOW_IS_AFTER_VALID_TO",
  VOUCHER_NO_AMOUNT_LEFT: "VOUCHER_NO_AMOUNT_LEFT",
  VOUCHER_NOT_FOUND: "VOUCHER_NOT_FOUND",
};

/**
 * A 422's code that is none of the known ones (spec 001 section 8: "a 422 shows the error code
 * given by the server"): shown by name in a generic message. Null for known codes, other
 * statuses and anything that does not look like a code.
 */
export function unknownServiceCode(status: number, code: string | null | undefined): string | null {
  return status === 422 && code && !KNOWN[code] && /^[A-Z][A-Z0-9_]{0,63}$/.test(code) ? code : null;
}

/** The error a failed lookup shows: a 422's own code when it is one we know, else VOUCHER_UNKNOWN_ERROR. */
export function lookupError(status: number, code: string | null | undefined): VoucherErrorCode {
  return status === 422 && code && KNOWN[code] ? KNOWN[code] : "VOUCHER_UNKNOWN_ERROR";
}

/** A valid code as a basket line: a negative amount equal to its balance. */
export function voucherCodeLine(
  code: Pick<VoucherCode, "barcode" | "name">,
  available: number,
): Omit<VoucherCodeLine, "key"> {
  const barcode = code.barcode.trim();
  return {
    type: "voucherCode",
    id: barcode,
    name: code.name || barcode,
    barcode,
    amount: available,
    price: -available,
    totalPrice: -available,
    count: 1,
  };
}

/** A voucher for sale (spec 001 section 3). */
export interface Voucher {
  id: number;
  name: string;
  /** Fixed vouchers: the value; variable ones: the suggested amount. Minor units. */
  price: number;
  vat_value: number;
  variable_amount: boolean | number;
  groupId: number | null;
  sequence_no: number;
  /** Vouchers left for sale; null or missing: unlimited. */
  stock?: number | null;
  description?: string;
}

export interface VoucherGroup {
  id: number;
  name: string;
  sequence_no: number;
}

export const isVariable = (v: Pick<Voucher, "variable_amount">): boolean =>
  Number(v.variable_amount) === 1 || v.variable_amount === true;

/** A variable voucher's amount lies between 1 and 1,000 EUR. */
export const VARIABLE_MIN = 100;
export const VARIABLE_MAX = 100_000;

/**
 * What is wrong with a variable amount: outside VARIABLE_MIN..VARIABLE_MAX, or the entry could not
 * be read (`unreadable`) or has more than whole cents (`cents`).
 */
export type AmountError = "tooSmall" | "tooLarge" | "unreadable" | "cents";

/**
 * A variable voucher's amount from the visitor's entry in euros, read in the visitor's language
 * (parseAmount): minor units, a negative entry made positive, an empty entry keeps the previous
 * amount (spec 001 section 5). An entry that cannot be read keeps the previous amount too, and
 * says so (`unreadable`, `cents`): it is never replaced by another number in silence.
 */
export function variableAmount(
  input: string,
  previous: number,
  lang: Language,
): { amount: number; error: AmountError | null; read: boolean } {
  const reading = parseAmount(input, lang);
  if (!reading.ok) {
    if (reading.reason === "empty") return { amount: previous, error: rangeError(previous), read: true };
    return { amount: previous, error: reading.reason, read: false };
  }
  return { amount: reading.minor, error: rangeError(reading.minor), read: true };
}

const rangeError = (amount: number): AmountError | null =>
  amount < VARIABLE_MIN ? "tooSmall" : amount > VARIABLE_MAX ? "tooLarge" : null;

export const voucherOutOfStock = (v: Pick<Voucher, "stock">): boolean => typeof v.stock === "number" && v.stock <= 0;

/** The basket line for `count` vouchers of `amount` each. */
export function voucherLine(v: Voucher, amount: number, count: number): Omit<VoucherLine, "key"> {
  return {
    type: "voucher",
    id: v.id,
    name: v.name,
    price: amount,
    totalPrice: amount * count,
    count,
    vat_value: v.vat_value,
    variable_amount: isVariable(v),
  };
}
