// The product page's stock sentence: sold out, out of stock (all in the basket), or only a few
// left; and the stock's quantity row, which the merchandise and the pass forms share.
import type { ReactNode } from "react";
import { useT } from "../../../i18n/use-t";
import { Alert } from "../../../ui/alert";
import { QuantityRow } from "../../../ui/quantity-row";
import type { StockQuantity } from "./use-stock-quantity";
import { MAX_QUANTITY } from "../../../domain/merchandise";

export function StockMessage({ stock }: { stock: Pick<StockQuantity, "state" | "inBasket" | "max"> }) {
  const t = useT();
  if (stock.state === "soldOut") return <Alert tone="warning">{t("shop.soldOutText")}</Alert>;
  if (stock.state === "outOfStock")
    return <Alert tone="warning">{t("shop.outOfStockText", { count: stock.inBasket })}</Alert>;
  if (stock.state === "low") return <p data-stock="low">{t("shop.lowStock", { count: stock.max })}</p>;
  return null;
}

/** The stock sentence and the quantity row: 1 up to what is left, none when nothing is. */
export function StockQuantityRow({
  stock,
  label,
  onChange,
  children,
}: {
  stock: StockQuantity;
  label: string;
  /** After the quantity changed (a notice of the last add goes). */
  onChange(): void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <StockMessage stock={stock} />
      <QuantityRow
        caption={t("shop.quantity")}
        label={label}
        value={stock.quantity}
        min={stock.max > 0 ? 1 : 0}
        max={MAX_QUANTITY}
        left={stock.max}
        disabled={stock.max === 0}
        onChange={(n) => {
          stock.setQuantity(n);
          onChange();
        }}
      >
        {children}
      </QuantityRow>
    </>
  );
}
