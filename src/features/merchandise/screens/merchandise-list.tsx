// The merchandise list (merchandise, merchandise/{category}) and the annual pass list (passes),
// which uses the same view: products sorted by sequence_no, with their stock states.
import { useState } from "react";
import { useConfig, useShell } from "../../../stores/context";
import { translated } from "../../../domain/config";
import { annualPasses, inCategory, inPassCategory } from "../../../domain/merchandise";
import { bySequence } from "../../../domain/merchandise-catalogue";
import { paths } from "../../../domain/paths";
import { useT } from "../../../i18n/use-t";
import type { RouteProps } from "../../../stores/route-types";
import { Page } from "../../../ui/page";
import { Spinner } from "../../../ui/spinner";
import { Alert } from "../../../ui/alert";
import { LinkButton } from "../../../ui/button";
import { useCategories, useMerchandiseList, usePassAttributes } from "../data";
import { ProductGrid } from "../parts/product-card";
import { CategoryFilter } from "../parts/category-filter";
import { RetryAlert } from "../../../ui/retry-alert";
import { PassCategoryFilter } from "../parts/pass-category-filter";

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
  // the passes' own categories feed their filter; without them the passes are listed unfiltered
  const [passAttrs] = usePassAttributes();
  const [passCategory, setPassCategory] = useState<number | null>(null);
  const passCategories = passAttrs.status === "ready" ? bySequence(passAttrs.data.category ?? []) : [];
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
    const chosenPass = passCategories.find((c) => c.id === passCategory) ?? null;
    const items = bySequence(
      passes ? inPassCategory(annualPasses(list.data), chosenPass?.id ?? null) : inCategory(list.data, current),
    );
    const label = passes
      ? (chosenPass?.name ?? title)
      : (categories.find((c) => c.id === current)?.name ?? t("shop.allCategories"));
    body = items.length ? (
      <ProductGrid items={items} label={label} />
    ) : (
      <p>{t(passes ? "shop.noPasses" : "shop.empty")}</p>
    );
  }

  // a category's page is titled with the category's name (the breadcrumbs end in it too)
  const categoryName = passes ? undefined : categories.find((c) => c.id === current)?.name;
  return (
    <Page title={categoryName ?? title}>
      {!passes && categories.length > 0 && <CategoryFilter categories={categories} current={known ? current : null} />}
      {passes && passCategories.length > 0 && (
        <PassCategoryFilter categories={passCategories} current={passCategory} onChange={setPassCategory} />
      )}
      {body}
    </Page>
  );
}
