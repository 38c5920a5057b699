// Registration (spec 000 sections 3 and 5): the fields customer/attr asks for, e-mail and
// password each entered twice, validate-only when a field is left, 422 errors per field. A new
// account is logged in at once and sees register/success.
import type { FormEvent } from "react";
import { useConfig } from "../../../stores/context";
import type { CustomerAttributes } from "../../../api/customer";
import { checkRegistration, registerAccount } from "../actions";
import { paths } from "../../../domain/paths";
import { useAccount } from "../use-account";
import { useCustomerForm } from "../use-customer-form";
import { useSubmit } from "../use-submit";
import { AuthForm, AuthPage } from "../components/auth-shell";

export function Register() {
  const config = useConfig();
  return (
    <AuthPage
      title="route.register"
      enabled={config.hasUserRegistration}
      unavailable="account.register.unavailable"
      instead={{ href: paths.home.href(), label: "account.toShop" }}
    >
      {(attr) => <RegisterForm attr={attr} />}
    </AuthPage>
  );
}

function RegisterForm({ attr }: { attr: CustomerAttributes }) {
  const account = useAccount();
  const form = useCustomerForm({ mode: "register", attr, check: (c) => checkRegistration(account.ctx, c) });
  const { ref, problem, busy, setBusy, start, fail } = useSubmit(form);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!start()) return;
    const done = await registerAccount(account.ctx, form.payload()).catch(() => null);
    if (!done?.ok) return done?.status === 422 ? fail(done.fields) : setBusy(false);
    // the new account is logged in straight away; if that fails, the login screen is next
    const route = "signedIn" in done && done.signedIn ? paths.registerSuccess : paths.login;
    account.navigate(account.next(route.href()));
  }

  return (
    <AuthForm
      formRef={ref}
      onSubmit={submit}
      notes={["account.requiredNote"]}
      problem={problem}
      form={form}
      attr={attr}
      busy={busy}
      submit="account.register.submit"
    />
  );
}
