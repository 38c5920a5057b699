// Shipping costs (spec 000 section 7): the cart's lines and, when known, the destination
// country; the token when logged in. A 422 carries the error code that is stored.
import type { ApiClient } from "./client";
import type { ShippingCartLine } from "../domain/shipping";

export const getShippingCosts = (api: ApiClient, cart: ShippingCartLine[], country: string | null) =>
  api.post<number>("shipping/costs", country ? { cart, country } : { cart }, { auth: true, handled: [0, 400, 422] });
