// Customers and tokens, shared by every call that takes the token as `_` (spec 000 section 6).
// The account calls themselves (login, register, ...) live in the accounts area.
import type { Context } from "hono";
import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
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

/** The MD5 the widget sends instead of a password: 32 hex digits. */
export const isMd5 = (value: unknown): value is string => typeof value === "string" && /^[0-9a-f]{32}$/i.test(value);

/** A slow, salted hash (scrypt) of the MD5 the widget sends; only this is stored. */
export function hashSecret(
  md5: string,
  salt = randomBytes(16).toString("hex"),
): { passwordHash: string; passwordSalt: string } {
  return { passwordHash: scryptSync(md5.toLowerCase(), salt, 32).toString("hex"), passwordSalt: salt };
}

/** True when the MD5 matches the customer's stored hash (guests have none: never). */
export function verifySecret(customer: SandboxCustomer, md5: unknown): boolean {
  if (!isMd5(md5) || !customer.passwordHash || !customer.passwordSalt) return false;
  const actual = Buffer.from(hashSecret(md5, customer.passwordSalt).passwordHash, "hex");
  return timingSafeEqual(actual, Buffer.from(customer.passwordHash, "hex"));
}

/** Adds a customer and returns it. */
export function addCustomer(state: SandboxState, customer: Omit<SandboxCustomer, "id">): SandboxCustomer {
  const data = sessions(state);
  const created = { ...customer, id: data.nextCustomerId++ };
  data.customers.push(created);
  return created;
}

/** The registered (non-guest) customer with this e-mail, if any. */
export const registeredByEmail = (state: SandboxState, email: string) =>
  sessions(state).customers.find((x) => !x.isGuest && x.email.toLowerCase() === email.trim().toLowerCase());

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
