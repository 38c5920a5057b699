// Settings: the profile (person and billing address) as customer/attr asks for it;
// validate-only when a field is left, 422 errors per field, USER_SETTINGS_SAVED on success.
import { useState, type FormEvent } from "react";
import { useT } from "../../../i18n/use-t";
import type { Customer, CustomerAttributes } from "../../../api/customer";
import { checkProfile, saveProfile } from "../actions";
import { customerToValues } from "../../../domain/account-form";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { useStyles } from "../../../styles/use-styles";
import { accountStyles } from "../styles";
import { useAccount } from "../use-account";
import { TOASTS } from "../messages";
import { useCustomerForm } from "../use-customer-form";
import { CustomerFields } from "../components/customer-fields";
import { FormProblem } from "../components/form-problem";
import { useSubmit } from "../use-submit";

export function ProfileSettings({ attr, customer }: { attr: CustomerAttributes; customer: Customer }) {
  const t = useT();
  const s = useStyles(accountStyles);
  const account = useAccount();
  // the confirmation stays on the page too, where the visitor is: a toast goes away
  const [saved, setSaved] = useState(false);
  const form = useCustomerForm({
    mode: "profile",
    attr,
    initial: customerToValues(customer),
    check: (c) => checkProfile(account.ctx, c),
  });
  const { ref, problem, busy, setBusy, start, fail } = useSubmit(form);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    if (!start()) return;
    const done = await saveProfile(account.ctx, form.payload()).catch(() => null);
    if (done?.ok) {
      account.toast("USER_SETTINGS_SAVED", "success");
      setSaved(true);
    }
    if (done && !done.ok && done.status === 422) fail(done.fields);
    else setBusy(false);
  }

  return (
    <form ref={ref} className={s.form} onSubmit={submit} noValidate>
      <FormProblem problem={problem} />
      <CustomerFields form={form} attr={attr} />
      {saved && (
        <Alert tone="success" quiet>
          {t(TOASTS.USER_SETTINGS_SAVED)}
        </Alert>
      )}
      <div className={s.actions}>
        <Button type="submit" busy={busy}>
          {t("account.settings.saveProfile")}
        </Button>
      </div>
    </form>
  );
}
