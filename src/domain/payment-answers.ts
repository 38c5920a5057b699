// What each answer of the payment calls means for the visitor (issue 32), as pure rules the
// checkout's actions call: a refusal is a plain status and code here (no answer at all, or one
// that cannot be read, is status 0). The rule that matters most: only an answer that says the
// money was not taken is a failure; anything unclear leaves the outcome open, never "failed",
// never "cancelled", and never an invitation to pay again.

/** A refused or lost call: its HTTP status (0: no answer, or none that could be read) and code. */
export interface Refusal {
  status: number;
  code: string | null;
}

/**
 * checkout/execPayment refused: "failed" only when the service says the payment did not go
 * through (400: declined, not completed, not this payment; 410: the cart is gone unpaid); 410
 * CART_PAID is a paid basket; every other answer (lost, 5xx, undecodable, 401, 403, 406, 408,
 * 409, 422, 429) leaves the payment's fate open.
 */
export function execOutcome(r: Refusal): "paid" | "failed" | "unknown" {
  if (r.status === 410) return r.code === "CART_PAID" ? "paid" : "failed";
  return r.status === 400 ? "failed" : "unknown";
}

/**
 * What a definite refusal of execPayment asks of the basket: 410 (the cart is gone unpaid) makes
 * the basket forget its cart ("cartGone"); any other is read for the line or field it names.
 */
export const execRefusal = (status: number): "cartGone" | "refused" => (status === 410 ? "cartGone" : "refused");

/**
 * An open order's review refused: 406 is an order that cannot be shown (paid, cancelled, or not
 * this visitor's), said as such; anything else is a failure with a retry.
 */
export const orderReviewRefusal = (status: number): "notAvailable" | "failed" =>
  status === 406 ? "notAvailable" : "failed";

/**
 * checkout/cancel refused: 410 CART_PAID is paid (never "cancelled"), any other 410 is gone
 * (timed out or cancelled before); everything else is no answer to act on.
 */
export function cancelOutcome(r: Refusal): "paid" | "gone" | "failed" {
  if (r.status !== 410) return "failed";
  return r.code === "CART_PAID" ? "paid" : "gone";
}

/**
 * checkout/initPayment refused: a login that is needed or expired ("login": the shell's error
 * policy takes the visitor there), a basket paid already ("alreadyPaid": its lines are settled,
 * never paid again), the service failing ("server", said beside the order button), no answer in
 * time ("noAnswer": the provider was never reached, nothing was charged, trying again is safe; the
 * service keeps the newest start of a basket), or a refusal
 * of the order itself ("refused": the line or field it names).
 */
export function orderRefusal(r: Refusal): "login" | "alreadyPaid" | "server" | "noAnswer" | "refused" {
  if (r.status === 401 || r.status === 403) return "login";
  if (r.status === 409 && r.code === "BASKET_PAID") return "alreadyPaid";
  // no answer (lost, or none in time): the provider was never reached, so nothing was charged
  if (r.status === 0) return "noAnswer";
  return r.status >= 500 ? "server" : "refused";
}

/**
 * checkout/initPaymentOrder refused (an open order paid from its review): the shell's policy
 * speaks for a login and a failing service ("policy"); 410 is an order paid or gone.
 */
export function orderPaymentRefusal(r: Refusal): "policy" | "gone" | "refused" {
  if (r.status === 401 || r.status === 403 || r.status >= 500) return "policy";
  return r.status === 410 ? "gone" : "refused";
}

/**
 * Whether this embed takes a return: one that names its embed (`?embed=…`) belongs to that
 * embed only; one that names none (or an empty name) belongs to whichever embed owns the route.
 */
export const takesReturn = (embedId: string, namedEmbed: string | null): boolean =>
  !namedEmbed || namedEmbed === embedId;
