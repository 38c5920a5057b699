// Customer reads used by the shell (spec 000 section 7). Account calls live beside them.
import type { ApiClient } from "./client";

export interface Address {
  street: string;
  zip: string;
  city: string;
  country: string;
}

export interface Customer {
  salutation?: string;
  fname: string;
  lname: string;
  company?: string;
  email: string;
  phone?: string;
  addrBilling: Address;
  addrShipping?: (Address & { id?: number; name: string }) | null;
  /** True for guest customers. */
  isGuest?: boolean;
  send_invoice?: boolean;
}

export interface CustomerAttributes {
  countries: Record<string, string>;
  salutations: Record<string, string>;
  required_fields: string[];
  visible_fields: string[];
}

/** The customer of the stored token, or of a token just received (before it is stored). */
export const getCustomer = (api: ApiClient, token?: string) =>
  api.get<Customer>("customer", token ? { query: { _: token }, handled: true } : { auth: true });

export const getCustomerAttributes = (api: ApiClient) => api.get<CustomerAttributes>("customer/attr");
