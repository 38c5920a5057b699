// The product page's stock sentence: sold out, out of stock (all in the basket), or only a few left.
import { useT } from "../../../i18n/use-t";
import { Alert } from "../../../ui/Alert";
import type { StockQuantity } from "./use-stock-quantity";

export function StockMessage({ stock }: { stock: Pick<StockQuantity, "state" | "inBasket" | "max"> }) {
  const t = useT();
  if (stock.state === "soldOut") return <Alert tone="warning">{t("shop.soldOutText")}</Alert>;
  if (stock.state === "outOfStock")
    return <Alert tone="warning">{t("shop.outOfStockText", { count: stock.inBasket })}</Alert>;
  if (stock.state === "low") return <p data-stock="low">{t("shop.lowStock", { count: stock.max })}</p>;
  return null;
}
