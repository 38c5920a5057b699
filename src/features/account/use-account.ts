// What the account screens share: signing in with a token the service just gave, the toasts of
// the error catalogue, and where to go afterwards (the saved redirect, returnTo or a fallback).
import { useLocation, useSearch } from "wouter";
import { useEmbed } from "../../stores/context";
import { getCustomer } from "../../api/customer";
import { authTarget, withReturnTo } from "../../domain/account-redirects";
import type { Tone } from "../../stores/shell";
import { TOASTS } from "./messages";

export type ToastCode = keyof typeof TOASTS;

export function useAccount() {
  const { api, stores } = useEmbed();
  const [, navigate] = useLocation();
  const returnTo = new URLSearchParams(useSearch()).get("returnTo");
  return {
    api,
    returnTo,
    navigate,
    toast: (code: ToastCode, tone: Tone) => stores.shell.getState().toast({ id: TOASTS[code] }, tone),
    /**
     * Stores the token with its customer. The payment types follow the token by themselves
     * (src/app/bootstrap.ts); the password the visitor typed is kept nowhere.
     */
    async signInWith(token: string) {
      const customer = await getCustomer(api, token).catch(() => null);
      stores.session.getState().signIn(token, customer);
    },
    /** An account route, keeping returnTo for the next screen. */
    next: (route: string) => withReturnTo(route, returnTo),
    /** Leaves the account screens for the saved redirect, returnTo, or the fallback. */
    goOn: (fallback?: string) => navigate(authTarget(stores.shell.getState().nav, returnTo, fallback)),
  };
}
