// Language choice, only when the shop offers more than one: a native select (keyboard and
// screen readers know it). Switching keeps the route and re-renders in place, and only on an
// explicit choice (WCAG 3.2.2): arrow keys on the closed select (which Chromium turns into
// `change` at once) only move through the languages; Enter switches, leaving puts it back.
import { useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useConfig, useShell } from "../stores/context";
import { useT } from "../i18n/use-t";
import { defineStyles, useStyles } from "../styles/use-styles";
import { nativeName } from "../domain/config-languages";

/** Keys that move a closed select's value without opening it. */
const BROWSE_KEYS = /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down)|.)$/;

const styles = defineStyles({
  select: `min-height:44px;padding:.4em .5em;border:1px solid var(--f-control-border);border-radius:var(--f-radius);background:var(--f-bg);
    cursor:pointer`,
});

export function LanguageMenu() {
  const s = useStyles(styles);
  const config = useConfig();
  const lang = useShell((x) => x.lang);
  const t = useT();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const browsing = useRef(false);
  const [pending, setPending] = useState<string | null>(null);
  if (config.languages.length < 2) return null;
  const go = (to: string) => {
    setPending(null);
    if (to !== lang) navigate(`~/${to}${location === "/" ? "" : location}${search ? `?${search}` : ""}`);
  };
  return (
    <select
      className={s.select}
      aria-label={t("language.label")}
      value={pending ?? lang}
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          browsing.current = false;
          if (pending) go(pending);
        } else browsing.current = BROWSE_KEYS.test(e.key);
      }}
      onPointerDown={() => (browsing.current = false)}
      onBlur={() => setPending(null)}
      onChange={(e) => (browsing.current ? setPending(e.target.value) : go(e.target.value))}
    >
      {config.languages.map((l) => (
        <option key={l} value={l} lang={l}>
          {config.languagesFull[l] || nativeName(l)}
        </option>
      ))}
    </select>
  );
}
