// What the account screens share: the context the account actions (./actions.ts) are called
// with, the toasts of the error catalogue, and where to go afterwards (the saved redirect,
// returnTo or a fallback).
import { useLocation, useSearch } from "wouter";
import { useEmbed } from "../../stores/context";
import { authTarget, withReturnTo } from "../../domain/account-targets";
import type { Tone } from "../../domain/tone";
import { TOASTS } from "./messages";

export type ToastCode = keyof typeof TOASTS;

export function useAccount() {
  const { api, stores } = useEmbed();
  const ctx = { api, stores };
  const [, navigate] = useLocation();
  const returnTo = new URLSearchParams(useSearch()).get("returnTo");
  return {
    /** What the account actions (./actions.ts) are called with. */
    ctx,
    returnTo,
    navigate,
    toast: (code: ToastCode, tone: Tone) => stores.shell.getState().toast({ id: TOASTS[code] }, tone),
    /** An account route, keeping returnTo for the next screen. */
    next: (route: string) => withReturnTo(route, returnTo),
    /** Leaves the account screens for the saved redirect, returnTo, or the fallback. */
    goOn: (fallback?: string) => navigate(authTarget(stores.shell.getState().nav, returnTo, fallback)),
  };
}
