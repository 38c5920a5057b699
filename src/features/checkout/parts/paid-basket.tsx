// A basket that turned out to be paid (issue 32): its payment went through, though the visitor
// never saw the confirmation (the way back was lost, another tab or return booked it). It says
// so, names the reference, and offers no way to pay again.
import { paths } from "../../../domain/paths";
import { useShell } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { Page } from "../../../ui/page";
import { Alert } from "../../../ui/alert";
import { LinkButton } from "../../../ui/button";
import { ProgressBar } from "./progress-bar";

export function PaidBasket({ reference }: { reference: string }) {
  const t = useT();
  const email = useShell((x) => x.meta?.support_email);
  return (
    <Page title={t("checkout.paidTitle")}>
      <ProgressBar step={3} />
      <Alert tone="success">
        <p>{t("checkout.paidText")}</p>
        {reference && <p data-testid="order-reference">{t("checkout.orderReference", { reference })}</p>}
        {email && <p>{t("checkout.contact", { email })}</p>}
      </Alert>
      <LinkButton href={paths.home.href()}>{t("checkout.backToShop")}</LinkButton>
    </Page>
  );
}
