// Payment types (spec 000 sections 3 and 7: "data list of payartId with i18n names"). An answer
// that is not a list fails (DecodeError; the shell then offers the fallback types 80 and 157); an
// entry without a usable `payartId` is left out; `name` defaults to {} (the widget's own name).
import type { ApiClient } from "./client";
import { each, isObj, needArr, numOr, strOr, entries } from "./decode";
import type { Translations } from "../domain/config";

export interface PaymentType {
  payartId: number | string;
  name: Translations;
}

/** A numeric id as a number (so "80" is credit card 80), a wallet's as its text. */
function payartId(v: unknown): number | string | undefined {
  const n = numOr(v);
  if (n !== undefined) return Number.isInteger(n) ? n : undefined;
  const s = strOr(v)?.trim();
  return s || undefined;
}

export function decodePaymentTypes(v: unknown): PaymentType[] {
  return each(needArr("checkout/payments", "data", v), (item) => {
    if (!isObj(item)) return undefined;
    const id = payartId(item.payartId);
    if (id === undefined) return undefined;
    const name: Translations = {};
    for (const [lang, text] of entries(item.name))
      if (typeof text === "string") name[lang as keyof Translations] = text;
    return { payartId: id, name };
  });
}

export const getPaymentTypes = (api: ApiClient, shop: string) =>
  api.get<unknown>("checkout/payments", { query: { shop }, auth: true }).then(decodePaymentTypes);
