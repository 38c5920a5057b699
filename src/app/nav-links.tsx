import { Link, useLocation } from "wouter";
import { useConfig, useShell } from "../stores/context";
import { useT } from "../i18n/use-t";
import { translated, type NavKey } from "../domain/config";
import { areaOf } from "../domain/areas";
import { enabledAreas } from "../domain/config";
import { paths } from "../domain/paths";
import { cx, defineStyles, useStyles } from "../styles/use-styles";
import { CategoryMenu } from "./category-menu";

export interface NavItem {
  key: NavKey;
  href: string;
  label: string;
}

/** Navigation entries for the enabled areas; labels from the configuration, else our own. */
export function useNavItems(): NavItem[] {
  const config = useConfig();
  const lang = useShell((s) => s.lang);
  const t = useT();
  return enabledAreas(config).map((key) => {
    const area = areaOf(key);
    return {
      key,
      href: paths[area.route].href(),
      label: translated(config.nav_translations[key], lang, t(area.label)),
    };
  });
}

const styles = defineStyles({
  list: `display:flex;flex-wrap:nowrap;list-style:none;margin:0;padding:0;gap:.25em`,
  vertical: `flex-direction:column`,
  link: `display:block;padding:.6em .75em;border-radius:var(--f-radius);color:var(--f-text)!important;text-decoration:none;
    white-space:nowrap;font-weight:550;&:hover{background:var(--f-surface)}
    &[aria-current=page]{color:var(--f-accent)!important;box-shadow:inset 0 -3px 0 var(--f-accent)}`,
});

export function NavLinks({
  items,
  vertical,
  inert,
  onNavigate,
}: {
  items: NavItem[];
  vertical?: boolean;
  inert?: boolean;
  onNavigate?: () => void;
}) {
  const s = useStyles(styles);
  const [location] = useLocation();
  return (
    <ul className={cx(s.list, vertical && s.vertical)}>
      {items.map((item) => {
        const active = location === item.href || location.startsWith(item.href + "/");
        const link = (
          <Link href={item.href} className={s.link} aria-current={active ? "page" : undefined} onClick={onNavigate}>
            {item.label}
          </Link>
        );
        // the shop's entry carries its categories (measured with room for their button)
        if (item.key === "merchandise" && !inert)
          return (
            <CategoryMenu
              key={item.key}
              label={item.label}
              linkClass={s.link}
              vertical={vertical}
              onNavigate={onNavigate}
            >
              {link}
            </CategoryMenu>
          );
        return (
          <li key={item.key}>
            {inert ? (
              <span className={s.link}>
                {item.label}
                {item.key === "merchandise" && " ▾"}
              </span>
            ) : (
              link
            )}
          </li>
        );
      })}
    </ul>
  );
}
