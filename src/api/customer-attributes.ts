// customer/attr (spec 000 section 7): what the customer forms ask and where to. Apart from
// customer.ts, whose customer the entry restores: only the cached reads (stores/cached.ts) ask it.
import type { ApiClient } from "./client";
import type { CustomerAttributes } from "./customer";
import { CUSTOMER_ATTRIBUTES } from "./customer-reads";
import { each, needArr, needObj, str, strOr, entries } from "./decode";

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
