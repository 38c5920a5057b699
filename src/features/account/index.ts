// The account screens (issue 7): login, registration, guest registration, password recovery
// and settings. Logout (#/logout, without language) belongs to the shell (src/app/logout.tsx).
import type { RouteDef } from "../../stores/route-types";

// what each screen needs besides its file (its imports, the registrations' first read) is in
// needs.ts: a navigation asks for all of it at once
const needs = () => import("./needs");
const account = { secondary: true, catalog: "account", needs } as const;

export const routes: RouteDef[] = [
  { name: "login", ...account, load: () => import("./screens/login").then((m) => m.Login) },
  {
    name: "registerSuccess",
    ...account,
    load: () => import("./screens/register-success").then((m) => m.RegisterSuccess),
  },
  { name: "register", ...account, load: () => import("./screens/register").then((m) => m.Register) },
  { name: "registerGuest", ...account, load: () => import("./screens/register-guest").then((m) => m.RegisterGuest) },
  { name: "forgotPassword", ...account, load: () => import("./screens/forgot-password").then((m) => m.ForgotPassword) },
  {
    name: "passwordResetSuccess",
    ...account,
    load: () => import("./screens/password-reset-success").then((m) => m.PasswordResetSuccess),
  },
  { name: "recover", ...account, load: () => import("./screens/recover").then((m) => m.Recover) },
  { name: "recoverSuccess", ...account, load: () => import("./screens/recover-success").then((m) => m.RecoverSuccess) },
  { name: "settings", ...account, load: () => import("./screens/settings").then((m) => m.Settings) },
];
