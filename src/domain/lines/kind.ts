// What each basket line type brings (issue 36): one module per type in this folder fills a LineKind, and
// lines/index.ts lists them in LINE_KINDS, a table over every LineType. The cart, the tax, the stored-basket
// decoder and the line's label read their part from there, so a new line type is one new module (and one
// entry); TypeScript names every part it lacks. Pure.
import type { LineBase, LineOf, LineType } from "./types";

export type Obj = Record<string, unknown>;

/** A line in prepared form, as payment calls send it (spec 000 section 7). */
export type CartItem = Record<string, unknown> & { type: LineType };

/**
 * How a stored line's fields are read (src/stores/stored-lines.ts gives it, from src/api/decode.ts): storage
 * is read as untrusted. `need` drops the line when a value is missing.
 */
export interface Read {
  need<T>(v: T | undefined): T;
  /** A non-blank string. */
  text(v: unknown): string | undefined;
  /** A string (a number counts). */
  str(v: unknown): string | undefined;
  /** A finite number (a numeric string counts). */
  num(v: unknown): number | undefined;
  /** A whole number of at least `min`. */
  whole(v: unknown, min: number): number | undefined;
  isObj(v: unknown): v is Obj;
  /** A list every entry of which must decode (a missing list is empty). */
  all<T>(v: unknown, read: (o: Obj) => T): T[];
  /** An optional number (VAT rate, slot id): kept when it reads as one, left out otherwise. */
  optional<K extends string>(name: K, v: unknown): { [P in K]?: number };
}

/** The fields every stored line has, read before its type's own. */
export type StoredBase = Omit<LineBase<LineType>, "type">;

/** Gross at one VAT rate (percent; none is 0 %), minor units. */
export interface GrossPart {
  rate: number | undefined;
  gross: number;
}

/** What a line's label reads: a stored line that did not decode has what it has. */
export interface Named {
  name?: string;
  eventName?: string;
  barcode?: string;
}

/** The parts of one line type. Methods, so that the entry of any type reads as a LineKind<LineType> (kindOf). */
export interface LineKind<T extends LineType> {
  type: T;
  /** The name of a stored line (the base's `name`); undefined drops the line. */
  storedName(o: Obj, r: Read): string | undefined;
  /** A stored line of this type, rebuilt field by field from `o` (r.need drops it). */
  decode(o: Obj, r: Read, base: StoredBase): LineOf<T>;
  /** The line in prepared form (the cart item the payment calls send). */
  prepare(line: LineOf<T>): CartItem;
  /**
   * The line's gross by VAT rate as its parts explain it; what they leave of the total goes at the line's own
   * rate (checkout-tax.ts). null: a means of payment, which contains no VAT.
   */
  gross(line: LineOf<T>): GrossPart[] | null;
  /** How the line is named in messages; undefined: by its name. */
  label(line: Named): string | undefined;
}
