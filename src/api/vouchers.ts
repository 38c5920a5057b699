// Voucher and voucher-code calls (spec 001 section 7; shapes and defaults in
// docs/service-contract.md). Each answer goes through its decoder (decode.ts).
import type { ApiClient } from "./client";
import { VOUCHERS, VOUCHER_GROUPS, voucher } from "./voucher-reads";
import type { Voucher, VoucherCode, VoucherGroup } from "../domain/voucher-codes";
import { isObj, needAmount, needArr, needId, needObj, needStr, num, numOr, str, strOr } from "./decode";

/** A voucher: id, name and price are required. */
export function decodeVoucher(call: string, v: unknown, at = "data"): Voucher {
  const x = needObj(call, at, v);
  const stock = numOr(x.stock);
  const description = strOr(x.description);
  return {
    id: needId(call, `${at}.id`, x.id),
    name: needStr(call, `${at}.name`, x.name),
    price: needAmount(call, `${at}.price`, x.price),
    vat_value: num(x.vat_value),
    variable_amount: x.variable_amount === true || num(x.variable_amount) === 1 ? 1 : 0,
    groupId: numOr(x.groupId) ?? null,
    sequence_no: num(x.sequence_no),
    stock: stock ?? null,
    ...(description ? { description } : {}),
  };
}

export const decodeVouchers = (call: string, v: unknown): Voucher[] =>
  needArr(call, "data", v).map((x, i) => decodeVoucher(call, x, `[${i}]`));

export function decodeVoucherGroups(call: string, v: unknown): VoucherGroup[] {
  const d = needObj(call, "data", v);
  return needArr(call, "group", d.group).flatMap((g) =>
    isObj(g) && numOr(g.id) !== undefined
      ? [{ id: num(g.id), name: str(g.name, str(g.id)), sequence_no: num(g.sequence_no) }]
      : [],
  );
}

/** A looked-up code: barcode, amount and used_amount are required; `now` is an extension. */
export function decodeVoucherCode(call: string, v: unknown): VoucherCode {
  const c = needObj(call, "data", v);
  const time = (x: unknown) => strOr(x) || null;
  const barcode = needStr(call, "barcode", c.barcode);
  const now = strOr(c.now);
  return {
    barcode,
    name: str(c.name, barcode),
    amount: needAmount(call, "amount", c.amount),
    used_amount: needAmount(call, "used_amount", c.used_amount),
    valid_from: time(c.valid_from),
    valid_to: time(c.valid_to),
    ...(now ? { now } : {}),
  };
}

export const getVouchers = (api: ApiClient) =>
  api.get<unknown>(VOUCHERS[0]).then((d) => decodeVouchers(VOUCHERS[0], d));

/** One voucher; 404 (unknown) and 410 (no longer sold) are the caller's to show. */
export const getVoucher = (api: ApiClient, id: number) =>
  api.get<unknown>(voucher(id)[0], { handled: [404, 410] }).then((d) => decodeVoucher("voucher/selectOne/price", d));

export const getVoucherGroups = (api: ApiClient) =>
  api.get<unknown>(VOUCHER_GROUPS[0]).then((d) => decodeVoucherGroups(VOUCHER_GROUPS[0], d));

/**
 * Looks a code up. Every failure is shown by the code entry itself (a 422 with its code,
 * anything else as VOUCHER_UNKNOWN_ERROR), so none reaches the global error policy.
 */
export const lookupVoucherCode = (api: ApiClient, code: string) =>
  api.get<unknown>("voucher", { query: { voucher: code }, handled: true }).then((d) => decodeVoucherCode("voucher", d));
