// The basket's sums: goods, shipping (when merchandise is posted and the destination is known),
// what the voucher codes take off (never below 0), the total and the VAT it contains per rate.
import { allocateVouchers } from "../../../domain/vouchers";
import { basketTaxes } from "../../../domain/checkout-tax";
import { needsShipping } from "../../../domain/shipping";
import { useBasket } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../ui/format";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import { useAnnounceChange } from "../../../ui/use-announce";

const styles = defineStyles({
  table: `width:100%;max-width:28em;margin:0 0 1.5em auto;border-collapse:collapse;& th{text-align:left;font-weight:400;padding:.3em 0;overflow-wrap:anywhere;hyphens:auto}
    & td{text-align:right;padding:.3em 0 .3em 1em;white-space:nowrap}`,
  total: `border-top:2px solid var(--f-text);& th,& td{font-weight:700;font-size:1.125em;padding-top:.5em}`,
  // a sentence in place of an amount (shipping not yet known) wraps: a 320 px screen has no room for it
  muted: `color:var(--f-muted);font-size:.9375em;white-space:normal!important`,
});

export function BasketTotals() {
  const s = useStyles(styles);
  const t = useT();
  const { money } = useFormat();
  const lines = useBasket((b) => b.lines);
  const shipping = useBasket((b) => b.shippingCosts);
  const shippingError = useBasket((b) => b.shippingError);
  const allocation = allocateVouchers(lines, shipping);
  const goods = allocation.subtotal - allocation.shipping;
  const posted = needsShipping(lines);
  const hasCodes = allocation.vouchers.length > 0;
  useAnnounceChange(t("format.labelled", { label: t("checkout.total"), value: money(allocation.total) }));
  return (
    <table className={s.table} data-testid="basket-totals">
      <caption className="sr-only">{t("checkout.totalsTitle")}</caption>
      <tbody>
        <tr>
          <th scope="row">{t("checkout.subtotal")}</th>
          <td>{money(goods)}</td>
        </tr>
        {posted && (
          <tr>
            <th scope="row">{t("checkout.shipping")}</th>
            <td className={shipping === null ? s.muted : undefined}>
              {shipping !== null
                ? money(shipping)
                : shippingError
                  ? t("checkout.shippingNone")
                  : t("checkout.shippingLater")}
            </td>
          </tr>
        )}
        {hasCodes && (
          <tr>
            <th scope="row">{t("checkout.vouchers")}</th>
            <td>{money(allocation.discount)}</td>
          </tr>
        )}
        <tr className={s.total}>
          <th scope="row">{t("checkout.total")}</th>
          <td data-testid="basket-total">{money(allocation.total)}</td>
        </tr>
        {basketTaxes(lines).map((tax) => (
          <tr key={tax.rate} className={s.muted}>
            <th scope="row">{t("checkout.vatIncluded", { rate: tax.rate })}</th>
            <td>{money(tax.tax)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
