// Forgot password (spec 000 sections 4 and 8): an invalid e-mail shows 'Email not valid';
// the request carries the backlink (this page with the widget's recover route), and success
// is the toast AUTH_REQUEST_RESET_SUCCESS and the success page; failure AUTH_REQUEST_RESET_FAIL.
import { useRef, useState, type FormEvent } from "react";
import { useT } from "../../../i18n/use-t";
import { useEmbed, useShell } from "../../../stores/context";
import { requestPasswordReset } from "../actions";
import { resetRequestError } from "../../../domain/account-validation";
import { recoveryBacklink } from "../../../domain/account-targets";
import { paths } from "../../../domain/paths";
import { Page } from "../../../ui/page";
import { Button } from "../../../ui/button";
import { TextField } from "../../../ui/field";
import { useStyles } from "../../../styles/use-styles";
import { accountStyles } from "../styles";
import { useAccount } from "../use-account";
import { errorMessage } from "../messages";
import { focusFirstInvalid } from "../../../ui/focus-invalid";

export function ForgotPassword() {
  const t = useT();
  const s = useStyles(accountStyles);
  const account = useAccount();
  const { stores } = useEmbed();
  const lang = useShell((x) => x.lang);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // the error is said at once (assertive region) and its field takes focus
  const showError = (code: string | null) => {
    setError(code);
    if (!code) return;
    stores.shell.getState().announce(t(errorMessage(code)), true);
    focusFirstInvalid(form.current);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const own = resetRequestError(email);
    showError(own);
    if (own) return;
    setBusy(true);
    const done = await requestPasswordReset(account.ctx, email, recoveryBacklink(location.href, lang)).catch(
      () => null,
    );
    if (done?.ok) {
      account.toast("AUTH_REQUEST_RESET_SUCCESS", "success");
      return account.navigate(account.next(paths.passwordResetSuccess.href()));
    }
    account.toast("AUTH_REQUEST_RESET_FAIL", "danger");
    showError(done?.fields.email?.[0] ?? null);
    setBusy(false);
  }

  return (
    <Page title={t("route.forgotPassword")}>
      <p>{t("account.forgot.intro")}</p>
      <form ref={form} className={s.form} onSubmit={submit} noValidate>
        <TextField
          label={t("account.field.email")}
          type="email"
          autoComplete="email"
          required
          value={email}
          errors={error ? [t(errorMessage(error))] : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div className={s.actions}>
          <Button type="submit" busy={busy}>
            {t("account.forgot.submit")}
          </Button>
        </div>
      </form>
    </Page>
  );
}
