// Payment types and the direct debit form (spec 000 sections 3, 5, 6 and 9): which types are
// offered to whom, the checks of account holder and IBAN before anything is sent, and the
// `aux` part of the payment calls. Pure.
import { nameText, readName } from "./names";

export type PayartId = number | string;

/** Offered when the service delivers none: credit card and PayPal. */
export const FALLBACK_PAYMENT_TYPES: PayartId[] = [80, 157];
export const CREDIT_CARD = 80;
/** PayPal; its express checkout is what a visitor sees before login or guest registration. */
export const PAYPAL = 157;
export const DIRECT_DEBIT: PayartId[] = [74, 164];
export const WALLETS: PayartId[] = ["applePay", "googlePay"];

export type PaymentKind = "card" | "paypal" | "directDebit" | "wallet" | "other";

const same = (a: PayartId, b: PayartId) => String(a) === String(b);

export function paymentKind(id: PayartId): PaymentKind {
  if (same(id, CREDIT_CARD)) return "card";
  if (same(id, PAYPAL)) return "paypal";
  if (DIRECT_DEBIT.some((d) => same(d, id))) return "directDebit";
  if (WALLETS.some((w) => same(w, id))) return "wallet";
  return "other";
}

/**
 * The payment types a visitor may choose: the service's (or the fallback when it delivers
 * none); before login or guest registration only express PayPal.
 */
export function offeredPaymentTypes(delivered: PayartId[], signedIn: boolean): PayartId[] {
  const all = delivered.length ? delivered : FALLBACK_PAYMENT_TYPES;
  return signedIn ? all : all.filter((id) => same(id, PAYPAL));
}

/** The IBAN without spaces, in capitals. */
export const normaliseIban = (iban: string): string => iban.replace(/[\s-]+/g, "").toUpperCase();

/** IBAN lengths of the SEPA countries; others need 15 to 34 characters. */
const IBAN_LENGTH: Record<string, number> = {
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
};

/** Two letters, two check digits, 11 to 30 letters and digits: 15 to 34 characters (ISO 13616). */
const IBAN = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;
const ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * An IBAN is valid when it has the form (IBAN), its country's length (SEPA countries) and check
 * digits that pass mod 97. Each check stands alone: the remainder below reads any character (a
 * stray one counts as -1), so the form's anchors and lengths are what keep junk out
 * (test/domain/payment.prop.test.ts makes junk pass mod 97 and expects a refusal).
 */
export function ibanValid(input: string): boolean {
  const iban = normaliseIban(input);
  if (!IBAN.test(iban)) return false;
  const length = IBAN_LENGTH[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  let rest = 0;
  for (const c of iban.slice(4) + iban.slice(0, 4)) {
    const v = ALNUM.indexOf(c);
    rest = ((((v > 9 ? rest * 100 : rest * 10) + v) % 97) + 97) % 97;
  }
  return rest === 1;
}

/** SEPA allows 70 characters for the account holder. */
export const ACCOUNT_HOLDER_MAX = 70;

export interface DirectDebit {
  accountHolder: string;
  iban: string;
}

/** `characters` and `noLetters`: the account holder refused by the name rule (domain/names.ts). */
export type DirectDebitErrors = Partial<
  Record<keyof DirectDebit, "required" | "tooLong" | "invalid" | "characters" | "noLetters">
>;

/** What is wrong with the direct debit form; empty when it may be sent. */
export function directDebitErrors(form: DirectDebit): DirectDebitErrors {
  const errors: DirectDebitErrors = {};
  const holder = readName(form.accountHolder, ACCOUNT_HOLDER_MAX);
  if (!holder.ok) errors.accountHolder = holder.reason === "empty" ? "required" : holder.reason;
  if (!normaliseIban(form.iban)) errors.iban = "required";
  else if (!ibanValid(form.iban)) errors.iban = "invalid";
  return errors;
}

export interface AuxInput {
  payart: PayartId;
  directDebit?: DirectDebit;
  partner?: string | null;
  tracking?: Record<string, string> | null;
  shipping?: Record<string, string> | null;
  /** The basket's requestInvoice: an invoice with the order. */
  requestInvoice?: boolean;
}

/**
 * The `aux` of the payment calls: account holder and IBAN for direct debit, the wallet for
 * Apple and Google Pay, the partner code, the host page's campaign parameters, the delivery
 * address and whether an invoice is wanted, each only when there is one.
 */
export function paymentAux({
  payart,
  directDebit,
  partner,
  tracking,
  shipping,
  requestInvoice,
}: AuxInput): Record<string, unknown> {
  const aux: Record<string, unknown> = {};
  const kind = paymentKind(payart);
  if (kind === "directDebit" && directDebit) {
    aux.Accountholder = nameText(directDebit.accountHolder);
    aux.IBAN = normaliseIban(directDebit.iban);
  }
  if (kind === "wallet") aux.wallet = String(payart);
  if (partner) aux.partner = partner;
  if (tracking && Object.keys(tracking).length) aux.tracking = tracking;
  if (shipping) aux.shipping = shipping;
  if (requestInvoice !== undefined) aux.requestInvoice = requestInvoice;
  return aux;
}
