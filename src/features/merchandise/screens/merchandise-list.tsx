// The merchandise list (merchandise, merchandise/{category}) and the annual pass list (passes),
// which uses the same view: products sorted by sequence_no, with their stock states.
import { useConfig, useShell } from "../../../stores/context";
import { translated } from "../../../domain/config";
import { annualPasses, inCategory } from "../../../domain/merchandise";
import { bySequence } from "../../../domain/merchandise-catalogue";
import { paths } from "../../../domain/paths";
import { useT } from "../../../i18n/use-t";
import type { RouteProps } from "../../../ui/route-types";
import { Page } from "../../../ui/Page";
import { Spinner } from "../../../ui/Spinner";
import { Alert } from "../../../ui/Alert";
import { LinkButton } from "../../../ui/Button";
import { useCategories, useMerchandiseList } from "../data";
import { ProductGrid } from "../parts/product-card";
import { CategoryFilter } from "../parts/category-filter";
import { RetryAlert } from "../../../ui/RetryAlert";

export function MerchandiseList({ params }: RouteProps) {
  return <CatalogueList passes={false} category={params.category} />;
}

export function PassList(_: RouteProps) {
  return <CatalogueList passes />;
}

function CatalogueList({ passes, category }: { passes: boolean; category?: string }) {
  const t = useT();
  const config = useConfig();
  const lang = useShell((s) => s.lang);
  const [list, retryList] = useMerchandiseList();
  const [attrs, retryAttrs] = useCategories();
  const title = passes
    ? translated(config.nav_translations.passes, lang, t("route.passes"))
    : translated(config.nav_translations.merchandise, lang, t("route.merchandise"));
  const categories = attrs.status === "ready" ? bySequence(attrs.data.category ?? []) : [];
  const current = category === undefined ? null : Number(category);
  const known = current === null || categories.some((c) => c.id === current);

  let body;
  if (list.status === "failed" || (!passes && attrs.status === "failed"))
    body = (
      <RetryAlert
        retry={() => {
          retryList();
          retryAttrs();
        }}
      >
        {t(passes ? "shop.passesFailed" : "shop.loadFailed")}
      </RetryAlert>
    );
  else if (list.status === "loading" || (!passes && attrs.status === "loading")) body = <Spinner />;
  else if (!known)
    body = (
      <>
        <Alert tone="warning">{t("shop.categoryNotFound")}</Alert>
        <LinkButton href={paths.merchandise.href()} variant="secondary">
          {t("shop.allProducts")}
        </LinkButton>
      </>
    );
  else {
    const items = bySequence(passes ? annualPasses(list.data) : inCategory(list.data, current));
    const label = passes ? title : (categories.find((c) => c.id === current)?.name ?? t("shop.allCategories"));
    body = items.length ? (
      <ProductGrid items={items} label={label} />
    ) : (
      <p>{t(passes ? "shop.noPasses" : "shop.empty")}</p>
    );
  }

  return (
    <Page title={title}>
      {!passes && categories.length > 0 && <CategoryFilter categories={categories} current={known ? current : null} />}
      {body}
    </Page>
  );
}
