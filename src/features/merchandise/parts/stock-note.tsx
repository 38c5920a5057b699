// The stock state in words: a badge on cards, a sentence on the product page.
import { stockState, type StockState } from "../../../domain/merchandise";
import { useT } from "../../../i18n/use-t";
import { cx, defineStyles, useStyles } from "../../../styles/use-styles";

const styles = defineStyles({
  badge: `display:inline-block;padding:.1em .6em;border-radius:999px;font-size:.8125em;font-weight:600;border:1px solid`,
  soldOut: `color:var(--f-danger);background:var(--f-danger-bg)`,
  outOfStock: `color:var(--f-warning);background:var(--f-warning-bg)`,
  low: `color:var(--f-warning);background:var(--f-warning-bg)`,
  available: `color:var(--f-success);background:var(--f-success-bg)`,
});

/** A short badge for the list: nothing when plenty are left. */
export function StockBadge({ stock, inBasket }: { stock: number; inBasket: number }) {
  const s = useStyles(styles);
  const t = useT();
  const state: StockState = stockState(stock, inBasket);
  if (state === "available") return null;
  const text =
    state === "soldOut"
      ? t("shop.soldOut")
      : state === "outOfStock"
        ? t("shop.outOfStock")
        : t("shop.lowStock", { count: stock - inBasket });
  return (
    <span className={cx(s.badge, s[state])} data-stock={state}>
      {text}
    </span>
  );
}
