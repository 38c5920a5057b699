// Basket lines read back from session storage (issue 12): storage is written by us but read as
// untrusted, like a service answer (the helpers of src/api/decode.ts). Each line is rebuilt
// field by field, by its type's `decode` (src/domain/lines/); a line that lacks what a screen or
// the payment needs (a date, its numbers, its owners) is dropped and named, so no screen ever
// meets null, a string or €NaN.
import { arr, isObj, numOr, strOr, type Obj } from "../api/decode";
import type { BasketLine, LineType } from "../domain/basket";
import { kindOf, LINE_KINDS, LINE_TYPES } from "../domain/lines";
import type { LineKind, Read } from "../domain/lines/kind";
import { LANGUAGES, type Language } from "../domain/config-languages";

export interface DecodedLines {
  lines: BasketLine[];
  /** How the dropped lines are named to the visitor; null for one that has no usable name. */
  dropped: (string | null)[];
}

/** Thrown inside a line's decoder: the line is dropped. */
class Unreadable extends Error {}
const need = <T>(v: T | undefined): T => {
  if (v === undefined) throw new Unreadable();
  return v;
};

const text = (v: unknown) => {
  const s = strOr(v);
  return s !== undefined && s.trim() !== "" ? s : undefined;
};
const whole = (v: unknown, min: number) => {
  const n = numOr(v) ?? NaN;
  return Number.isInteger(n) && n >= min ? n : undefined;
};

const read: Read = {
  need,
  text,
  str: strOr,
  num: numOr,
  whole,
  isObj,
  all: (v, each) =>
    v === undefined ? [] : need(Array.isArray(v) ? v : undefined).map((x) => each(need(isObj(x) ? x : undefined))),
  optional: <K extends string>(name: K, v: unknown) => {
    const n = numOr(v);
    return (n === undefined ? {} : { [name]: n }) as { [P in K]?: number };
  },
};

const idOf = (v: unknown): number | string | undefined =>
  typeof v === "string" ? text(v) : whole(v, Number.MIN_SAFE_INTEGER);

/** A line of a known type: the fields every line has (`key` kept when it is usable), then its type's own. */
function line(o: Obj, kind: LineKind<LineType>, key: string): BasketLine {
  const base = {
    key,
    id: need(idOf(o.id)),
    name: need(kind.storedName(o, read)),
    price: need(numOr(o.price)),
    totalPrice: need(numOr(o.totalPrice)),
    count: need(whole(o.count, 1)),
    ...read.optional("vat_value", o.vat_value),
    // a language the widget knows, else none (a line stored before lines kept theirs)
    ...(LANGUAGES.includes(o.lang as Language) && { lang: o.lang as Language }),
  };
  return kind.decode(o, read, base);
}

/** What a dropped line is called: its label (a ticket with its event, a code by its code), else its name. */
function nameOf(raw: unknown): string | null {
  if (!isObj(raw)) return null;
  const named = { name: text(raw.name), eventName: text(raw.eventName), barcode: text(raw.barcode) };
  const kind = LINE_TYPES.find((t) => t === raw.type);
  return (kind && LINE_KINDS[kind].label(named)) ?? named.name ?? null;
}

/**
 * The lines of a stored basket. Lines that do not decode, and a second line of the same voucher
 * code, are dropped; a missing or repeated key is replaced by a new one.
 */
export function decodeStoredLines(value: unknown, makeKey: () => string): DecodedLines {
  const out: DecodedLines = { lines: [], dropped: [] };
  if (value === undefined) return out;
  if (!Array.isArray(value)) return { ...out, dropped: [null] };
  const keys = new Set<string>();
  const codes = new Set<string>();
  for (const raw of arr(value)) {
    try {
      const o = need(isObj(raw) ? raw : undefined);
      const type = need(LINE_TYPES.find((t) => t === o.type));
      const stored = text(o.key);
      const key = stored && !keys.has(stored) ? stored : makeKey();
      const decoded = line(o, kindOf({ type }), key);
      if (decoded.type === "voucherCode") {
        if (codes.has(decoded.barcode)) throw new Unreadable();
        codes.add(decoded.barcode);
      }
      keys.add(key);
      out.lines.push(decoded);
    } catch (e) {
      if (!(e instanceof Unreadable)) throw e;
      out.dropped.push(nameOf(raw));
    }
  }
  return out;
}
