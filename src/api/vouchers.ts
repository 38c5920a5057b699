// Voucher and voucher-code calls (spec 001 section 7).
import type { ApiClient } from "./client";
import type { Voucher, VoucherCode, VoucherGroup } from "../domain/voucher-codes";

export const getVouchers = (api: ApiClient) => api.get<Voucher[]>("voucher/select/event/");

/** One voucher; 404 (unknown) and 410 (no longer sold) are the caller's to show. */
export const getVoucher = (api: ApiClient, id: number) =>
  api.get<Voucher>(`voucher/selectOne/price/${encodeURIComponent(String(id))}`, { handled: [404, 410] });

export const getVoucherGroups = (api: ApiClient) =>
  api.get<{ group: VoucherGroup[] }>("voucher/attr").then((d) => d?.group ?? []);

/**
 * Looks a code up. Every failure is shown by the code entry itself (a 422 with its code,
 * anything else as VOUCHER_UNKNOWN_ERROR), so none reaches the global error policy.
 */
export const lookupVoucherCode = (api: ApiClient, code: string) =>
  api.get<VoucherCode>("voucher", { query: { voucher: code }, handled: true });
