// What the account routes need besides their screens' files (RouteDef.needs): the files their
// screens import, which the browser would find only in the screen's file, a round trip later, and
// the registrations' first read. Apart from index.ts: the route table is part of the start module
// (the account's files named there cost it about 300 B). A file named here stands for the shared
// file rollup put it in (the form's name rules: the checkout's parts).
import type { RouteName } from "../../domain/paths";
import type { RouteNeeds } from "../../stores/route-types";
import { CUSTOMER_ATTRIBUTES } from "../../api/customer-reads";

type Parts = NonNullable<RouteNeeds["parts"]>;

/** What every account screen imports: the account's calls and messages, the basket's and the forms' shared files. */
const common: Parts = [
  () => import("./use-account"),
  () => import("./messages"),
  () => import("../../ui/name-refusals"),
  () => import("../../stores/basket-actions"),
  () => import("../../stores/stored-lines"),
  () => import("../../domain/account-form"),
  () => import("../../ui/field"),
  () => import("../../stores/cached"),
  () => import("../../api/customer-reads"),
];
/** A form screen: its actions and checks, and the focus on the first invalid field. */
const form: Parts = [
  ...common,
  () => import("./actions"),
  () => import("../../domain/account-validation"),
  () => import("./styles"),
  () => import("../../ui/focus-invalid"),
];
/** A form of the customer's details, which says a problem of the whole form above it. */
const customerForm: Parts = [
  ...form,
  () => import("./components/form-problem"),
  () => import("./components/customer-fields"),
  () => import("./components/attributes-gate"),
  () => import("./use-customer-form"),
  () => import("./use-submit"),
];
/** The registrations: the customer's form asks what to ask (customer/attr) at once. */
const registration: RouteNeeds = {
  parts: [...customerForm, () => import("./components/auth-shell")],
  reads: () => [CUSTOMER_ATTRIBUTES],
};
/** A screen that tells what happened, with the way back for a visitor not logged in. */
const told: RouteNeeds = { parts: [...common, () => import("./components/not-logged-in")] };

export const needs: Partial<Record<RouteName, RouteNeeds>> = {
  login: { parts: form },
  forgotPassword: { parts: form },
  recover: { parts: form },
  settings: { parts: customerForm },
  register: registration,
  registerGuest: registration,
  registerSuccess: told,
  recoverSuccess: told,
  passwordResetSuccess: { parts: common },
};
