// Language choice, only when the shop offers more than one. Switching keeps the route and
// re-renders in place (the embed never reloads the host page).
import { Link, useLocation, useSearch } from "wouter";
import { useConfig, useShell } from "../stores/context";
import { useT } from "../i18n/use-t";
import { Disclosure } from "../ui/Disclosure";
import type { Language } from "../domain/config";

const NAMES: Record<Language, string> = {
  de: "Deutsch",
  en: "English",
  fr: "Français",
  it: "Italiano",
  nl: "Nederlands",
  es: "Español",
  sv: "Svenska",
  da: "Dansk",
};

export function LanguageMenu() {
  const config = useConfig();
  const lang = useShell((s) => s.lang);
  const t = useT();
  const [location] = useLocation();
  const search = useSearch();
  if (config.languages.length < 2) return null;
  const name = (l: Language) => config.languagesFull[l] || NAMES[l];
  return (
    <Disclosure
      label={
        <>
          <span className="sr-only">{t("language.label")}: </span>
          <span lang={lang}>{lang.toUpperCase()}</span>
        </>
      }
    >
      {(close) => (
        <ul>
          {config.languages.map((l) => (
            <li key={l}>
              <Link
                href={`~/${l}${location === "/" ? "" : location}${search ? `?${search}` : ""}`}
                lang={l}
                hrefLang={l}
                aria-current={l === lang ? "true" : undefined}
                onClick={close}
              >
                {name(l)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Disclosure>
  );
}
