// Quantity and "add to basket" for merchandise.
import { useId, useState, type FormEvent } from "react";
import { merchandiseLine, type Merchandise } from "../../../domain/merchandise";
import { useBasketActions } from "../../../stores/basket-actions";
import { useT } from "../../../i18n/use-t";
import { QuantityStepper } from "../../../ui/QuantityStepper";
import { Button } from "../../../ui/Button";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import { useStockQuantity } from "./use-stock-quantity";
import { AddedNotice, StockMessage } from "./stock-message";

export const formStyles = defineStyles({
  row: `display:flex;flex-wrap:wrap;align-items:center;gap:.75em 1em;margin:1em 0`,
  label: `font-weight:600`,
});

export function MerchandiseForm({ item }: { item: Merchandise }) {
  const s = useStyles(formStyles);
  const t = useT();
  const quantityLabel = useId();
  const stock = useStockQuantity(item);
  const basket = useBasketActions();
  const [added, setAdded] = useState(0);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (stock.quantity <= 0) return;
    if (basket.add(merchandiseLine(item, stock.quantity)).ok) {
      setAdded(stock.quantity);
      stock.reset();
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <StockMessage stock={stock} />
      <div className={s.row}>
        <span className={s.label} id={quantityLabel}>
          {t("shop.quantity")}
        </span>
        <QuantityStepper
          labelledBy={quantityLabel}
          label={item.name}
          value={stock.quantity}
          min={stock.max > 0 ? 1 : 0}
          max={stock.max}
          disabled={stock.max === 0}
          onChange={(n) => {
            stock.setQuantity(n);
            setAdded(0);
          }}
        />
        <Button type="submit" disabled={stock.quantity <= 0}>
          {t("shop.addToBasket")}
        </Button>
      </div>
      {added > 0 && <AddedNotice count={added} />}
    </form>
  );
}
