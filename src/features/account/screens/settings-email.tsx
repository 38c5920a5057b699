// Settings: change the e-mail (new address twice, confirmed with the password); e-mails must
// match; AUTH_EMAIL_CHANGE_SUCCESS, or the service's 422 at the fields.
import { useState, type FormEvent } from "react";
import { useT } from "../../../i18n/use-t";
import { changeEmail } from "../actions";
import { emailPairError, type FieldErrors } from "../../../domain/account-validation";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { TextField } from "../../../ui/Field";
import { useStyles } from "../../../styles/use-styles";
import { accountStyles } from "../styles";
import { useAccount } from "../use-account";
import { errorMessage, TOASTS } from "../messages";
import { useFieldErrors } from "../components/field-errors";

const EMPTY = { email: "", repeat: "", password: "" };
const AT_FIELD = { INVALID_EMAIL: "email", EMAILS_MISMATCH: "repeat" } as const;

export function EmailSettings({ email }: { email: string }) {
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
    errors: errorsOf(name),
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const own = emailPairError(values.email, values.repeat, [values.password]);
    // 'You must fill all fields' above the form; any other problem at its field
    setMessage(own === "FILL_ALL" ? t(errorMessage(own)) : null);
    setErrors(
      own === "FILL_ALL"
        ? Object.fromEntries(
            Object.entries(values)
              .filter(([, v]) => !v.trim())
              .map(([k]) => [k, ["REQUIRED"]]),
          )
        : own && own in AT_FIELD
          ? { [AT_FIELD[own as keyof typeof AT_FIELD]]: [own] }
          : {},
    );
    if (own) return;
    setBusy(true);
    const done = await changeEmail(account.ctx, values.password, values.email).catch(() => null);
    if (done?.ok) {
      account.toast("AUTH_EMAIL_CHANGE_SUCCESS", "success");
      setSaved(true);
      setValues(EMPTY);
    } else if (done?.status === 422) {
      setErrors({ email: done.fields.email ?? [], password: done.fields._po ?? [] });
      setMessage(t("account.form.correctErrors"));
    }
    setBusy(false);
  }

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <p className={s.note}>{t("account.settings.currentEmail", { email })}</p>
      {message && <Alert tone="danger">{message}</Alert>}
      <TextField label={t("account.field.newEmail")} type="email" autoComplete="email" {...field("email")} />
      <TextField label={t("account.field.emailRepeat")} type="email" autoComplete="email" {...field("repeat")} />
      <TextField
        label={t("account.field.password")}
        type="password"
        autoComplete="current-password"
        {...field("password")}
      />
      {saved && <Alert tone="success">{t(TOASTS.AUTH_EMAIL_CHANGE_SUCCESS)}</Alert>}
      <div className={s.actions}>
        <Button type="submit" disabled={busy}>
          {t("account.settings.changeEmail")}
        </Button>
      </div>
    </form>
  );
}
