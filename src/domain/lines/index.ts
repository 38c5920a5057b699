// The registry of basket line types (issue 36): every LineType and its module. The cart, the tax, the
// stored-basket decoder and the labels (features/checkout/line-label.ts) look their part up here; a new line
// type is a module of this folder and its entry below (TypeScript refuses the table until it has one, and the
// module until it has every part).
import type { LineKind } from "./kind";
import type { LineType } from "./types";
import { ticket } from "./ticket";
import { guidedTour } from "./guided-tour";
import { merchandise } from "./merchandise";
import { voucher } from "./voucher";
import { voucherCode } from "./voucher-code";
import { dayTicket } from "./day-ticket";
import { annualPass } from "./annual-pass";

export const LINE_KINDS: { [T in LineType]: LineKind<T> } = {
  ticket,
  guidedTour,
  merchandise,
  voucher,
  voucherCode,
  dayTicket,
  annualPass,
};

export const LINE_TYPES = Object.keys(LINE_KINDS) as LineType[];

/**
 * The entry of the line's own type, typed to take any line: TypeScript cannot tie `line.type` to the entry's
 * parameter types, so the entry is widened here, once; it is correct because the entry is picked by the line's
 * own type.
 */
export const kindOf = (line: { type: LineType }) => LINE_KINDS[line.type] as LineKind<LineType>;
