// What the e-mail and the password settings forms share: their values, the form's own check
// ('You must fill all fields' above the form, any other problem at its field; the first invalid
// field takes focus), the busy flag,
// the confirmation kept on the page (a toast goes away), and the form around the fields.
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { useT } from "../../../i18n/use-t";
import type { MessageId } from "../../../i18n/message-ids";
import type { FieldErrors, LocalError } from "../../../domain/account-validation";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { focusFirstInvalid } from "../../../ui/focus-invalid";
import { useStyles } from "../../../styles/use-styles";
import { accountStyles } from "../styles";
import { errorMessage } from "../messages";
import { useFieldErrors } from "./field-errors";

export function useSettingsForm<K extends string>(empty: Record<K, string>) {
  const t = useT();
  const [saved, setSaved] = useState(false);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorsOf = useFieldErrors(errors);
  const ref = useRef<HTMLFormElement>(null);
  return {
    ref,
    values,
    saved,
    message,
    busy,
    setErrors,
    setMessage,
    field: (name: K) => ({
      value: values[name],
      required: true,
      errors: errorsOf(name),
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    }),
    /**
     * The form's own check, `own` from the domain's rule and `at` the field it concerns. False
     * when it fails; otherwise the form is busy until `finish`.
     */
    start(own: LocalError | null, at: (code: LocalError) => K | null): boolean {
      setSaved(false);
      setMessage(own === "FILL_ALL" ? t(errorMessage(own)) : null);
      const field = own && own !== "FILL_ALL" ? at(own) : null;
      setErrors(
        own === "FILL_ALL"
          ? Object.fromEntries(
              Object.entries<string>(values)
                .filter(([, v]) => !v.trim())
                .map(([k]) => [k, ["REQUIRED"]]),
            )
          : field
            ? { [field]: [own!] }
            : {},
      );
      if (own) {
        focusFirstInvalid(ref.current);
        return false;
      }
      setBusy(true);
      return true;
    },
    /** The call is over: saved (the fields empty again) or not. */
    finish(ok: boolean) {
      if (ok) {
        setSaved(true);
        setValues(empty);
      } else focusFirstInvalid(ref.current);
      setBusy(false);
    },
  };
}

export function SettingsForm({
  form,
  onSubmit,
  savedText,
  submit,
  intro,
  children,
}: {
  form: Pick<ReturnType<typeof useSettingsForm>, "ref" | "message" | "saved" | "busy">;
  onSubmit(e: FormEvent): void;
  savedText: MessageId;
  submit: MessageId;
  /** Said above the form's message. */
  intro?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const s = useStyles(accountStyles);
  return (
    <form ref={form.ref} className={s.form} onSubmit={onSubmit} noValidate>
      {intro}
      {form.message && <Alert tone="danger">{form.message}</Alert>}
      {children}
      {form.saved && (
        <Alert tone="success" quiet>
          {t(savedText)}
        </Alert>
      )}
      <div className={s.actions}>
        <Button type="submit" busy={form.busy}>
          {t(submit)}
        </Button>
      </div>
    </form>
  );
}
