// Vouchers of one group: name (the link), value or "amount of your choice", stock badge.
import { Link } from "wouter";
import { isVariable, voucherOutOfStock, type Voucher } from "../../../domain/voucher-codes";
import { paths } from "../../../domain/paths";
import { useT } from "../../../i18n/use-t";
import { Price } from "../../../ui/price";
import { defineStyles, useStyles } from "../../../styles/use-styles";

const styles = defineStyles({
  grid: `display:grid;gap:1em;grid-template-columns:repeat(auto-fill,minmax(min(100%,200px),1fr));list-style:none;margin:0 0 2em;padding:0`,
  card: `position:relative;display:flex;flex-direction:column;gap:.5em;padding:1em;border:1px solid var(--f-border);
    border-top:4px solid var(--f-accent);border-radius:var(--f-radius);background:var(--f-surface);
    &:hover,&:focus-within{border-color:var(--f-accent)}`,
  name: `font-size:1.0625em;margin:0;& a{color:var(--f-text);text-decoration:none}& a::after{content:"";position:absolute;inset:0}
    & a:focus-visible{outline:none}`,
  meta: `display:flex;flex-wrap:wrap;gap:.35em;justify-content:space-between;align-items:center;margin:auto 0 0;font-weight:650`,
  badge: `font-size:.8125em;padding:.1em .6em;border-radius:999px;border:1px solid;color:var(--f-danger);background:var(--f-danger-bg)`,
});

/** `level`: the cards' heading level, 2 when no group heading stands above them (no h1 -> h3). */
export function VoucherGrid({ vouchers, label, level = 3 }: { vouchers: Voucher[]; label: string; level?: 2 | 3 }) {
  const s = useStyles(styles);
  const Heading = level === 2 ? "h2" : "h3";
  const t = useT();
  return (
    <ul className={s.grid} aria-label={label}>
      {vouchers.map((v) => (
        <li key={v.id} className={s.card} data-testid="voucher-card">
          <Heading className={s.name}>
            <Link href={paths.voucher.href(v.id)}>{v.name}</Link>
          </Heading>
          <p className={s.meta}>
            {isVariable(v) ? <span>{t("vouchers.variable")}</span> : <Price value={v.price} />}
            {voucherOutOfStock(v) && <span className={s.badge}>{t("vouchers.outOfStock")}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}
