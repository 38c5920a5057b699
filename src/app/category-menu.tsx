// The merchandise entry of the navigation with its categories (spec 000: "Category entries seen in
// the text: all, books, posters"): the shop link, and a button that opens the list of "All" and
// each category of merchandise/attr. A disclosure: Escape closes it and keeps the focus on its
// button; following an entry, or the focus or a press going elsewhere, closes it. The open list
// (CategoryEntries, a chunk of its own with the cached merchandise data) is asked for when the
// list is first opened, not on every page load: it is no part of the entry chunk.
import { lazy, useCallback, useId, useRef, useState } from "react";
import { LazyPart } from "../ui/lazy-part";
import { useT } from "../i18n/use-t";
import { cx, defineStyles, useStyles } from "../styles/use-styles";

const CategoryPanel = lazy(() => import("./category-entries").then((m) => ({ default: m.CategoryPanel })));

const styles = defineStyles({
  item: `position:relative;display:flex;align-items:center`,
  toggle: `min-height:44px;min-width:36px;background:none;border:0;border-radius:var(--f-radius);cursor:pointer;
    color:inherit;font:inherit;padding:0 .4em;&:hover{background:var(--f-surface)}
    &[aria-expanded=true] span{display:inline-block;transform:rotate(180deg)}`,
  wrap: `flex-wrap:wrap`,
});

export function CategoryMenu({
  label,
  linkClass,
  vertical,
  onNavigate,
  children,
}: {
  label: string;
  linkClass: string;
  vertical?: boolean;
  onNavigate?: () => void;
  /** The shop's own link. */
  children: React.ReactNode;
}) {
  const s = useStyles(styles);
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const name = t("nav.categoriesOf", { area: label });
  const close = useCallback((focusButton: boolean) => {
    setOpen(false);
    if (focusButton) toggle.current?.focus();
  }, []);

  return (
    <li
      ref={item}
      className={cx(s.item, vertical && s.wrap)}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          close(true);
        }
      }}
    >
      {children}
      <button
        ref={toggle}
        type="button"
        className={s.toggle}
        aria-expanded={open}
        aria-controls={id}
        aria-label={name}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <LazyPart
          fallback={
            <span className="sr-only" role="status">
              {t("nav.categoriesLoading")}
            </span>
          }
        >
          <CategoryPanel
            id={id}
            name={name}
            item={item}
            linkClass={linkClass}
            vertical={vertical}
            close={close}
            onNavigate={onNavigate}
          />
        </LazyPart>
      )}
    </li>
  );
}
