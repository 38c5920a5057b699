// One basket line: what it is (date, time, parts, pass holders, code: line-details.ts), its
// amount, the VAT it contains, and a remove button. A voucher code shows what it takes off and what is left on it.
import type { BasketLine as Line, VoucherCodeLine } from "../../../domain/basket";
import { lineTaxes } from "../../../domain/checkout-tax";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../ui/format";
import { Button } from "../../../ui/button";
import { cx, defineStyles, useStyles } from "../../../styles/use-styles";
import { lineLabel } from "../line-label";
import { lineDetails } from "../line-details";

const styles = defineStyles({
  line: `display:grid;grid-template-columns:1fr auto;gap:.25em 1em;padding:1em 0;border-bottom:1px solid var(--f-border);
    .foyer-sm &{grid-template-columns:1fr auto auto;align-items:start}`,
  flagged: `border-left:4px solid var(--f-danger);padding-left:.75em`,
  name: `font-size:1.0625em;margin:0 0 .25em`,
  attention: `margin:.25em 0 0;color:var(--f-danger);font-weight:600;font-size:.9375em`,
  detail: `margin:0;color:var(--f-muted);font-size:.9375em`,
  amount: `font-weight:650;text-align:right;white-space:nowrap`,
  remove: `grid-column:1/-1;justify-self:start;.foyer-sm &{grid-column:auto}`,
});

function Details({ line }: { line: Line }) {
  const s = useStyles(styles);
  const t = useT();
  const { money, keyDate } = useFormat();
  const rows = lineDetails(line, { t, money, keyDate });
  for (const tax of lineTaxes(line))
    if (tax.rate > 0) rows.push(t("checkout.line.vat", { rate: tax.rate, amount: money(tax.tax) }));
  return (
    <>
      {rows.map((r, i) =>
        typeof r === "string" ? (
          <p key={i} className={s.detail}>
            {r}
          </p>
        ) : (
          <p key={i} className={s.detail} lang={line.lang}>
            {r.own}
          </p>
        ),
      )}
    </>
  );
}

export interface BasketLineProps {
  line: Line;
  /** The voucher code as allocated (its discount and what is left on it). */
  allocated?: VoucherCodeLine;
  flagged: boolean;
  onRemove?: (line: Line) => void;
}

export function BasketLine({ line, allocated, flagged, onRemove }: BasketLineProps) {
  const s = useStyles(styles);
  const t = useT();
  const { money } = useFormat();
  const shown = allocated ?? line;
  const amount = shown.type === "voucherCode" ? (shown.discount ?? 0) : shown.totalPrice;
  return (
    <li className={cx(s.line, flagged && s.flagged)} data-testid="basket-line" data-line={line.key}>
      <div>
        {/* the name as it was added, in that language (the rows below are the basket's) */}
        <h3 className={s.name} lang={line.lang}>
          {line.name}
        </h3>
        <Details line={shown} />
        {flagged && <p className={s.attention}>{t("checkout.line.attention")}</p>}
      </div>
      <p className={s.amount}>{money(amount)}</p>
      {onRemove && (
        <Button
          variant="quiet"
          small
          className={s.remove}
          aria-label={t("checkout.removeLine", { name: lineLabel(line) })}
          onClick={() => onRemove(line)}
        >
          {t("checkout.remove")}
        </Button>
      )}
    </li>
  );
}
