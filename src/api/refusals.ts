// A refused call as the checkout reads it (spec 000 section 8): its status and code, and the code it
// names for a line or field. Apart from errors.ts, which every first visit loads with the client.
import { ApiError } from "./errors";

/**
 * The basket error from a string, or from the first value of an error object (spec 000
 * section 8).
 */
export function firstErrorValue(value: unknown): string | null {
  if (typeof value === "string") return value || null;
  if (value && typeof value === "object") {
    for (const v of Object.values(value as Record<string, unknown>)) {
      const found = firstErrorValue(Array.isArray(v) ? v[0] : v);
      if (found) return found;
    }
  }
  return null;
}

/**
 * A failed call as the payment rules read it (domain/payment-answers.ts): an ApiError's status
 * and code; anything else (no answer, one that could not be read) is status 0.
 */
export function refusalOf(e: unknown): { status: number; code: string | null } {
  return e instanceof ApiError ? { status: e.status, code: e.code } : { status: 0, code: null };
}

/**
 * The code a refused checkout call names for its line or field (spec 000: a 422 in `error`, a 400
 * in `message`, else the answer's own `code`); other statuses name none. What the code means is
 * domain/checkout-errors.ts's `cartProblem`.
 */
export function refusalCode(e: ApiError): string | null {
  if (e.status === 422) return firstErrorValue(e.body.error) ?? e.code;
  if (e.status === 400) return firstErrorValue(e.body.message) ?? e.code;
  return null;
}
