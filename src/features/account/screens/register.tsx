// Registration (spec 000 sections 3 and 5): the fields customer/attr asks for, e-mail and
// password each entered twice, validate-only when a field is left, 422 errors per field. A new
// account is logged in at once and sees register/success.
import { useRef, useState, type FormEvent } from "react";
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
import { FormProblem, type Problem } from "../components/form-problem";
import { focusFirstInvalid } from "../focus-invalid";

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
  const ref = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const own = form.validateAll();
    setProblem(own);
    if (own) return focusFirstInvalid(ref.current);
    setBusy(true);
    const c = form.payload();
    try {
      await register(account.api, c);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 422) {
        setProblem(form.showServerErrors(error.fields));
        focusFirstInvalid(ref.current);
      }
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
