// The customer data of the accounts area: what a registration payload may contain, its 422
// field errors, and how a payload changes a stored customer. Used by accounts.ts.
import type { SandboxState } from "../state";
import type { Lang } from "../http";
import { customerAttributes } from "../seed/shop";
import { isMd5, registeredByEmail, type SandboxCustomer } from "./sessions";
import { isEmail } from "../email";
import { nameError } from "../names";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string;
  lang: Lang;
  sentAt: string;
}

export interface AccountsData {
  /** Test override of customer/attr's field lists (POST /__sandbox/customer-attr). */
  attr: { required_fields?: string[]; visible_fields?: string[] };
  resets: Map<string, { customerId: number; expires: number; used: boolean }>;
  mails: Mail[];
}

export type Payload = Record<string, unknown>;
export type FieldErrors = Record<string, string[] | string>;
export type Mode = "register" | "guest" | "update";

const PROFILE_FIELDS = [
  "salutation",
  "fname",
  "lname",
  "company",
  "phone",
  "street",
  "zip",
  "city",
  "country",
] as const;
const SHIPPING_FIELDS = ["name", "street", "zip", "city", "country"] as const;
const MAX_LENGTH = 100;
/**
 * An address the service takes: the widget's own rule (src/domain/account-validation.ts), so the
 * two never disagree; it refused too little before issue 33 (`<x@example.org>`, `x@-example-.org`).
 */
export const EMAIL = { test: isEmail };

export const accounts = (state: SandboxState) => state.area<AccountsData>("accounts");

export function attributes(state: SandboxState, lang: Lang) {
  return { ...customerAttributes(lang), ...accounts(state).attr };
}

export const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

export function add(errors: FieldErrors, field: string, code: string) {
  const list = errors[field];
  errors[field] = Array.isArray(list) ? [...list, code] : [code];
}

/** The 422 field errors of a registration payload `c` (spec 000 section 3). */
export function validateCustomer(
  state: SandboxState,
  lang: Lang,
  c: Payload,
  mode: Mode,
  self?: SandboxCustomer,
): FieldErrors {
  const attr = attributes(state, lang);
  const errors: FieldErrors = {};
  // an update keeps what it does not send: check the customer as it would be afterwards
  if (mode === "update" && self) c = { ...asPayload(self), ...c };
  const fields: string[] = [...PROFILE_FIELDS];
  if (mode !== "update") fields.unshift("email");
  if (mode === "register") fields.push("password");
  for (const f of fields) {
    if (attr.required_fields.includes(f) && !text(c[f])) add(errors, f, "REQUIRED");
    else if (typeof c[f] === "string" && (c[f] as string).length > MAX_LENGTH) add(errors, f, "TOO_LONG");
  }
  for (const f of ["fname", "lname"]) {
    const refused = errors[f] ? null : nameError(c[f]);
    if (refused) add(errors, f, refused);
  }
  const email = text(c.email);
  if (mode !== "update" && email) {
    if (!EMAIL.test(email)) add(errors, "email", "INVALID_EMAIL");
    // a single string, not a list: the specification's clients wrap it themselves
    else if (mode === "register" && registeredByEmail(state, email) && registeredByEmail(state, email) !== self)
      errors.email = "EMAIL_TAKEN";
  }
  if (mode === "register" && text(c.password) && !isMd5(c.password)) add(errors, "password", "INVALID_PASSWORD");
  if (text(c.country) && !(text(c.country) in attr.countries)) add(errors, "country", "INVALID_COUNTRY");
  if (text(c.salutation) && !(text(c.salutation) in attr.salutations)) add(errors, "salutation", "INVALID_SALUTATION");
  const shipping = c.shipping;
  if (shipping && typeof shipping === "object") {
    const s = shipping as Payload;
    for (const f of SHIPPING_FIELDS) if (!text(s[f])) add(errors, `shipping.${f}`, "REQUIRED");
    const refused = nameError(s.name);
    if (refused) add(errors, "shipping.name", refused);
    if (text(s.country) && !(text(s.country) in attr.countries)) add(errors, "shipping.country", "INVALID_COUNTRY");
  }
  return errors;
}

export function asPayload(x: SandboxCustomer): Payload {
  return {
    salutation: x.salutation,
    fname: x.fname,
    lname: x.lname,
    company: x.company,
    phone: x.phone,
    ...x.addrBilling,
  };
}

/** The customer's fields from a payload; what was not sent keeps its value. */
export function applyPayload(c: Payload, base: Omit<SandboxCustomer, "id">): Omit<SandboxCustomer, "id"> {
  const pick = (f: string, old: string) => (typeof c[f] === "string" ? text(c[f]) : old);
  const shipping = c.shipping as Payload | null | undefined;
  return {
    ...base,
    salutation: pick("salutation", base.salutation),
    fname: pick("fname", base.fname),
    lname: pick("lname", base.lname),
    company: pick("company", base.company),
    phone: pick("phone", base.phone),
    addrBilling: {
      street: pick("street", base.addrBilling.street),
      zip: pick("zip", base.addrBilling.zip),
      city: pick("city", base.addrBilling.city),
      country: pick("country", base.addrBilling.country),
    },
    addrShipping:
      shipping === undefined
        ? base.addrShipping
        : shipping && typeof shipping === "object"
          ? {
              id: base.addrShipping?.id ?? 1,
              name: text(shipping.name),
              street: text(shipping.street),
              zip: text(shipping.zip),
              city: text(shipping.city),
              country: text(shipping.country),
            }
          : null,
    send_invoice: typeof c.send_invoice === "boolean" ? c.send_invoice : base.send_invoice,
  };
}

export const EMPTY_CUSTOMER: Omit<SandboxCustomer, "id"> = {
  salutation: "",
  fname: "",
  lname: "",
  company: "",
  email: "",
  phone: "",
  addrBilling: { street: "", zip: "", city: "", country: "" },
  addrShipping: null,
  isGuest: false,
  send_invoice: true,
  passwordHash: "",
  passwordSalt: "",
};
