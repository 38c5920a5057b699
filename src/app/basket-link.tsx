import { Link } from "wouter";
import { useBasket } from "../stores/context";
import { useT } from "../i18n/use-t";
import { paths } from "../domain/paths";
import { cx, defineStyles, useStyles } from "../styles/use-styles";

const styles = defineStyles({
  link: `display:inline-flex;align-items:center;gap:.4em;min-height:44px;padding:.4em .8em;border-radius:var(--f-radius);
    border:1px solid var(--f-border);color:var(--f-text)!important;text-decoration:none;font-weight:600`,
  filled: `background:var(--f-accent);border-color:var(--f-accent);color:var(--f-on-accent)!important`,
  count: `display:inline-block;min-width:1.6em;padding:0 .4em;border-radius:999px;background:var(--f-surface);
    color:var(--f-text);text-align:center;font-size:.875em`,
});

/**
 * The basket link: goes to checkout, shows the line count, looks different when not empty.
 * Compact (the phone's one-row header), its word is for screen readers only.
 */
export function BasketLink({ compact = false }: { compact?: boolean }) {
  const s = useStyles(styles);
  const t = useT();
  const count = useBasket((b) => b.lines.length);
  return (
    <Link href={paths.checkout.href()} className={cx(s.link, count > 0 && s.filled)} data-testid="basket-link">
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 4h2l2.4 11h10.2L20 7H6.2" />
        <circle cx="9" cy="19.5" r="1.5" />
        <circle cx="17" cy="19.5" r="1.5" />
      </svg>
      <span className={compact ? "sr-only" : undefined}>{t("basket.link")}</span>
      <span className={s.count} aria-hidden="true">
        {count}
      </span>
      <span className="sr-only">{t("basket.count", { count })}</span>
    </Link>
  );
}
