// Settings: change the password (current, new, new again). 'You must fill all fields',
// passwords must match; AUTH_PASSWORD_CHANGE_SUCCESS or AUTH_PASSWORD_CHANGE_FAILED.
import type { FormEvent } from "react";
import { useT } from "../../../i18n/use-t";
import { MIN_PASSWORD_LENGTH, newPasswordError } from "../../../domain/account-validation";
import { TextField } from "../../../ui/field";
import { useAccount } from "../use-account";
import { TOASTS } from "../messages";
import { changePassword } from "../actions";
import { SettingsForm, useSettingsForm } from "../components/settings-form";

const EMPTY = { current: "", next: "", repeat: "" };

export function PasswordSettings() {
  const t = useT();
  const account = useAccount();
  const form = useSettingsForm(EMPTY);
  const { values } = form;
  const field = (name: keyof typeof EMPTY) => ({ ...form.field(name), type: "password" });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const own = newPasswordError(values.next, values.repeat, [values.current]);
    if (!form.start(own, (code) => (code === "PASSWORD_TOO_SHORT" ? "next" : "repeat"))) return;
    const done = await changePassword(account.ctx, values.current, values.next).catch(() => null);
    if (done?.ok) account.toast("AUTH_PASSWORD_CHANGE_SUCCESS", "success");
    else {
      account.toast("AUTH_PASSWORD_CHANGE_FAILED", "danger");
      if (done?.status === 422) form.setErrors({ current: done.fields._po ?? [], next: done.fields._pn ?? [] });
    }
    form.finish(!!done?.ok);
  }

  return (
    <SettingsForm
      form={form}
      onSubmit={submit}
      savedText={TOASTS.AUTH_PASSWORD_CHANGE_SUCCESS}
      submit="account.settings.changePassword"
    >
      <TextField label={t("account.field.currentPassword")} autoComplete="current-password" {...field("current")} />
      <TextField
        label={t("account.field.newPassword")}
        autoComplete="new-password"
        hint={t("account.passwordHint", { min: MIN_PASSWORD_LENGTH })}
        {...field("next")}
      />
      <TextField label={t("account.field.passwordRepeat")} autoComplete="new-password" {...field("repeat")} />
    </SettingsForm>
  );
}
