// The product page's stock sentence and the notice after adding to the basket.
import { paths } from "../../../domain/paths";
import { useT } from "../../../i18n/use-t";
import { Alert } from "../../../ui/Alert";
import { LinkButton } from "../../../ui/Button";
import type { StockQuantity } from "./use-stock-quantity";

export function StockMessage({ stock }: { stock: Pick<StockQuantity, "state" | "inBasket" | "max"> }) {
  const t = useT();
  if (stock.state === "soldOut") return <Alert tone="warning">{t("shop.soldOutText")}</Alert>;
  if (stock.state === "outOfStock")
    return <Alert tone="warning">{t("shop.outOfStockText", { count: stock.inBasket })}</Alert>;
  if (stock.state === "low") return <p data-stock="low">{t("shop.lowStock", { count: stock.max })}</p>;
  return null;
}

export function AddedNotice({ count }: { count: number }) {
  const t = useT();
  return (
    <Alert
      tone="success"
      action={
        <LinkButton href={paths.checkout.href()} variant="secondary" small>
          {t("shop.goToBasket")}
        </LinkButton>
      }
    >
      {t("shop.added", { count })}
    </Alert>
  );
}
