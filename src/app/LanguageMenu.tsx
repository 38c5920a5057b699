// Language choice, only when the shop offers more than one: a native select (keyboard and
// screen readers know it). Switching keeps the route and re-renders in place.
import { useLocation, useSearch } from "wouter";
import { useConfig, useShell } from "../stores/context";
import { useT } from "../i18n/use-t";
import { defineStyles, useStyles } from "../styles/use-styles";
import { nativeName } from "../domain/config-languages";

const styles = defineStyles({
  select: `min-height:44px;padding:.4em .5em;border:1px solid var(--f-border);border-radius:var(--f-radius);background:var(--f-bg);
    cursor:pointer`,
});

export function LanguageMenu() {
  const s = useStyles(styles);
  const config = useConfig();
  const lang = useShell((x) => x.lang);
  const t = useT();
  const [location, navigate] = useLocation();
  const search = useSearch();
  if (config.languages.length < 2) return null;
  return (
    <select
      className={s.select}
      aria-label={t("language.label")}
      value={lang}
      onChange={(e) => navigate(`~/${e.target.value}${location === "/" ? "" : location}${search ? `?${search}` : ""}`)}
    >
      {config.languages.map((l) => (
        <option key={l} value={l} lang={l}>
          {config.languagesFull[l] || nativeName(l)}
        </option>
      ))}
    </select>
  );
}
