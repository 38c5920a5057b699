// Breadcrumbs (show_breadcrumbs): home, then webshop, then the current screen. The short form
// (short_breadcrumbs) leaves out home. Home is the museum's main site when one is configured, and
// belongs to the page's first shop: a second shop's trail starts at its own start (issue 35).
import { safeLink } from "../domain/links";
import { Link, useLocation } from "wouter";
import { useConfig, useLandmarkName, useShell } from "../stores/context";
import { useT } from "../i18n/use-t";
import { defineStyles, useStyles } from "../styles/use-styles";

const styles = defineStyles({
  list: `display:flex;flex-wrap:wrap;list-style:none;margin:.75em 0 0;padding:0;font-size:.875em;color:var(--f-muted);
    & li+li::before{content:"/" / "";margin:0 .5em;color:var(--f-border)}`,
});

/** `home`: whether the trail starts at the museum's main site (the page's first shop). */
export function Breadcrumbs({ title, home }: { title: string; home: boolean }) {
  const s = useStyles(styles);
  const t = useT();
  const name = useLandmarkName(t("breadcrumbs.label"));
  const config = useConfig();
  const lang = useShell((x) => x.lang);
  const [location] = useLocation();
  if (!config.show_breadcrumbs) return null;
  const mainSite = safeLink(config.museumPerLanguageUrls[lang] || config.museumMainUrl);
  const atShopHome = location === "/";
  return (
    <nav aria-label={name}>
      <ol className={s.list}>
        {home && !config.short_breadcrumbs && mainSite && (
          <li>
            <a href={mainSite}>{t("breadcrumbs.home")}</a>
          </li>
        )}
        <li>
          {atShopHome ? (
            <span aria-current="page">{t("breadcrumbs.shop")}</span>
          ) : (
            <Link href="/">{t("breadcrumbs.shop")}</Link>
          )}
        </li>
        {!atShopHome && (
          <li>
            <span aria-current="page">{title}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
