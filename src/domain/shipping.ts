// The delivery address of an order with merchandise (spec 000 sections 3, 4 and 5): whether the
// basket needs one, the form's starting state, when it is ready, what is saved, the destination
// that prices the shipping, and what the shipping-costs call is sent. Pure.
import { hasMerchandise, type BasketLine } from "./basket";
import { EMPTY_SHIPPING, SHIPPING_FIELDS, type ShippingField, type ShippingValues } from "./account-form";
import { nameRefusal, nameText, type NameRefusal } from "./names";

export { SHIPPING_FIELDS, type ShippingField, type ShippingValues };

export interface ShippingForm extends ShippingValues {
  /** Deliver to the billing address (only offered when there is one). @default true */
  sameAsBilling: boolean;
}

/** What a customer brings to the form: the billing country and a stored delivery address. */
export interface ShippingCustomer {
  addrBilling?: { street: string; zip: string; city: string; country: string } | null;
  addrShipping?: (ShippingValues & { id?: number }) | null;
}

export const EMPTY_SHIPPING_FORM: ShippingForm = { sameAsBilling: true, ...EMPTY_SHIPPING };

/** Merchandise and annual passes are posted; tickets, tours and vouchers are not. */
export const needsShipping = (lines: BasketLine[]): boolean => hasMerchandise(lines);

const hasBilling = (c: ShippingCustomer | null): boolean => !!c?.addrBilling?.country;

/** The address fields of a stored or given address; a field that is missing (or not text) is "". */
const pick = (v: Partial<ShippingValues>): ShippingValues =>
  Object.fromEntries(SHIPPING_FIELDS.map((f) => [f, typeof v[f] === "string" ? v[f] : ""])) as ShippingValues;

/**
 * The form as the checkout opens it: sameAsBilling is off when a stored form exists (the
 * visitor entered another address earlier) or the customer has a delivery address, whose fields
 * then fill the form; without a billing address there is nothing to be the same as.
 */
export function initialShippingForm(stored: ShippingValues | null, customer: ShippingCustomer | null): ShippingForm {
  if (stored) return { ...pick(stored), sameAsBilling: false };
  if (customer?.addrShipping) return { ...pick(customer.addrShipping), sameAsBilling: false };
  return { ...EMPTY_SHIPPING_FORM, sameAsBilling: hasBilling(customer) };
}

/** The fields of the form still empty; none when it delivers to the billing address. */
export function missingShippingFields(form: ShippingForm, customer: ShippingCustomer | null): ShippingField[] {
  if (form.sameAsBilling && hasBilling(customer)) return [];
  return SHIPPING_FIELDS.filter((f) => !form[f].trim());
}

/** The delivery name refused by the name rule (domain/names.ts); null when fine, empty or not asked. */
export function shippingNameRefusal(
  form: ShippingForm,
  customer: ShippingCustomer | null,
): Exclude<NameRefusal, "empty"> | null {
  return form.sameAsBilling && hasBilling(customer) ? null : nameRefusal(form.name);
}

/**
 * Ready to order: no delivery needed, or the billing address is used, or name, street, zip,
 * city and country are all set (spec 000 section 5) and the name is one (issue 33).
 */
export function shippingReady(lines: BasketLine[], form: ShippingForm, customer: ShippingCustomer | null): boolean {
  if (!needsShipping(lines)) return true;
  return missingShippingFields(form, customer).length === 0 && !shippingNameRefusal(form, customer);
}

/**
 * What is kept in session storage when editing ends: the address when it differs from the
 * billing address, else nothing (null removes the stored one).
 */
export function shippingToSave(form: ShippingForm, customer: ShippingCustomer | null): ShippingValues | null {
  if (form.sameAsBilling && hasBilling(customer)) return null;
  const values = pick(form);
  return SHIPPING_FIELDS.some((f) => values[f].trim()) ? values : null;
}

/**
 * The shipping-cost request, when a destination is known (spec 000 section 4: "a logged-in user,
 * the country chosen in the user form, or the saved customer's country"); null: not asked. The
 * country is sent only when not logged in (spec 000 section 7); logged in, the token names the
 * customer, except that a separate delivery address sends its country, or the costs shown would
 * be the billing country's and differ from what the order is charged.
 */
export function shippingDestination(
  lines: BasketLine[],
  form: ShippingForm,
  customer: ShippingCustomer | null,
  loggedIn: boolean,
): { country: string | null } | null {
  if (!needsShipping(lines)) return null;
  const delivering = !(form.sameAsBilling && hasBilling(customer));
  const chosen = delivering ? form.country.trim() || null : null;
  if (loggedIn) return { country: chosen };
  const country = chosen ?? (hasBilling(customer) ? customer!.addrBilling!.country : null);
  return country ? { country } : null;
}

/** The delivery address sent with the payment (aux.shipping); null for the billing address. */
export function shippingAddress(
  lines: BasketLine[],
  form: ShippingForm,
  customer: ShippingCustomer | null,
): ShippingValues | null {
  if (!needsShipping(lines) || (form.sameAsBilling && hasBilling(customer))) return null;
  const v = pick(form);
  return {
    name: nameText(v.name),
    street: v.street.trim(),
    zip: v.zip.trim(),
    city: v.city.trim(),
    country: v.country.trim(),
  };
}

export interface ShippingCartLine {
  type: BasketLine["type"];
  id: number | string;
  count: number;
  datetime?: string;
}

/** The cart of the shipping-costs call: each line's type, id, count and datetime (spec 000 section 7). */
export function shippingCart(lines: BasketLine[]): ShippingCartLine[] {
  return lines.map((l) => {
    const datetime = "datetime" in l ? l.datetime : undefined;
    return datetime ? { type: l.type, id: l.id, count: l.count, datetime } : { type: l.type, id: l.id, count: l.count };
  });
}
