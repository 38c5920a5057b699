// Quantity (and, for a variable voucher, the amount) and "add to basket".
import { useRef, useState, type FormEvent } from "react";
import { isVariable, voucherLine, voucherOutOfStock, type Voucher } from "../../../domain/voucher-codes";
import { MAX_QUANTITY } from "../../../domain/merchandise";
import { useBasketActions } from "../../../stores/basket-actions";
import { useBasket } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../ui/format";
import { Button } from "../../../ui/button";
import { Alert } from "../../../ui/alert";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import { AmountField, amountText, readAmount, type AmountState } from "./amount-field";
import { useAnnounceChange } from "../../../ui/use-announce";
import { AddedNotice } from "../../../ui/added-notice";
import { QuantityRow } from "../../../ui/quantity-row";
import { refusedQuantity } from "../../../ui/quantity-stepper";

const styles = defineStyles({
  total: `font-weight:650`,
});

export function VoucherForm({ voucher }: { voucher: Voucher }) {
  const s = useStyles(styles);
  const t = useT();
  const { lang, money } = useFormat();
  const basket = useBasketActions();
  const variable = isVariable(voucher);
  const inBasket = useBasket((b) =>
    b.lines.reduce((n, l) => (l.type === "voucher" && Number(l.id) === voucher.id ? n + l.count : n), 0),
  );
  const max =
    typeof voucher.stock === "number" ? Math.max(0, Math.min(MAX_QUANTITY, voucher.stock - inBasket)) : MAX_QUANTITY;
  const [count, setCount] = useState(1);
  const [amount, setAmount] = useState<AmountState>(() => ({
    amount: voucher.price,
    text: amountText(voucher.price, lang),
    error: null,
  }));
  const [showError, setShowError] = useState(false);
  const [added, setAdded] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  const totalText = t("vouchers.total", {
    amount: money((variable ? amount.amount : voucher.price) * Math.min(count, max)),
  });
  // an amount out of range has no total to speak of: its place is kept (the button beside it
  // does not move) and nothing is said
  const invalid = variable && showError && amount.error !== null;
  useAnnounceChange(totalText, added > 0 || invalid);
  if (voucherOutOfStock(voucher) || max === 0) return <Alert tone="warning">{t("vouchers.outOfStockText")}</Alert>;
  const quantity = Math.min(count, max);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // a count typed that was refused at its field (domain/quantity.ts) is fixed there first
    const refused = refusedQuantity(form.current);
    if (refused) return refused.focus();
    // the text may not have been read yet (Enter in the field)
    const read = variable ? readAmount(amount, lang) : amount;
    setAmount(read);
    if (variable && read.error) {
      setShowError(true);
      form.current?.querySelector<HTMLInputElement>("input[inputmode=decimal]")?.focus();
      return;
    }
    if (basket.add(voucherLine(voucher, variable ? read.amount : voucher.price, quantity)).ok) {
      setAdded(quantity);
      setCount(1);
    }
  };

  return (
    <form ref={form} onSubmit={submit} noValidate>
      {variable && (
        <AmountField
          state={amount}
          showError={showError}
          onChange={(next) => {
            setAmount(next);
            // an amount out of range is said when the field is left; typing takes it away
            setShowError(next.error !== null);
            setAdded(0);
          }}
        />
      )}
      <QuantityRow
        caption={t("vouchers.quantity")}
        label={voucher.name}
        value={quantity}
        min={1}
        max={MAX_QUANTITY}
        left={max}
        onChange={(n) => {
          setCount(n);
          setAdded(0);
        }}
      >
        <span className={s.total} style={invalid ? { visibility: "hidden" } : undefined} data-testid="voucher-total">
          {totalText}
        </span>
        <Button type="submit">{t("vouchers.addToBasket")}</Button>
      </QuantityRow>
      {added > 0 && <AddedNotice>{t("vouchers.added", { count: added })}</AddedNotice>}
    </form>
  );
}
