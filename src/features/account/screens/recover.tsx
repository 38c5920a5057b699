// recover/{guid}: the mailed link's token in the hash route. A new password, entered twice
// ('You must fill all fields', passwords must match); success sets it, logs the visitor in
// (AUTH_SETTING_NEW_PASSWORD_SUCCESS) and replaces the route, so the token leaves the
// address bar and the history; 400 or 422 is AUTH_SETTING_NEW_PASSWORD_FAILED.
import { useRef, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { useT } from "../../../i18n/use-t";
import { resetPassword } from "../actions";
import { MIN_PASSWORD_LENGTH, newPasswordError, type LocalError } from "../../../domain/account-validation";
import { paths } from "../../../domain/paths";
import type { RouteProps } from "../../../stores/route-types";
import { Page } from "../../../ui/page";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { TextField } from "../../../ui/field";
import { focusFirstInvalid } from "../../../ui/focus-invalid";
import { useStyles } from "../../../styles/use-styles";
import { accountStyles } from "../styles";
import { useAccount } from "../use-account";
import { errorMessage } from "../messages";

export function Recover({ params }: RouteProps) {
  const t = useT();
  const s = useStyles(accountStyles);
  const account = useAccount();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [error, setError] = useState<LocalError | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // which field the form's own error is about
  const invalid = (field: "password" | "repeat") =>
    (error === "FILL_ALL" && !(field === "password" ? password : repeat)) ||
    (error === "PASSWORD_TOO_SHORT" && field === "password") ||
    (error === "PASSWORDS_MISMATCH" && field === "repeat") ||
    undefined;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const own = newPasswordError(password, repeat);
    setError(own);
    if (own) return focusFirstInvalid(form.current);
    setBusy(true);
    setFailed(false);
    const done = await resetPassword(account.ctx, params.guid ?? "", password).catch(() => null);
    if (done?.ok) {
      account.toast("AUTH_SETTING_NEW_PASSWORD_SUCCESS", "success");
      return account.navigate(paths.recoverSuccess.href(), { replace: true });
    }
    account.toast("AUTH_SETTING_NEW_PASSWORD_FAILED", "danger");
    setFailed(true);
    setBusy(false);
  }

  return (
    <Page title={t("route.recover")}>
      {failed && (
        <Alert tone="danger">
          {t("account.recover.failed")}{" "}
          <Link href={paths.forgotPassword.href()}>{t("account.recover.requestAgain")}</Link>
        </Alert>
      )}
      <form ref={form} className={s.form} onSubmit={submit} noValidate>
        {error && (
          <div id="foyer-recover-problem">
            <Alert tone="danger">{t(errorMessage(error), { min: MIN_PASSWORD_LENGTH })}</Alert>
          </div>
        )}
        <TextField
          label={t("account.field.newPassword")}
          type="password"
          autoComplete="new-password"
          required
          hint={t("account.passwordHint", { min: MIN_PASSWORD_LENGTH })}
          value={password}
          aria-invalid={invalid("password")}
          aria-describedby={invalid("password") && "foyer-recover-problem"}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label={t("account.field.passwordRepeat")}
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          aria-invalid={invalid("repeat")}
          aria-describedby={invalid("repeat") && "foyer-recover-problem"}
          onChange={(e) => setRepeat(e.target.value)}
        />
        <div className={s.actions}>
          <Button type="submit" busy={busy}>
            {t("account.recover.submit")}
          </Button>
        </div>
      </form>
    </Page>
  );
}
