// Guest registration (spec 000 sections 5 and 6): the fields customer/attr asks for, without a
// password. The validate call's 422 is accepted when it concerns only the password; then
// auth/guest gives the guest's token, and the visitor goes on to checkout.
import type { FormEvent } from "react";
import { useT } from "../../../i18n/use-t";
import { useConfig, useEmbed } from "../../../stores/context";
import { loginGuest, validate } from "../../../api/account";
import type { CustomerAttributes } from "../../../api/customer";
import { ApiError } from "../../../api/errors";
import { guestBlockingErrors } from "../../../domain/account-validation";
import { EMPTY_VALUES } from "../../../domain/account-form";
import { paths } from "../../../domain/paths";
import { Page } from "../../../ui/Page";
import { Alert } from "../../../ui/Alert";
import { Button, LinkButton } from "../../../ui/Button";
import { useStyles } from "../../../styles/use-styles";
import { accountStyles } from "../styles";
import { useAccount } from "../use-account";
import { useCustomerForm } from "../use-customer-form";
import { CustomerFields } from "../components/customer-fields";
import { AttributesGate } from "../components/attributes-gate";
import { FormProblem } from "../components/form-problem";
import { useSubmit } from "../use-submit";

export function RegisterGuest() {
  const t = useT();
  const config = useConfig();
  return (
    <Page title={t("route.registerGuest")}>
      {config.hasGuestRegistration ? (
        <AttributesGate>{(attr) => <GuestForm attr={attr} />}</AttributesGate>
      ) : (
        <>
          <Alert tone="info">{t("account.guest.unavailable")}</Alert>
          <LinkButton href={paths.login.href()} variant="secondary">
            {t("account.toLogin")}
          </LinkButton>
        </>
      )}
    </Page>
  );
}

function GuestForm({ attr }: { attr: CustomerAttributes }) {
  const t = useT();
  const s = useStyles(accountStyles);
  const account = useAccount();
  const { options } = useEmbed();
  // the host page may prefill the guest's name and e-mail (data-email, data-fname, data-lname)
  const initial = {
    ...EMPTY_VALUES,
    email: options.email ?? "",
    fname: options.fname ?? "",
    lname: options.lname ?? "",
  };
  // a guest has no password: the blur check must not blame the missing one
  const form = useCustomerForm({
    mode: "guest",
    attr,
    initial,
    initialRepeat: { email: options.email ?? "", password: "" },
    check: (c) => validate(account.api, c, true),
    relevant: guestBlockingErrors,
  });
  const { ref, problem, busy, setBusy, start, fail } = useSubmit(form);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!start()) return;
    const c = form.payload();
    try {
      await validate(account.api, c);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) return setBusy(false);
      const blocking = guestBlockingErrors(error.fields);
      if (Object.keys(blocking).length) return fail(blocking);
    }
    try {
      await account.signInWith(await loginGuest(account.api, c));
      account.goOn(paths.checkout.href());
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) fail(error.fields);
      else setBusy(false);
    }
  }

  return (
    <form ref={ref} className={s.form} onSubmit={submit} noValidate>
      <p className={s.note}>{t("account.guest.intro")}</p>
      <p className={s.note}>{t("account.requiredNote")}</p>
      <FormProblem problem={problem} />
      <CustomerFields form={form} attr={attr} />
      <div className={s.actions}>
        <Button type="submit" disabled={busy}>
          {t("account.guest.submit")}
        </Button>
      </div>
    </form>
  );
}
