// A single product (product/{id}) or annual pass (passes/{id}, the same view): picture,
// description, price and stock, then the form that adds it to the basket (with owner rows for
// a pass).
import { isGone } from "../../../stores/cached";
import { isAnnualPass, type Merchandise } from "../../../domain/merchandise";
import { paths } from "../../../domain/paths";
import { useT } from "../../../i18n/use-t";
import type { RouteProps } from "../../../stores/route-types";
import { Page } from "../../../ui/page";
import { Spinner } from "../../../ui/spinner";
import { Alert } from "../../../ui/alert";
import { LinkButton } from "../../../ui/button";
import { Price } from "../../../ui/price";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import { useImageUrl, useProduct } from "../data";
import { MerchandiseForm } from "../parts/merchandise-form";
import { PassForm } from "../parts/pass-form";
import { RetryAlert } from "../../../ui/retry-alert";

const styles = defineStyles({
  layout: `display:grid;gap:1.5em;.foyer-md &{grid-template-columns:minmax(0,2fr) minmax(0,3fr);align-items:start}
    & img{display:block;width:100%;height:auto;border-radius:var(--f-radius);background:var(--f-surface)}`,
  price: `font-size:1.375em;font-weight:700;margin:0 0 .15em`,
  vat: `color:var(--f-muted);font-size:.875em`,
  back: `margin-top:2em`,
});

/** product/{id} and passes/{id}: a pass is a product of kind 13 and gets the owner rows. */
export function ProductDetail({ params }: RouteProps) {
  const t = useT();
  const id = Number(params.id);
  const [product, retry] = useProduct(id);
  if (product.status === "loading") return <Spinner />;
  if (product.status === "failed")
    return (
      <Page title={t("shop.unavailableTitle")}>
        {isGone(product) ? (
          <Alert tone="warning">{t("shop.notFound")}</Alert>
        ) : (
          <RetryAlert retry={retry}>{t("shop.productFailed")}</RetryAlert>
        )}
        <LinkButton href={paths.merchandise.href()} variant="secondary">
          {t("shop.backToShop")}
        </LinkButton>
      </Page>
    );
  return <ProductView item={product.data} />;
}

function ProductView({ item }: { item: Merchandise }) {
  const s = useStyles(styles);
  const t = useT();
  const image = useImageUrl();
  const pass = isAnnualPass(item);
  return (
    <Page title={item.name}>
      <div className={s.layout}>
        {item.image ? <img src={image(item.image)} alt={item.name} width={400} height={300} /> : <div />}
        <div>
          {item.description && <p>{item.description}</p>}
          <p className={s.price}>
            <Price value={item.price} />
          </p>
          <p className={s.vat}>{t("shop.vatIncluded", { vat: item.vat_value })}</p>
          {pass ? <PassForm item={item} /> : <MerchandiseForm item={item} />}
        </div>
      </div>
      <p className={s.back}>
        <LinkButton href={pass ? paths.passes.href() : paths.merchandise.href()} variant="quiet">
          {t(pass ? "shop.backToPasses" : "shop.backToShop")}
        </LinkButton>
      </p>
    </Page>
  );
}
