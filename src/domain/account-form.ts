// The customer forms (register, guest, profile): which fields show and which are required, as
// customer/attr says, and the registration payload `c` built from what the visitor entered
// (spec 000 sections 3 and 5). Pure.
import type { FieldErrors } from "./account-validation";
import { NAME_MAX, nameRefusal, nameText, type NameRefusal } from "./names";

export type TextField =
  "email" | "password" | "salutation" | "fname" | "lname" | "company" | "phone" | "street" | "zip" | "city" | "country";
export type CustomerField = TextField | "shipping" | "send_invoice";
export type FormMode = "register" | "guest" | "profile";

export interface FieldLists {
  required_fields: string[];
  visible_fields: string[];
}

export interface FieldRule {
  visible: boolean;
  required: boolean;
}

export type FieldRules = Record<CustomerField, FieldRule>;

/** The person and billing-address fields, in the order the forms show them. */
export const PROFILE_FIELDS = [
  "salutation",
  "fname",
  "lname",
  "company",
  "phone",
  "street",
  "zip",
  "city",
  "country",
] as const satisfies TextField[];

export const SHIPPING_FIELDS = ["name", "street", "zip", "city", "country"] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingValues = Record<ShippingField, string>;

export interface CustomerValues extends Record<TextField, string> {
  send_invoice: boolean;
  /** A delivery address different from the billing address. */
  shipping: ShippingValues | null;
}

export const EMPTY_SHIPPING: ShippingValues = { name: "", street: "", zip: "", city: "", country: "" };

export const EMPTY_VALUES: CustomerValues = {
  email: "",
  password: "",
  salutation: "",
  fname: "",
  lname: "",
  company: "",
  phone: "",
  street: "",
  zip: "",
  city: "",
  country: "",
  send_invoice: true,
  shipping: null,
};

/**
 * Visible and required flags per field. The service decides for every field, except that a
 * registration always asks for e-mail and password and a guest always for the e-mail (the
 * account or the order cannot exist without them); e-mail and password are never part of the
 * profile (they have their own forms). A field that is not visible is never required.
 */
export function fieldRules(lists: FieldLists, mode: FormMode): FieldRules {
  const rule = (field: CustomerField): FieldRule => {
    const visible = lists.visible_fields.includes(field);
    return {
      visible,
      required: visible && lists.required_fields.includes(field) && field !== "send_invoice" && field !== "shipping",
    };
  };
  const always = { visible: true, required: true };
  const never = { visible: false, required: false };
  // in the forms' order: missing fields are listed as they appear
  const rules = {
    email: mode === "profile" ? never : always,
    password: mode === "register" ? always : never,
  } as FieldRules;
  for (const f of PROFILE_FIELDS) rules[f] = rule(f);
  // the profile's delivery address is a section of its own in the settings
  rules.shipping = mode === "profile" ? never : rule("shipping");
  rules.send_invoice = rule("send_invoice");
  return rules;
}

const blank = (v: string | undefined) => !v || !v.trim();

/** The text fields in the forms' order: missing fields are listed as they appear. */
const TEXT_FIELDS: TextField[] = ["email", "password", ...PROFILE_FIELDS];

/** The visible, required fields left empty (a visible delivery address counts when chosen). */
export function missingRequired(values: CustomerValues, rules: FieldRules): string[] {
  const missing: string[] = TEXT_FIELDS.filter((f) => rules[f].required && blank(values[f]));
  if (rules.shipping.visible && values.shipping)
    for (const f of SHIPPING_FIELDS) if (blank(values.shipping[f])) missing.push(`shipping.${f}`);
  return missing;
}

/**
 * The country sent (spec 000 section 5: "Country is sent only if visible; when none is selected
 * the configured default country is used"): nothing when the field is hidden, else the visitor's
 * choice, else the configured default.
 */
export function countryToSend(visible: boolean, chosen: string, defaultCountry: string): string | undefined {
  if (!visible) return undefined;
  return chosen.trim() || defaultCountry;
}

export interface RegistrationPayload {
  email?: string;
  /** The plain password: api/account.ts replaces it by its MD5 when sending. */
  password?: string;
  salutation?: string;
  fname?: string;
  lname?: string;
  company?: string;
  phone?: string;
  street?: string;
  zip?: string;
  city?: string;
  country?: string;
  shipping?: ShippingValues | null;
  send_invoice?: boolean;
}

/** A refused name as a field error code (the name of the code the service would use). */
const NAME_CODES: Record<Exclude<NameRefusal, "empty">, string> = {
  characters: "NAME_CHARACTERS",
  noLetters: "NAME_NO_LETTERS",
  tooLong: "NAME_TOO_LONG",
};

/** The name fields, read by the one rule of domain/names.ts. */
const NAME_FIELDS: TextField[] = ["fname", "lname"];

function nameError(out: FieldErrors, field: string, text: string) {
  const refusal = nameRefusal(text, NAME_MAX);
  if (refusal) out[field] = [NAME_CODES[refusal]];
}

/** The refused names of a customer form: first and last name, and the delivery name when chosen. */
export function nameErrors(values: CustomerValues, rules: FieldRules): FieldErrors {
  const out: FieldErrors = {};
  for (const f of NAME_FIELDS) if (rules[f].visible) nameError(out, f, values[f]);
  if (rules.shipping.visible && values.shipping) nameError(out, "shipping.name", values.shipping.name);
  return out;
}

/** The refused name of a delivery address (the settings' own form). */
export function shippingNameErrors(values: ShippingValues): FieldErrors {
  const out: FieldErrors = {};
  nameError(out, "shipping.name", values.name);
  return out;
}

/** The payload `c`: visible fields only (trimmed); the country as countryToSend says. */
export function toPayload(values: CustomerValues, rules: FieldRules, defaultCountry: string): RegistrationPayload {
  const c: RegistrationPayload = {};
  const country = countryToSend(rules.country.visible, values.country, defaultCountry);
  if (country !== undefined) c.country = country;
  for (const f of ["email", ...PROFILE_FIELDS] as TextField[])
    if (f !== "country" && rules[f].visible) c[f] = NAME_FIELDS.includes(f) ? nameText(values[f]) : values[f].trim();
  if (rules.password.visible) c.password = values.password;
  if (rules.send_invoice.visible) c.send_invoice = values.send_invoice;
  if (rules.shipping.visible) {
    const s = values.shipping;
    c.shipping = s
      ? {
          name: nameText(s.name),
          street: s.street.trim(),
          zip: s.zip.trim(),
          city: s.city.trim(),
          country: s.country.trim(),
        }
      : null;
  }
  return c;
}

/** The customer as the service sends it (spec 000 section 3). */
export interface CustomerRecord {
  salutation?: string;
  fname: string;
  lname: string;
  company?: string;
  email: string;
  phone?: string;
  addrBilling?: { street: string; zip: string; city: string; country: string } | null;
  addrShipping?:
    ({ name: string; street: string; zip: string; city: string; country: string } & { id?: number }) | null;
  send_invoice?: boolean;
}

/** The form values of a stored customer (for the profile and delivery-address forms). */
export function customerToValues(customer: CustomerRecord): CustomerValues {
  const b = customer.addrBilling;
  const s = customer.addrShipping;
  return {
    ...EMPTY_VALUES,
    email: customer.email ?? "",
    salutation: customer.salutation ?? "",
    fname: customer.fname ?? "",
    lname: customer.lname ?? "",
    company: customer.company ?? "",
    phone: customer.phone ?? "",
    street: b?.street ?? "",
    zip: b?.zip ?? "",
    city: b?.city ?? "",
    country: b?.country ?? "",
    send_invoice: customer.send_invoice !== false,
    shipping: s
      ? { name: s.name ?? "", street: s.street ?? "", zip: s.zip ?? "", city: s.city ?? "", country: s.country ?? "" }
      : null,
  };
}

/** Countries as a list of name and key, sorted by name in the visitor's language. */
export function countryOptions(countries: Record<string, string>, locale: string): { value: string; label: string }[] {
  return Object.entries(countries)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
