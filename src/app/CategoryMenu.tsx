// The merchandise entry of the navigation with its categories (spec 000: "Category entries seen in
// the text: all, books, posters"): the shop link, and a button that opens the list of "All" and
// each category of merchandise/attr. A disclosure: Escape closes it and keeps the focus on its
// button; following an entry, or the focus or a press going elsewhere, closes it. The categories
// (CategoryEntries, a chunk of its own with the cached merchandise data) are asked for when the
// list is opened, not on every page load: they are no part of the entry chunk.
import { lazy, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { LazyPart } from "./LazyPart";
import { useT } from "../i18n/use-t";
import { paths } from "../domain/paths";
import { cx, defineStyles, useStyles } from "../styles/use-styles";

const CategoryEntries = lazy(() => import("./CategoryEntries").then((m) => ({ default: m.CategoryEntries })));

const styles = defineStyles({
  item: `position:relative;display:flex;align-items:center`,
  toggle: `min-height:44px;min-width:36px;background:none;border:0;border-radius:var(--f-radius);cursor:pointer;
    color:inherit;font:inherit;padding:0 .4em;&:hover{background:var(--f-surface)}
    &[aria-expanded=true] span{display:inline-block;transform:rotate(180deg)}`,
  menu: `position:absolute;top:100%;left:0;z-index:11;min-width:14em;list-style:none;margin:0;padding:.25em;
    background:var(--f-bg);border:1px solid var(--f-border);border-radius:var(--f-radius);box-shadow:0 6px 18px rgba(0,0,0,.12)`,
  nested: `position:static;box-shadow:none;border:0;border-left:2px solid var(--f-border);margin:0 0 0 1em;min-width:0`,
  wrap: `flex-wrap:wrap`,
  note: `display:block;padding:.5em .75em;color:var(--f-muted)`,
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
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const name = t("nav.categoriesOf", { area: label });

  // the focus or a press moving elsewhere in the widget closes the list
  useEffect(() => {
    const root = item.current?.getRootNode() as Document | ShadowRoot | undefined;
    if (!open || !root) return;
    const away = (e: Event) => {
      if (!item.current?.contains(e.target as Node)) setOpen(false);
    };
    root.addEventListener("focusin", away);
    root.addEventListener("pointerdown", away);
    return () => {
      root.removeEventListener("focusin", away);
      root.removeEventListener("pointerdown", away);
    };
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) toggle.current?.focus();
  };
  const follow = () => {
    close(false);
    onNavigate?.();
  };
  const entry = (href: string, text: string) => (
    <li key={href}>
      <Link href={href} className={linkClass} aria-current={location === href ? "page" : undefined} onClick={follow}>
        {text}
      </Link>
    </li>
  );

  const loading = (
    <li className={s.note}>
      <span role="status">{t("nav.categoriesLoading")}</span>
    </li>
  );

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
        <ul id={id} aria-label={name} className={cx(s.menu, vertical && s.nested)}>
          {entry(paths.merchandise.href(), t("nav.allCategories"))}
          <LazyPart fallback={loading}>
            <CategoryEntries entry={entry} loading={loading} noteClass={s.note} />
          </LazyPart>
        </ul>
      )}
    </li>
  );
}
