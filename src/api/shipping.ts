// Shipping costs (spec 000 section 7): the cart's lines and, when known, the destination
// country; the token when logged in. A 422 carries the error code that is stored. "data (the
// cost)": an answer that is not a whole, non-negative amount fails (DecodeError) and is never
// taken for free shipping: the order waits for a cost.
import type { ApiClient } from "./client";
import { need, numOr } from "./decode";
import type { ShippingCartLine } from "../domain/shipping";

export function decodeShippingCost(v: unknown): number {
  const n = numOr(v);
  return need("shipping/costs", "data", n !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : undefined);
}

export const getShippingCosts = (api: ApiClient, cart: ShippingCartLine[], country: string | null) =>
  api
    .post<unknown>("shipping/costs", country ? { cart, country } : { cart }, {
      auth: true,
      handled: [0, 400, 422],
    })
    .then(decodeShippingCost);
