// Settings: change the password (current, new, new again). 'You must fill all fields',
// passwords must match; AUTH_PASSWORD_CHANGE_SUCCESS or AUTH_PASSWORD_CHANGE_FAILED.
import { useState, type FormEvent } from "react";
import { useT } from "../../../i18n/use-t";
import { changePassword } from "../actions";
import { MIN_PASSWORD_LENGTH, newPasswordError, type FieldErrors } from "../../../domain/account-validation";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { TextField } from "../../../ui/Field";
import { useStyles } from "../../../styles/use-styles";
import { accountStyles } from "../styles";
import { useAccount } from "../use-account";
import { errorMessage, TOASTS } from "../messages";
import { useFieldErrors } from "../components/field-errors";

const EMPTY = { current: "", next: "", repeat: "" };

export function PasswordSettings() {
  const t = useT();
  const s = useStyles(accountStyles);
  const account = useAccount();
  // the confirmation stays on the page too, where the visitor is: a toast goes away
  const [saved, setSaved] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorsOf = useFieldErrors(errors);
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    required: true,
    type: "password",
    errors: errorsOf(name),
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const own = newPasswordError(values.next, values.repeat, [values.current]);
    // 'You must fill all fields' above the form; any other problem at its field
    setMessage(own === "FILL_ALL" ? t(errorMessage(own)) : null);
    setErrors(
      own === "FILL_ALL"
        ? Object.fromEntries(
            Object.entries(values)
              .filter(([, v]) => !v.trim())
              .map(([k]) => [k, ["REQUIRED"]]),
          )
        : own
          ? { [own === "PASSWORD_TOO_SHORT" ? "next" : "repeat"]: [own] }
          : {},
    );
    if (own) return;
    setBusy(true);
    const done = await changePassword(account.ctx, values.current, values.next).catch(() => null);
    if (done?.ok) {
      account.toast("AUTH_PASSWORD_CHANGE_SUCCESS", "success");
      setSaved(true);
      setValues(EMPTY);
    } else {
      account.toast("AUTH_PASSWORD_CHANGE_FAILED", "danger");
      if (done?.status === 422) setErrors({ current: done.fields._po ?? [], next: done.fields._pn ?? [] });
    }
    setBusy(false);
  }

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      {message && <Alert tone="danger">{message}</Alert>}
      <TextField label={t("account.field.currentPassword")} autoComplete="current-password" {...field("current")} />
      <TextField
        label={t("account.field.newPassword")}
        autoComplete="new-password"
        hint={t("account.passwordHint", { min: MIN_PASSWORD_LENGTH })}
        {...field("next")}
      />
      <TextField label={t("account.field.passwordRepeat")} autoComplete="new-password" {...field("repeat")} />
      {saved && <Alert tone="success">{t(TOASTS.AUTH_PASSWORD_CHANGE_SUCCESS)}</Alert>}
      <div className={s.actions}>
        <Button type="submit" disabled={busy}>
          {t("account.settings.changePassword")}
        </Button>
      </div>
    </form>
  );
}
