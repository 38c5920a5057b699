// Who orders: before login the ways in (log in, create an account, continue as a guest; each
// comes back to checkout), after it the customer and the billing address.
import { Link } from "wouter";
import { paths } from "../../../domain/paths";
import { useConfig, useSession, useShell } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { RouteButton } from "../../../ui/button";
import { useFormat } from "../../../ui/format";
import { useStyles } from "../../../styles/use-styles";
import { checkoutStyles } from "../styles";

export function SignInStep() {
  const s = useStyles(checkoutStyles);
  const t = useT();
  const { country } = useFormat();
  const config = useConfig();
  const customer = useSession((x) => x.customer);
  const signedIn = useSession((x) => !!x.token);
  // the way back names the language, as the header's account links do (issue 35)
  const lang = useShell((x) => x.lang);
  const back = `?returnTo=${encodeURIComponent(`/${lang}${paths.checkout.href()}`)}`;
  return (
    <section className={s.section} aria-labelledby="foyer-sign-in">
      <h2 id="foyer-sign-in">{t("checkout.signInTitle")}</h2>
      {signedIn ? (
        customer && (
          <>
            <p>
              {t(customer.isGuest ? "checkout.orderingAsGuest" : "checkout.orderingAs", {
                name: `${customer.fname} ${customer.lname}`.trim(),
                email: customer.email,
              })}
            </p>
            {customer.addrBilling && (
              <address className={s.note}>
                {t("checkout.billingAddress", {
                  address: [
                    customer.addrBilling.street,
                    `${customer.addrBilling.zip} ${customer.addrBilling.city}`.trim(),
                    customer.addrBilling.country && country(customer.addrBilling.country),
                  ]
                    .filter(Boolean)
                    .join(", "),
                })}
              </address>
            )}
            {!customer.isGuest && (
              <p>
                <Link href={paths.settings.href()}>{t("checkout.editDetails")}</Link>
              </p>
            )}
          </>
        )
      ) : (
        <>
          <p>{t("checkout.signInIntro")}</p>
          <div className={s.actions}>
            <RouteButton href={paths.login.href() + back}>{t("checkout.login")}</RouteButton>
            {config.hasUserRegistration && (
              <RouteButton href={paths.register.href() + back} variant="secondary">
                {t("checkout.register")}
              </RouteButton>
            )}
            {config.hasGuestRegistration && (
              <RouteButton href={paths.registerGuest.href() + back} variant="secondary">
                {t("checkout.guest")}
              </RouteButton>
            )}
          </div>
        </>
      )}
    </section>
  );
}
