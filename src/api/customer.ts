// Customer reads used by the shell (spec 000 section 7). Account calls live beside them.
import type { ApiClient } from "./client";
import { CUSTOMER_ATTRIBUTES } from "./customer-reads";
import { each, isObj, needArr, needObj, obj, str, strOr, entries } from "./decode";

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

/** key -> name, the names as text (entries that are not are left out). */
const names = (v: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [k, n] of entries(v)) if (strOr(n) !== undefined) out[k] = str(n);
  return out;
};

const texts = (call: string, field: string, v: unknown): string[] =>
  each(needArr(call, field, v), (x) => (typeof x === "string" ? x : undefined));

/**
 * customer/attr (spec 000 section 7): `countries`, `required_fields` and `visible_fields` are
 * required (without them the forms cannot know what to ask, nor where to); `salutations`
 * defaults to {} (no salutation to choose).
 */
export function decodeCustomerAttributes(v: unknown): CustomerAttributes {
  const call = "customer/attr";
  const a = needObj(call, "data", v);
  return {
    countries: names(needObj(call, "countries", a.countries)),
    salutations: names(a.salutations),
    required_fields: texts(call, "required_fields", a.required_fields),
    visible_fields: texts(call, "visible_fields", a.visible_fields),
  };
}

export const getCustomerAttributes = (api: ApiClient) =>
  api.get<unknown>(CUSTOMER_ATTRIBUTES[0]).then(decodeCustomerAttributes);
