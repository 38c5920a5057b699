// The cookie notice: sanitised server HTML and an accept button, shown when the configuration
// asks for it and the visitor has not accepted in this session.
import { useConfig, useEmbed, useShell } from "../stores/context";
import { useT } from "../i18n/use-t";
import { preloadSanitiser, SafeHtml } from "../ui/safe-html";
import { Button } from "../ui/button";
import { defineStyles, useStyles } from "../styles/use-styles";

const styles = defineStyles({
  box: `display:flex;flex-wrap:wrap;align-items:center;gap:.75em 1.5em;padding:1em;margin:.75em 0;background:var(--f-surface);
    border:1px solid var(--f-border);border-radius:var(--f-radius);& > div{flex:1 1 20em} & p{margin:0}`,
});

// loaded while the static content is still on its way: DOMPurify, where needed, with it
preloadSanitiser();

export function CookieNotice() {
  const s = useStyles(styles);
  const t = useT();
  const config = useConfig();
  const accepted = useShell((x) => x.cookieAccepted);
  const html = useShell((x) => x.content?.cookie_warning ?? "");
  const { stores } = useEmbed();
  if (!config.cookie_disclaimer || accepted || !html) return null;
  return (
    <section className={s.box} aria-label={t("cookie.label")} data-testid="cookie-notice">
      <SafeHtml html={html} />
      <Button onClick={() => stores.shell.getState().acceptCookies()}>{t("cookie.accept")}</Button>
    </section>
  );
}
