// The voucher screens' reads as data: the addresses the calls of vouchers.ts ask for, which the
// route table names too (RouteDef.reads), so that a navigation asks for them while the screen's
// code is still coming. Small and without decoders: the route table is part of the start module.
import type { FirstRead } from "../domain/paths";

export const VOUCHERS: FirstRead = ["voucher/select/event/"];

export const VOUCHER_GROUPS: FirstRead = ["voucher/attr"];

/** One voucher. */
export const voucher = (id: number | string): FirstRead => [
  `voucher/selectOne/price/${encodeURIComponent(String(id))}`,
];

/** The voucher list's first reads: the vouchers and their groups. */
export const voucherListReads = (): FirstRead[] => [VOUCHERS, VOUCHER_GROUPS];

/** A voucher's first read. */
export const voucherReads = (id: number): FirstRead[] => (Number.isInteger(id) && id > 0 ? [voucher(id)] : []);
