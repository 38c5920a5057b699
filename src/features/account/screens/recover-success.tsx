// The new password is set and the visitor is logged in (spec 000 section 4).
import { useT } from "../../../i18n/use-t";
import { Page } from "../../../ui/page";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { useAccount } from "../use-account";
import { WhenLoggedIn } from "../components/not-logged-in";

export function RecoverSuccess() {
  const t = useT();
  const account = useAccount();
  return (
    <Page title={t("route.recoverSuccess")}>
      <WhenLoggedIn>
        <Alert tone="success">{t("account.recoverSuccess.text")}</Alert>
        <Button onClick={() => account.goOn()}>{t("account.continue")}</Button>
      </WhenLoggedIn>
    </Page>
  );
}
