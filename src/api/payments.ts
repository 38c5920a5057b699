// Payment types (spec 000 sections 3 and 7).
import type { ApiClient } from "./client";
import type { Translations } from "../domain/config";

export interface PaymentType {
  payartId: number | string;
  name: Translations;
}

export const getPaymentTypes = (api: ApiClient, shop: string) =>
  api.get<PaymentType[]>("checkout/payments", { query: { shop }, auth: true });
