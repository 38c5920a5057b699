// The recovery mail is on its way.
import { useT } from "../../../i18n/use-t";
import { paths } from "../../../domain/paths";
import { Page } from "../../../ui/page";
import { Alert } from "../../../ui/alert";
import { RouteButton } from "../../../ui/button";
import { useAccount } from "../use-account";

export function PasswordResetSuccess() {
  const t = useT();
  const account = useAccount();
  return (
    <Page title={t("route.passwordResetSuccess")}>
      <Alert tone="success">{t("account.resetSent.text")}</Alert>
      <p>{t("account.resetSent.hint")}</p>
      <RouteButton href={account.next(paths.login.href())} variant="secondary">
        {t("account.toLogin")}
      </RouteButton>
    </Page>
  );
}
