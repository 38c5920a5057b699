// Registration (spec 000 sections 3 and 5): the fields customer/attr asks for, e-mail and
// password each entered twice, validate-only when a field is left, 422 errors per field. A new
// account is logged in at once and sees register/success.
import type { FormEvent } from "react";
import { useT } from "../../../i18n/use-t";
import { useConfig } from "../../../stores/context";
import { login, register, validate } from "../../../api/account";
import type { CustomerAttributes } from "../../../api/customer";
import { ApiError } from "../../../api/errors";
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

export function Register() {
  const t = useT();
  const config = useConfig();
  return (
    <Page title={t("route.register")}>
      {config.hasUserRegistration ? (
        <AttributesGate>{(attr) => <RegisterForm attr={attr} />}</AttributesGate>
      ) : (
        <>
          <Alert tone="info">{t("account.register.unavailable")}</Alert>
          <LinkButton href={paths.home.href()} variant="secondary">
            {t("account.toShop")}
          </LinkButton>
        </>
      )}
    </Page>
  );
}

function RegisterForm({ attr }: { attr: CustomerAttributes }) {
  const t = useT();
  const s = useStyles(accountStyles);
  const account = useAccount();
  const form = useCustomerForm({ mode: "register", attr, check: (c) => validate(account.api, c, true) });
  const { ref, problem, busy, setBusy, start, fail } = useSubmit(form);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!start()) return;
    const c = form.payload();
    try {
      await register(account.api, c);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) fail(error.fields);
      else setBusy(false);
      return;
    }
    // the new account is logged in straight away; if that fails, the login screen is next
    try {
      await account.signInWith(await login(account.api, c.email ?? "", c.password ?? ""));
      account.navigate(account.next(paths.registerSuccess.href()));
    } catch {
      account.navigate(account.next(paths.login.href()));
    }
  }

  return (
    <form ref={ref} className={s.form} onSubmit={submit} noValidate>
      <p className={s.note}>{t("account.requiredNote")}</p>
      <FormProblem problem={problem} />
      <CustomerFields form={form} attr={attr} />
      <div className={s.actions}>
        <Button type="submit" disabled={busy}>
          {t("account.register.submit")}
        </Button>
      </div>
    </form>
  );
}
