// Formatting hooks bound to the embed's current language. The language is the shell store's
// (its one source); Lingui's active locale follows it (app/App.tsx switches both together).
import { useShell } from "../stores/context";
import { formatMoney } from "../domain/money";
import { formatDate, formatKeyDate } from "../domain/dates";
import { countryName } from "../domain/countries";
import type { Language } from "../domain/config";

export function useLang(): Language {
  return useShell((s) => s.lang);
}

export function useFormat() {
  const lang = useLang();
  return {
    lang,
    money: (minor: number) => formatMoney(minor, lang),
    date: (d: Date) => formatDate(d),
    keyDate: (s: string) => formatKeyDate(s),
    country: (code: string) => countryName(code, lang),
  };
}
