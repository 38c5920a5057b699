// Footer (spec 000 "Footer"): year and site, legal links (or the configured custom links in new
// tabs), accessibility statement when the currency is EUR, shipping info when merchandise is on,
// social links by sequence_no, partner logo groups.
import { safeLink } from "../domain/links";
import { Link } from "wouter";
import { useConfig, useEmbed, useLandmarkName, useShell, useSiteName } from "../stores/context";
import { useT, type MessageId } from "../i18n/use-t";
import { translated, type AppConfig, type Language, type TermsKey } from "../domain/config";
import { paths } from "../domain/paths";
import { SocialIcon } from "./social-icon";
import { defineStyles, useStyles } from "../styles/use-styles";

const styles = defineStyles({
  footer: `margin-top:2em;padding:1.25em 0;border-top:1px solid var(--f-border);color:var(--f-muted);font-size:.9375em;
    display:grid;gap:1em`,
  links: `display:flex;flex-wrap:wrap;gap:.25em 1.25em;list-style:none;margin:0;padding:0;overflow-wrap:anywhere;& a{color:var(--f-muted)!important}`,
  social: `display:flex;flex-wrap:wrap;gap:.5em;list-style:none;margin:0;padding:0;
    & a{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;padding:0 .6em;
    border:1px solid var(--f-border);border-radius:999px;color:var(--f-text)!important;text-decoration:none;font-size:.875em;
    gap:.4em}`,
  logos: `display:flex;flex-wrap:wrap;gap:1.5em;& h2{font-size:.875em;margin:0 0 .4em;color:var(--f-muted)}
    & ul{display:flex;flex-wrap:wrap;gap:.75em;list-style:none;margin:0;padding:0;align-items:center}
    & img{max-height:48px;max-width:100%;width:auto}`,
});

const LEGAL: { key: TermsKey | "accessibility_statement"; label: MessageId }[] = [
  { key: "imprint", label: "footer.imprint" },
  { key: "terms", label: "footer.terms" },
  { key: "data_protection", label: "footer.dataProtection" },
  { key: "accessibility_statement", label: "footer.accessibility" },
  { key: "shipping", label: "footer.shipping" },
];

const NONE: never[] = [];
const isEuro = (symbol: string) => symbol === "EUR" || symbol === "€";

/** `pageParts`: the social links and sponsors' logos, shown by the first of several embeds only. */
export function Footer({ pageParts = true }: { pageParts?: boolean }) {
  const s = useStyles(styles);
  const t = useT();
  const config = useConfig();
  const lang = useShell((x) => x.lang);
  // only links that may be followed (domain/links.ts)
  const social = useShell((x) => x.content?.social_media ?? NONE).flatMap((item) => {
    const link = safeLink(item.link);
    return link ? [{ ...item, link }] : [];
  });
  const { clock } = useEmbed();
  const custom = config.custom_terms_links[lang];
  const siteName = useSiteName();
  const navName = useLandmarkName(t("footer.label"));

  const legal = LEGAL.filter(({ key }) => {
    if (key === "accessibility_statement") return isEuro(config.currencySymbol);
    if (key === "shipping") return config.has_merchandise;
    return true;
  });

  return (
    <footer className={s.footer}>
      <nav aria-label={navName}>
        <ul className={s.links}>
          {legal.map(({ key, label }) => {
            const link = key !== "accessibility_statement" ? custom?.[key] : undefined;
            // a custom link that may not be followed (domain/links.ts) gives way to the shop's own page
            const url = safeLink(link?.url);
            if (link && url)
              return (
                <li key={key}>
                  <a href={url} target="_blank" rel="noopener">
                    {link.title}
                    <span className="sr-only"> {t("common.newTab")}</span>
                  </a>
                </li>
              );
            const href = key === "shipping" ? paths.shippingPage.href() : paths.page.href(key);
            return (
              <li key={key}>
                <Link href={href}>{t(label)}</Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {pageParts && social.length > 0 && (
        <ul className={s.social} aria-label={t("footer.social")}>
          {[...social]
            .sort((a, b) => a.sequence_no - b.sequence_no)
            .map((item) => (
              <li key={item.link}>
                <a
                  href={item.link}
                  target="_blank"
                  rel="noopener"
                  aria-label={t("footer.socialLink", { name: item.name })}
                >
                  <SocialIcon link={item.link} />
                  {item.name}
                </a>
              </li>
            ))}
        </ul>
      )}
      {pageParts && config.partnerLogos.length > 0 && <PartnerLogos groups={config.partnerLogos} lang={lang} />}
      <p>{t("footer.copyright", { year: clock.today().slice(0, 4), site: siteName })}</p>
    </footer>
  );
}

/** The sponsors' logos, by group; a logo links to the sponsor only when the link may be followed. */
function PartnerLogos({ groups, lang }: { groups: AppConfig["partnerLogos"]; lang: Language }) {
  const s = useStyles(styles);
  const { options } = useEmbed();
  return (
    <div className={s.logos}>
      {groups.map((group, i) => (
        <section key={i}>
          <h2>{translated(group.name, lang, "")}</h2>
          <ul>
            {group.logos.map((logo) => {
              const img = <img src={new URL(logo.image, options.api).href} alt={logo.alt ?? ""} loading="lazy" />;
              return (
                <li key={logo.image}>
                  {safeLink(logo.url) ? (
                    <a
                      href={safeLink(logo.url) ?? undefined}
                      target="_blank"
                      rel="noopener"
                      aria-label={logo.alt || logo.url}
                    >
                      {img}
                    </a>
                  ) : (
                    img
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
