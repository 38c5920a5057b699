// Formatting hooks bound to the embed's current language.
import { useLingui } from "@lingui/react";
import { formatMoney } from "../domain/money";
import { formatDate, formatKeyDate } from "../domain/dates";
import type { Language } from "../domain/config";

export function useLang(): Language {
  return useLingui().i18n.locale as Language;
}

export function useFormat() {
  const lang = useLang();
  return {
    lang,
    money: (minor: number) => formatMoney(minor, lang),
    date: (d: Date) => formatDate(d),
    keyDate: (s: string) => formatKeyDate(s),
  };
}
