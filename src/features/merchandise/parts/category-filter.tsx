// The category filter: one link per category (merchandise/{category}), the current one marked.
import { Link } from "wouter";
import type { Category } from "../../../domain/merchandise";
import { paths } from "../../../domain/paths";
import { useT } from "../../../i18n/use-t";
import { useLandmarkName } from "../../../stores/context";
import { defineStyles, useStyles } from "../../../styles/use-styles";

const styles = defineStyles({
  list: `display:flex;flex-wrap:wrap;gap:.5em;list-style:none;margin:0 0 1.25em;padding:0;
    & a{display:inline-flex;align-items:center;min-height:44px;padding:.4em 1em;border:1px solid var(--f-border);
      border-radius:999px;color:var(--f-text);text-decoration:none}
    & a:hover{border-color:var(--f-accent)}
    & a[aria-current=page]{background:var(--f-accent);border-color:var(--f-accent);color:var(--f-on-accent);font-weight:600}`,
});

export function CategoryFilter({ categories, current }: { categories: Category[]; current: number | null }) {
  const s = useStyles(styles);
  const t = useT();
  const name = useLandmarkName(t("shop.categories"));
  const link = (href: string, label: string, active: boolean) => (
    <li key={href}>
      <Link href={href} aria-current={active ? "page" : undefined}>
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={name}>
      <ul className={s.list}>
        {link(paths.merchandise.href(), t("shop.allCategories"), current === null)}
        {categories.map((c) => link(paths.merchandiseCategory.href(String(c.id)), c.name, current === c.id))}
      </ul>
    </nav>
  );
}
