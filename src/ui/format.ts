// Formatting hooks bound to the embed's current language. The language is the shell store's
// (its one source), handed to the shared parts by app/ui-bridge.tsx; Lingui's active locale
// follows it (app/app.tsx switches both together).
import { useContext } from "react";
import { UiLangContext } from "./ui-context";
import { formatMoney } from "../domain/money";
import { formatDate, formatKeyDate } from "../domain/dates";
import { countryName } from "../domain/countries";
import type { Language } from "../domain/config";

export function useLang(): Language {
  const lang = useContext(UiLangContext);
  if (!lang) throw new Error("Foyer component outside an embed");
  return lang;
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
