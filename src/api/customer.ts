// Customer reads used by the shell (spec 000 section 7). Account calls live beside them; the
// customer form's attributes (customer/attr) in customer-attributes.ts, with the cached reads.
import type { ApiClient } from "./client";
import { isObj, needObj, obj, str, strOr } from "./decode";

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

const address = (v: unknown): Address => {
  const a = obj(v);
  return { street: str(a.street), zip: str(a.zip), city: str(a.city), country: str(a.country) };
};

/**
 * A customer as the service sends it, or as it was stored: an object, its names and addresses
 * read as strings (a missing one is ""), so no screen meets a number or null where it expects
 * text. Anything that is not an object fails the call (or is not restored).
 */
export function decodeCustomer(call: string, v: unknown): Customer {
  const c = needObj(call, "data", v);
  const shipping = isObj(c.addrShipping) ? c.addrShipping : null;
  const optional = (k: "salutation" | "company" | "phone") => (strOr(c[k]) === undefined ? {} : { [k]: strOr(c[k]) });
  return {
    ...optional("salutation"),
    fname: str(c.fname),
    lname: str(c.lname),
    ...optional("company"),
    email: str(c.email),
    ...optional("phone"),
    addrBilling: address(c.addrBilling),
    addrShipping: shipping
      ? {
          ...address(shipping),
          name: str(shipping.name),
          ...(typeof shipping.id === "number" && Number.isFinite(shipping.id) ? { id: shipping.id } : {}),
        }
      : null,
    ...(typeof c.isGuest === "boolean" ? { isGuest: c.isGuest } : {}),
    ...(typeof c.send_invoice === "boolean" ? { send_invoice: c.send_invoice } : {}),
  };
}

/** The customer of the stored token, or of a token just received (before it is stored). */
export const getCustomer = (api: ApiClient, token?: string) =>
  api
    .get<unknown>("customer", token ? { query: { _: token }, handled: true } : { auth: true })
    .then((d) => decodeCustomer("customer", d));
