// Settings (spec 000 sections 2 and 6): profile, delivery address, password and e-mail of a
// registered user. Anyone else is told that the page requires login, with a way to log in
// and come back.
import { useT } from "../../../i18n/use-t";
import { useSession } from "../../../stores/context";
import { visitorState } from "../../../stores/session";
import { paths } from "../../../domain/paths";
import { withReturnTo } from "../../../domain/account-targets";
import { Page } from "../../../ui/page";
import { Alert } from "../../../ui/alert";
import { RouteButton } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { useStyles } from "../../../styles/use-styles";
import { accountStyles } from "../styles";
import { AttributesGate } from "../components/attributes-gate";
import { ProfileSettings } from "./settings-profile";
import { DeliverySettings } from "./settings-delivery";
import { PasswordSettings } from "./settings-password";
import { EmailSettings } from "./settings-email";

export function Settings() {
  const t = useT();
  const s = useStyles(accountStyles);
  const state = useSession(visitorState);
  const customer = useSession((x) => x.customer);
  if (state !== "registered")
    return (
      <Page title={t("route.settings")}>
        <Alert tone="info">{t("account.settings.requiresLogin")}</Alert>
        <RouteButton href={withReturnTo(paths.login.href(), paths.settings.href())}>{t("account.toLogin")}</RouteButton>
      </Page>
    );
  if (!customer) return <Spinner />;
  return (
    <Page title={t("route.settings")}>
      <AttributesGate>
        {(attr) => (
          <>
            <section className={s.section} aria-labelledby="foyer-settings-profile">
              <h2 id="foyer-settings-profile">{t("account.settings.profile")}</h2>
              <ProfileSettings attr={attr} customer={customer} />
            </section>
            <section className={s.section} aria-labelledby="foyer-settings-delivery">
              <h2 id="foyer-settings-delivery">{t("account.settings.delivery")}</h2>
              <DeliverySettings attr={attr} customer={customer} />
            </section>
          </>
        )}
      </AttributesGate>
      <section className={s.section} aria-labelledby="foyer-settings-password">
        <h2 id="foyer-settings-password">{t("account.settings.password")}</h2>
        <PasswordSettings />
      </section>
      <section className={s.section} aria-labelledby="foyer-settings-email">
        <h2 id="foyer-settings-email">{t("account.settings.email")}</h2>
        <EmailSettings email={customer.email} />
      </section>
    </Page>
  );
}
