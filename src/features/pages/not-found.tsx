import { useT } from "../../i18n/use-t";
import type { RouteProps } from "../../stores/route-types";
import { Page } from "../../ui/page";
import { LinkButton } from "../../ui/button";
import { paths } from "../../domain/paths";

export function NotFound(_: RouteProps) {
  const t = useT();
  return (
    <Page title={t("notFound.title")}>
      <p data-testid="not-found">{t("notFound.text")}</p>
      <LinkButton href={paths.home.href()} variant="secondary">
        {t("notFound.home")}
      </LinkButton>
    </Page>
  );
}
