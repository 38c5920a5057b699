// The account actions as plain functions of the embed's API client and stores, callable without
// React (the screens call them; tests call them against the sandbox). Each makes its service
// calls and keeps the session up to date; what the visitor sees (toasts, field messages, where
// to go) stays with the screens. A refusal the visitor can act on is an Outcome; anything else
// (the service unreachable, an answer that is not one) rejects, as the API calls do.
import type { StoreApi } from "zustand/vanilla";
import type { ApiClient } from "../../api/client";
import * as account from "../../api/account";
import { getCustomer, type Customer } from "../../api/customer";
import { ApiError } from "../../api/errors";
import type { RegistrationPayload, ShippingValues } from "../../domain/account-form";
import { guestBlockingErrors, type FieldErrors } from "../../domain/account-validation";
import type { SessionState } from "../../stores/session";
import { nameText } from "../../domain/names";

/** What the account actions need of an embed. */
export interface AccountContext {
  api: ApiClient;
  stores: { session: StoreApi<SessionState> };
}

/** Done, or refused by the service with a status (and, for a 422, its field errors). */
export type Outcome = { ok: true } | { ok: false; status: number; fields: FieldErrors };

const DONE: Outcome = { ok: true };
const refused = (status: number, fields: FieldErrors = {}): Outcome => ({ ok: false, status, fields });

/** Runs a call; an ApiError becomes a refusal, anything else rejects. */
async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    await run();
    return DONE;
  } catch (error) {
    if (error instanceof ApiError) return refused(error.status, error.fields);
    throw error;
  }
}

const keep = (ctx: AccountContext) => (customer: Customer) => ctx.stores.session.getState().setCustomer(customer);

/**
 * Stores a token the service just gave, with its customer. The payment types follow the token by
 * themselves (src/app/bootstrap.ts); a password is kept nowhere.
 */
export async function signInWith(ctx: AccountContext, token: string): Promise<void> {
  const customer = await getCustomer(ctx.api, token).catch(() => null);
  ctx.stores.session.getState().signIn(token, customer);
}

/** Logs in with e-mail and password; a 401, 403 or 422 is the visitor's wrong credentials. */
export const logIn = (ctx: AccountContext, email: string, password: string) =>
  outcome(async () => signInWith(ctx, await account.login(ctx.api, email, password)));

/**
 * Registers an account and logs it in at once. `signedIn` is false when the account exists but
 * the login after it failed (the visitor logs in by hand).
 */
export async function registerAccount(
  ctx: AccountContext,
  c: RegistrationPayload,
): Promise<Outcome | { ok: true; signedIn: boolean }> {
  const registered = await outcome(() => account.register(ctx.api, c));
  if (!registered.ok) return registered;
  const signedIn = await logIn(ctx, c.email ?? "", c.password ?? "").then(
    (o) => o.ok,
    () => false,
  );
  return { ok: true, signedIn };
}

/**
 * A guest: the validate call's 422 is accepted when it concerns only the password (a guest has
 * none) or an e-mail already registered; then auth/guest gives the guest's token.
 */
export async function registerGuest(ctx: AccountContext, c: RegistrationPayload): Promise<Outcome> {
  const checked = await outcome(() => account.validate(ctx.api, c));
  if (!checked.ok) {
    if (checked.status !== 422) return checked;
    const blocking = guestBlockingErrors(checked.fields);
    if (Object.keys(blocking).length) return refused(422, blocking);
  }
  return outcome(async () => signInWith(ctx, await account.loginGuest(ctx.api, c)));
}

/** The validate-only checks made when the visitor leaves a field: quiet, their 422 carries the errors. */
export const checkRegistration = (ctx: AccountContext, c: RegistrationPayload) => account.validate(ctx.api, c, true);
export const checkProfile = (ctx: AccountContext, c: Partial<RegistrationPayload>) =>
  account.validateUpdate(ctx.api, c);

/** Saves the profile (person and billing address); the session keeps the customer answered. */
export const saveProfile = (ctx: AccountContext, c: Partial<RegistrationPayload>) =>
  outcome(async () => keep(ctx)(await account.updateCustomer(ctx.api, c)));

/** Saves the delivery address as typed (trimmed), or delivery to the billing address (null). */
export function saveDelivery(ctx: AccountContext, values: ShippingValues | null): Promise<Outcome> {
  const shipping = values && {
    ...values,
    name: nameText(values.name),
    street: values.street.trim(),
    zip: values.zip.trim(),
    city: values.city.trim(),
  };
  return outcome(async () => keep(ctx)(await account.updateCustomer(ctx.api, { shipping })));
}

/** Changes the e-mail, confirmed with the password (its 422 is `email` or `_po`). */
export const changeEmail = (ctx: AccountContext, password: string, email: string) =>
  outcome(async () => keep(ctx)(await account.changeEmail(ctx.api, password, email)));

/** Changes the password (its 422 is `_po` for the current, `_pn` for the new one). */
export const changePassword = (ctx: AccountContext, current: string, next: string) =>
  outcome(() => account.changePassword(ctx.api, current, next));

/** Asks for a recovery mail with a link back to `backlink` (its 422 is `email`). */
export const requestPasswordReset = (ctx: AccountContext, email: string, backlink: string) =>
  outcome(() => account.requestPasswordReset(ctx.api, email, backlink));

/** Sets the new password of a recovery link and logs the visitor in with it. */
export const resetPassword = (ctx: AccountContext, token: string, password: string) =>
  outcome(async () => signInWith(ctx, await account.confirmPasswordReset(ctx.api, token, password)));
