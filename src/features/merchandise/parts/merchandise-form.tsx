// Quantity and "add to basket" for merchandise.
import { useState, type FormEvent } from "react";
import { merchandiseLine, type Merchandise } from "../../../domain/merchandise";
import { refusedQuantity } from "../../../ui/quantity-stepper";
import { useBasketActions } from "../../../stores/basket-actions";
import { useT } from "../../../i18n/use-t";
import { Button } from "../../../ui/button";
import { useStockQuantity } from "./use-stock-quantity";
import { StockQuantityRow } from "./stock-message";
import { AddedNotice } from "../../../ui/added-notice";

export function MerchandiseForm({ item }: { item: Merchandise }) {
  const t = useT();
  const stock = useStockQuantity(item);
  const basket = useBasketActions();
  const [added, setAdded] = useState(0);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // a count typed that was refused at its field (domain/quantity.ts) is fixed there first
    const refused = refusedQuantity(e.currentTarget);
    if (refused) return refused.focus();
    if (stock.quantity <= 0) return;
    if (basket.add(merchandiseLine(item, stock.quantity)).ok) {
      setAdded(stock.quantity);
      stock.reset();
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <StockQuantityRow stock={stock} label={item.name} onChange={() => setAdded(0)}>
        <Button type="submit" disabled={stock.quantity <= 0}>
          {t("shop.addToBasket")}
        </Button>
      </StockQuantityRow>
      {added > 0 && <AddedNotice>{t("shop.added", { count: added })}</AddedNotice>}
    </form>
  );
}
