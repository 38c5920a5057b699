// The open list of the merchandise menu (CategoryMenu), in its own chunk: "All" and each category,
// which need the cached merchandise attributes (stores/cached with its API calls) that no first
// screen needs; the chunk and the categories are fetched when the visitor first opens the list.
import { useEffect, type RefObject } from "react";
import { Link, useLocation } from "wouter";
import { useT } from "../i18n/use-t";
import { useMerchandiseCategories } from "../stores/cached";
import { paths } from "../domain/paths";
import { bySequence } from "../domain/merchandise-catalogue";
import { cx, defineStyles, useStyles } from "../styles/use-styles";

const styles = defineStyles({
  menu: `position:absolute;top:100%;left:0;z-index:11;min-width:14em;list-style:none;margin:0;padding:.25em;
    background:var(--f-bg);border:1px solid var(--f-border);border-radius:var(--f-radius);box-shadow:0 6px 18px rgba(0,0,0,.12)`,
  nested: `position:static;box-shadow:none;border:0;border-left:2px solid var(--f-border);margin:0 0 0 1em;min-width:0`,
  note: `display:block;padding:.5em .75em;color:var(--f-muted)`,
});

export function CategoryPanel({
  id,
  name,
  item,
  linkClass,
  vertical,
  close,
  onNavigate,
}: {
  id: string;
  name: string;
  /** The menu's entry in the navigation: the focus or a press outside it closes the list. */
  item: RefObject<HTMLLIElement>;
  linkClass: string;
  vertical?: boolean;
  close: (focusButton: boolean) => void;
  onNavigate?: () => void;
}) {
  const s = useStyles(styles);
  const t = useT();
  const [location] = useLocation();
  const [load] = useMerchandiseCategories(true);

  // the focus or a press moving elsewhere in the widget closes the list
  useEffect(() => {
    const root = item.current?.getRootNode() as Document | ShadowRoot | undefined;
    if (!root) return;
    const away = (e: Event) => {
      if (!item.current?.contains(e.target as Node)) close(false);
    };
    root.addEventListener("focusin", away);
    root.addEventListener("pointerdown", away);
    return () => {
      root.removeEventListener("focusin", away);
      root.removeEventListener("pointerdown", away);
    };
  }, [item, close]);

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
  const note = (text: string) => (
    <li className={s.note}>
      <span role="status">{text}</span>
    </li>
  );

  return (
    <ul id={id} aria-label={name} className={cx(s.menu, vertical && s.nested)}>
      {entry(paths.merchandise.href(), t("nav.allCategories"))}
      {load.status === "ready" &&
        bySequence(load.data.category).map((c) => entry(paths.merchandiseCategory.href(String(c.id)), c.name))}
      {load.status === "loading" && note(t("nav.categoriesLoading"))}
      {load.status === "failed" && note(t("nav.categoriesFailed"))}
    </ul>
  );
}
