// Customers and tokens, shared by every call that takes the token as `_` (spec 000 section 6).
// The account calls themselves (login, register, ...) live in the accounts area.
import type { Context } from "hono";
import type { AreaModule, SandboxState } from "../state";
import { fail, ok } from "../http";

export interface SandboxCustomer {
  id: number;
  salutation: string;
  fname: string;
  lname: string;
  company: string;
  email: string;
  phone: string;
  addrBilling: { street: string; zip: string; city: string; country: string };
  addrShipping: { id: number; name: string; street: string; zip: string; city: string; country: string } | null;
  isGuest: boolean;
  send_invoice: boolean;
  /** The slow hash of the MD5 the widget sends; never the password or the MD5 itself. */
  passwordHash: string;
  passwordSalt: string;
}

export interface SessionData {
  customers: SandboxCustomer[];
  tokens: Map<string, { customerId: number; expires: number }>;
  nextCustomerId: number;
}

export const sessions = (state: SandboxState) => state.area<SessionData>("sessions");

/** A random token of `length` alphanumeric characters. */
export function randomToken(length = 32): string {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => chars[b % chars.length]).join("");
}

export function issueToken(state: SandboxState, customerId: number): string {
  const token = randomToken();
  sessions(state).tokens.set(token, { customerId, expires: state.clock.now().getTime() + state.settings.tokenTtlMs });
  return token;
}

export type TokenCheck = { status: "none" } | { status: "expired" } | { status: "ok"; customer: SandboxCustomer };

/** The customer behind the request's `_` token. */
export function checkToken(c: Context, state: SandboxState): TokenCheck {
  const token = c.req.query("_");
  if (!token) return { status: "none" };
  const entry = sessions(state).tokens.get(token);
  if (!entry || entry.expires <= state.clock.now().getTime()) return { status: "expired" };
  const customer = sessions(state).customers.find((x) => x.id === entry.customerId);
  return customer ? { status: "ok", customer } : { status: "expired" };
}

/** The customer as the widget sees it (no password fields). */
export function publicCustomer(c: SandboxCustomer) {
  const { passwordHash: _h, passwordSalt: _s, id: _id, ...rest } = c;
  return rest;
}

export const sessionsArea: AreaModule = {
  name: "sessions",
  seed(state) {
    state.data.sessions = { customers: [], tokens: new Map(), nextCustomerId: 1 } satisfies SessionData;
  },
  routes(api, state) {
    api.get("/:lang/customer", (c) => {
      const check = checkToken(c, state);
      if (check.status !== "ok") return fail(c, 401, "AUTH_REQUIRED");
      return ok(c, publicCustomer(check.customer));
    });
  },
};
