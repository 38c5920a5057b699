// Settings: change the e-mail (new address twice, confirmed with the password); e-mails must
// match; AUTH_EMAIL_CHANGE_SUCCESS, or the service's 422 at the fields.
import type { FormEvent } from "react";
import { useT } from "../../../i18n/use-t";
import { emailPairError } from "../../../domain/account-validation";
import { TextField } from "../../../ui/field";
import { useStyles } from "../../../styles/use-styles";
import { accountStyles } from "../styles";
import { useAccount } from "../use-account";
import { TOASTS } from "../messages";
import { changeEmail } from "../actions";
import { SettingsForm, useSettingsForm } from "../components/settings-form";

const EMPTY = { email: "", repeat: "", password: "" };
const AT_FIELD: Record<string, keyof typeof EMPTY> = { INVALID_EMAIL: "email", EMAILS_MISMATCH: "repeat" };

export function EmailSettings({ email }: { email: string }) {
  const t = useT();
  const s = useStyles(accountStyles);
  const account = useAccount();
  const form = useSettingsForm(EMPTY);
  const { values, field } = form;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const own = emailPairError(values.email, values.repeat, [values.password]);
    if (!form.start(own, (code) => AT_FIELD[code] ?? null)) return;
    const done = await changeEmail(account.ctx, values.password, values.email).catch(() => null);
    if (done?.ok) account.toast("AUTH_EMAIL_CHANGE_SUCCESS", "success");
    else if (done?.status === 422) {
      form.setErrors({ email: done.fields.email ?? [], password: done.fields._po ?? [] });
      form.setMessage(t("account.form.correctErrors"));
    }
    form.finish(!!done?.ok);
  }

  return (
    <SettingsForm
      form={form}
      onSubmit={submit}
      intro={<p className={s.note}>{t("account.settings.currentEmail", { email })}</p>}
      savedText={TOASTS.AUTH_EMAIL_CHANGE_SUCCESS}
      submit="account.settings.changeEmail"
    >
      <TextField label={t("account.field.newEmail")} type="email" autoComplete="email" {...field("email")} />
      <TextField label={t("account.field.emailRepeat")} type="email" autoComplete="email" {...field("repeat")} />
      <TextField
        label={t("account.field.password")}
        type="password"
        autoComplete="current-password"
        {...field("password")}
      />
    </SettingsForm>
  );
}
