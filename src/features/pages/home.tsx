// The overview home (home_view "overview"): the configured banner and a tile per enabled area.
import { Link } from "wouter";
import { useConfig, useEmbed, useShell, useSiteName } from "../../stores/context";
import { useT } from "../../i18n/use-t";
import { translated } from "../../domain/config";
import { areaOf } from "../../domain/areas";
import { enabledAreas } from "../../domain/config";
import { paths } from "../../domain/paths";
import { Page } from "../../ui/page";
import { defineStyles, useStyles } from "../../styles/use-styles";

const styles = defineStyles({
  banner: `display:block;margin:0 0 1.5em;border-radius:var(--f-radius);overflow:hidden;& img{display:block;width:100%;max-height:360px;object-fit:cover}`,
  grid: `display:grid;gap:1em;grid-template-columns:repeat(auto-fill,minmax(min(100%,220px),1fr));list-style:none;margin:0;padding:0`,
  tile: `display:flex;flex-direction:column;height:100%;padding:1.25em;border:1px solid var(--f-border);border-radius:var(--f-radius);
    background:var(--f-surface);color:var(--f-text)!important;text-decoration:none;transition:border-color .15s;
    &:hover{border-color:var(--f-accent)} & h2{color:var(--f-accent);margin-bottom:.35em} & p{margin:0;color:var(--f-muted)}`,
});

export function Home() {
  const s = useStyles(styles);
  const t = useT();
  const config = useConfig();
  const lang = useShell((x) => x.lang);
  const banner = useShell((x) => x.content?.banners?.[0]?.banners?.[0]);
  const { options } = useEmbed();
  const site = useSiteName();
  const src = (path: string) => new URL(path, options.api).href;
  return (
    <Page title={site ? t("home.titleWithSite", { site }) : t("route.home")}>
      {banner && (
        <picture className={s.banner}>
          {banner.image_mobile && <source media="(max-width: 544px)" srcSet={src(banner.image_mobile)} />}
          <img src={src(banner.image)} alt={banner.alt ?? ""} />
        </picture>
      )}
      <ul className={s.grid}>
        {enabledAreas(config)
          .map(areaOf)
          .map((area) => (
            <li key={area.key}>
              <Link href={paths[area.route].href()} className={s.tile}>
                <h2>{translated(config.nav_translations[area.key], lang, t(area.label))}</h2>
                <p>{t(area.tileText)}</p>
              </Link>
            </li>
          ))}
      </ul>
    </Page>
  );
}
