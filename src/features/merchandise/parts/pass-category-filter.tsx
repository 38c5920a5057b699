// The annual pass list's category filter (merchandise/attr?product_kind=13): toggle buttons on the
// screen itself, since passes/{id} is a single pass and leaves no path for a category.
import type { Category } from "../../../domain/merchandise";
import { useT } from "../../../i18n/use-t";
import { defineStyles, useStyles } from "../../../styles/use-styles";

const styles = defineStyles({
  list: `display:flex;flex-wrap:wrap;gap:.5em;margin:0 0 1.25em;
    & button{display:inline-flex;align-items:center;min-height:44px;padding:.4em 1em;border:1px solid var(--f-border);
      border-radius:999px;background:none;color:var(--f-text);font:inherit;cursor:pointer}
    & button:hover{border-color:var(--f-accent)}
    & button[aria-pressed=true]{background:var(--f-accent);border-color:var(--f-accent);color:var(--f-on-accent);
      font-weight:600}`,
});

export function PassCategoryFilter({
  categories,
  current,
  onChange,
}: {
  categories: Category[];
  current: number | null;
  onChange: (category: number | null) => void;
}) {
  const s = useStyles(styles);
  const t = useT();
  const button = (id: number | null, label: string) => (
    <button key={id ?? "all"} type="button" aria-pressed={current === id} onClick={() => onChange(id)}>
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={t("shop.categories")} className={s.list}>
      {button(null, t("shop.allCategories"))}
      {categories.map((c) => button(c.id, c.name))}
    </div>
  );
}
