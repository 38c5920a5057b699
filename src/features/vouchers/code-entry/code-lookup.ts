// Looks a code up and decides whether it can be redeemed: a 422 shows the service's code (a code
// we have no text for by name, in a generic message), any other failure VOUCHER_UNKNOWN_ERROR; a found code is checked with the service's "now" from
// the answer (spec 001 sections 5 and 8).
import type { ApiClient } from "../../../api/client";
import type { ApiError } from "../../../api/errors";
import { lookupVoucherCode } from "../../../api/vouchers";
import {
  checkTime,
  lookupError,
  unknownServiceCode,
  voucherCodeValidity,
  type VoucherCode,
  type VoucherErrorCode,
} from "../../../domain/voucher-codes";
import type { MessageId } from "../../../i18n/use-t";

export type LookupResult =
  | { valid: true; code: VoucherCode; available: number }
  | { valid: false; error: VoucherErrorCode; serviceCode?: string };

export const ERROR_MESSAGES: Record<VoucherErrorCode, MessageId> = {
  VOUCHER_NOW_IS_BEFORE_VALID_FROM: "vouchers.codeNotYetValid",
  VOUCHER_NOW_IS_AFTER_VALID_TO: "vouchers.codeExpired",
  VOUCHER_NO_AMOUNT_LEFT: "vouchers.codeUsedUp",
  VOUCHER_NOT_FOUND: "vouchers.codeNotFound",
  VOUCHER_UNKNOWN_ERROR: "vouchers.codeUnknownError",
};

export async function checkVoucherCode(api: ApiClient, code: string, deviceNow: () => Date): Promise<LookupResult> {
  let answer: VoucherCode;
  try {
    answer = await lookupVoucherCode(api, code);
  } catch (e) {
    const error = e as Partial<ApiError>;
    const serviceCode = unknownServiceCode(error?.status ?? 0, error?.code);
    if (serviceCode) return { valid: false, error: "VOUCHER_UNKNOWN_ERROR", serviceCode };
    return { valid: false, error: lookupError(error?.status ?? 0, error?.code) };
  }
  if (!answer || typeof answer.barcode !== "string" || !answer.barcode.trim())
    return { valid: false, error: "VOUCHER_UNKNOWN_ERROR" };
  const validity = voucherCodeValidity(answer, checkTime(answer, deviceNow()));
  return validity.valid ? { valid: true, code: answer, available: validity.available } : validity;
}
