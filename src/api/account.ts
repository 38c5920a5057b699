// The account calls (spec 000 section 7). A token must look like one, a customer is decoded
// (customer.ts), a write that only says "done" fails when its answer says it was not (decode.ts
// `done`). Passwords leave the browser only as the MD5 the service contract demands, computed
// here at the moment of sending; nothing keeps them.
import md5 from "crypto-js/md5";
import type { ApiClient } from "./client";
import { decodeCustomer } from "./customer";
import { done, need } from "./decode";
import type { RegistrationPayload } from "../domain/account-form";
import { isToken } from "./token";

export type { RegistrationPayload };

const hash = (password: string) => md5(password).toString();

/** The payload as sent: the password (if any) replaced by its MD5. */
const sendable = (c: RegistrationPayload) => ({
  c: c.password === undefined ? c : { ...c, password: hash(c.password) },
});

const readToken = (call: string) => (v: unknown) => need(call, "data", isToken(v) ? v : undefined);

/** The login token. 401 and 422 are the visitor's to see (AUTH_LOGIN_FAILED). */
export const login = (api: ApiClient, email: string, password: string) =>
  api
    .post<unknown>("auth/login", { _u: email.trim(), _p: hash(password) }, { handled: [401, 403, 422] })
    .then(readToken("auth/login"));

/** A guest's token. */
export const loginGuest = (api: ApiClient, c: RegistrationPayload) =>
  api.post<unknown>("auth/guest", sendable(c), { handled: [422] }).then(readToken("auth/guest"));

/** The result of a write whose answer only says it was done (see `done`): `{ [field]: true }`. */
const result =
  <K extends string>(call: string, field: K) =>
  (v: unknown) =>
    ({ [field]: done(call, field, v) }) as Record<K, boolean>;

export const register = (api: ApiClient, c: RegistrationPayload) =>
  api
    .post<unknown>("customer/register", sendable(c), { handled: [422] })
    .then(result("customer/register", "registered"));

/**
 * Validate-only variant of register (a 422 carries the field errors). A check on blur is quiet:
 * a failure of the check itself must not show the shell's error message.
 */
export const validate = (api: ApiClient, c: RegistrationPayload, quiet = false) =>
  api
    .post<unknown>("customer/validate", sendable(c), { handled: quiet || [422] })
    .then(result("customer/validate", "valid"));

export const updateCustomer = (api: ApiClient, c: Partial<RegistrationPayload>) =>
  api
    .post<unknown>("customer/update", { c }, { auth: true, handled: [422] })
    .then((d) => decodeCustomer("customer/update", d));

/** Validate-only variant of update, for the check on blur: quiet, like validate's. */
export const validateUpdate = (api: ApiClient, c: Partial<RegistrationPayload>) =>
  api
    .post<unknown>("customer/update", { c }, { auth: true, query: { validate: 1 }, handled: true })
    .then(result("customer/update?validate", "valid"));

export const requestPasswordReset = (api: ApiClient, email: string, backlink: string) =>
  api
    .post<unknown>("customer/pwdreset", { email: email.trim(), backlink }, { handled: [400, 404, 422] })
    .then(result("customer/pwdreset", "sent"));

/** Sets the new password of a recovery link; answers a login token. */
export const confirmPasswordReset = (api: ApiClient, token: string, password: string) =>
  api
    .post<unknown>("customer/pwdconfirm", { token, _p: hash(password) }, { handled: [400, 404, 410, 422] })
    .then(readToken("customer/pwdconfirm"));

export const changePassword = (api: ApiClient, oldPassword: string, newPassword: string) =>
  api
    .post<unknown>(
      "customer/pwdchange",
      { _po: hash(oldPassword), _pn: hash(newPassword) },
      { auth: true, handled: [422] },
    )
    .then(result("customer/pwdchange", "changed"));

export const changeEmail = (api: ApiClient, password: string, email: string) =>
  api
    .post<unknown>("customer/emailchange", { _po: hash(password), email: email.trim() }, { auth: true, handled: [422] })
    .then((d) => decodeCustomer("customer/emailchange", d));
