// After registration: the account exists and the visitor is logged in; continue goes to the
// saved route (checkout after a detour from checkout), returnTo or the shop.
import { useT } from "../../../i18n/use-t";
import { useSession } from "../../../stores/context";
import { Page } from "../../../ui/page";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { useAccount } from "../use-account";
import { WhenLoggedIn } from "../components/not-logged-in";

export function RegisterSuccess() {
  const t = useT();
  const account = useAccount();
  const name = useSession((s) => s.customer?.fname ?? "");
  return (
    <Page title={t("route.registerSuccess")}>
      <WhenLoggedIn>
        <Alert tone="success">
          {name ? t("account.registerSuccess.textNamed", { name }) : t("account.registerSuccess.text")}
        </Alert>
        <Button onClick={() => account.goOn()}>{t("account.continue")}</Button>
      </WhenLoggedIn>
    </Page>
  );
}
