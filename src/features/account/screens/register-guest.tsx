// Guest registration (spec 000 sections 5 and 6): the fields customer/attr asks for, without a
// password. The validate call's 422 is accepted when it concerns only the password; then
// auth/guest gives the guest's token, and the visitor goes on to checkout.
import type { FormEvent } from "react";
import { useConfig, useEmbed } from "../../../stores/context";
import type { CustomerAttributes } from "../../../api/customer";
import { checkRegistration, registerGuest } from "../actions";
import { guestBlockingErrors } from "../../../domain/account-validation";
import { EMPTY_VALUES } from "../../../domain/account-form";
import { paths } from "../../../domain/paths";
import { useAccount } from "../use-account";
import { useCustomerForm } from "../use-customer-form";
import { useSubmit } from "../use-submit";
import { AuthForm, AuthPage } from "../components/auth-shell";

export function RegisterGuest() {
  const config = useConfig();
  return (
    <AuthPage
      title="route.registerGuest"
      enabled={config.hasGuestRegistration}
      unavailable="account.guest.unavailable"
      instead={{ href: paths.login.href(), label: "account.toLogin" }}
    >
      {(attr) => <GuestForm attr={attr} />}
    </AuthPage>
  );
}

function GuestForm({ attr }: { attr: CustomerAttributes }) {
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
    check: (c) => checkRegistration(account.ctx, c),
    relevant: guestBlockingErrors,
  });
  const { ref, problem, busy, setBusy, start, fail } = useSubmit(form);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!start()) return;
    const done = await registerGuest(account.ctx, form.payload()).catch(() => null);
    if (done?.ok) account.goOn(paths.checkout.href());
    else if (done?.status === 422) fail(done.fields);
    else setBusy(false);
  }

  return (
    <AuthForm
      formRef={ref}
      onSubmit={submit}
      notes={["account.guest.intro", "account.requiredNote"]}
      problem={problem}
      form={form}
      attr={attr}
      busy={busy}
      submit="account.guest.submit"
    />
  );
}
