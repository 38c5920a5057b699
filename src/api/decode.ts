// Reading the service's answers (docs/service-contract.md): each call's decoder turns the answer
// into the domain's types. A field the screen cannot do without is required: when it is missing
// or mistyped the call fails with a DecodeError (the screen shows its own "could not be loaded"
// with a retry) and a console.warn names the call and the field. Every other field falls back to
// a documented default, so a real service that sends less than the sandbox never breaks a screen.
// Hand-written helpers instead of a schema library: see docs/decisions.md ("Decoders").

export type Obj = Record<string, unknown>;

export class DecodeError extends Error {
  constructor(
    readonly call: string,
    readonly field: string,
  ) {
    super(`${call}: ${field} missing or mistyped`);
    this.name = "DecodeError";
  }
}

export const isObj = (v: unknown): v is Obj => !!v && typeof v === "object" && !Array.isArray(v);

/** A finite number (a numeric string counts), else undefined. */
export function numOr(v: unknown): number | undefined {
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : undefined;
}

/** A string (a number counts), else undefined. */
export const strOr = (v: unknown): string | undefined =>
  typeof v === "string" ? v : typeof v === "number" && Number.isFinite(v) ? String(v) : undefined;

export const num = (v: unknown, fallback = 0): number => numOr(v) ?? fallback;
export const str = (v: unknown, fallback = ""): string => strOr(v) ?? fallback;
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const obj = (v: unknown): Obj => (isObj(v) ? v : {});
/**
 * An answer's keyed entries (days, times, price ids, languages), without a `__proto__` key: set
 * on the object the decoder builds, it would become that object's prototype.
 */
export const entries = (v: unknown): [string, unknown][] => Object.entries(obj(v)).filter(([k]) => k !== "__proto__");
/** 0/1 flags: 1, true and "1" are on. */
export const flag = (v: unknown): 0 | 1 => (v === 1 || v === true || v === "1" ? 1 : 0);

/** A list whose entries are kept only when `read` makes sense of them. */
export function each<T>(v: unknown, read: (item: unknown, i: number) => T | undefined): T[] {
  const out: T[] = [];
  arr(v).forEach((item, i) => {
    const r = read(item, i);
    if (r !== undefined) out.push(r);
  });
  return out;
}

/** Fails the call: a required field is missing or mistyped. */
export function fail(call: string, field: string): never {
  console.warn(`Foyer: the answer of ${call} lacks a usable "${field}"`);
  throw new DecodeError(call, field);
}

/** A required value: `read` gives undefined when it is missing or mistyped. */
export function need<T>(call: string, field: string, value: T | undefined): T {
  return value === undefined ? fail(call, field) : value;
}

/** A whole number of 0 or more that a number holds exactly (ids, amounts in minor units). */
const count = (v: unknown): number | undefined => {
  const n = numOr(v);
  return n !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

/** A required id (a whole number of 0 or more, or a numeric string). */
export const needId = (call: string, field: string, v: unknown): number => need(call, field, count(v));

/** A required price or balance: whole minor units, 0 or more (a negative or fractional price is no price). */
export const needAmount = (call: string, field: string, v: unknown): number => need(call, field, count(v));

/** A required non-empty string (names). */
export const needStr = (call: string, field: string, v: unknown): string => {
  const s = strOr(v);
  return need(call, field, s !== undefined && s.trim() !== "" ? s : undefined);
};

export const needNum = (call: string, field: string, v: unknown): number => need(call, field, numOr(v));

export const needArr = (call: string, field: string, v: unknown): unknown[] =>
  need(call, field, Array.isArray(v) ? v : undefined);

export const needObj = (call: string, field: string, v: unknown): Obj => need(call, field, isObj(v) ? v : undefined);

/**
 * A write's "done" answer (spec 000 names only "result", "changed", "cancelled"): any 200 counts,
 * unless its `field` says it was not (false, 0 or "0"), which fails the call.
 */
export function done(call: string, field: string, v: unknown): true {
  const said = isObj(v) ? v[field] : undefined;
  return said === false || said === 0 || said === "0" ? fail(call, field) : true;
}
