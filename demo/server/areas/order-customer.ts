// `customer/fromOrder?id` (spec 000 section 7): who an order belongs to, for the order's page.
// Personal data only to whom it belongs (issue 33): the call takes the token (`_`) of the order's
// own customer, and answers the contract's fields only, never the stored record (password hash
// and salt, phone, delivery address). No token (or an expired one) is 401 whatever the order; an
// unknown or cancelled order, or one without a customer, 406; another customer's token 403.
import type { Context } from "hono";
import type { SandboxState } from "../state";
import { fail, ok } from "../http";
import { SEEDED_EMAIL } from "../seed/accounts";
import { checkoutData, type SandboxOrder } from "./checkout-carts";
import { checkToken, registeredByEmail } from "./sessions";

/** The fields docs/service-contract.md names for an order's customer: nothing more goes out. */
export function contractCustomer(c: SandboxOrder["customer"]) {
  const { street, zip, city, country } = c.addrBilling;
  return {
    salutation: c.salutation,
    fname: c.fname,
    lname: c.lname,
    company: c.company,
    email: c.email,
    addrBilling: { street, zip, city, country },
  };
}

/**
 * The account an order belongs to: a paid cart's customer (the order keeps the customer record,
 * with its id), or for a seeded order the seeded account of its e-mail. An order the museum made
 * for someone without an account (the school's) belongs to no account: nobody reads its customer
 * online (the mail that carries its link names them).
 */
function ownerOf(state: SandboxState, order: SandboxOrder): number | null {
  const customer = order.customer as SandboxOrder["customer"] & { id?: unknown };
  if (typeof customer.id === "number") return customer.id;
  const seeded = customer.email.toLowerCase() === SEEDED_EMAIL ? registeredByEmail(state, SEEDED_EMAIL) : undefined;
  return seeded?.id ?? null;
}

export function orderCustomer(state: SandboxState) {
  return (c: Context) => {
    // the proof first: without it, not even whether the order exists is told
    const check = checkToken(c, state);
    if (check.status !== "ok") return fail(c, 401, "AUTH_REQUIRED");
    const order = checkoutData(state).orders.get(c.req.query("id") ?? "");
    if (!order || order.status === "canceled" || !order.customer.email) return fail(c, 406, "ORDER_NOT_AVAILABLE");
    if (ownerOf(state, order) !== check.customer.id) return fail(c, 403, "ORDER_NOT_YOURS");
    return ok(c, contractCustomer(order.customer));
  };
}
