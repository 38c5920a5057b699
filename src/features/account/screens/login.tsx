// Login (spec 000 sections 4 and 8): e-mail and password; success stores the token and the
// customer and goes to the saved route; failure is the toast AUTH_LOGIN_FAILED. With the
// unauthorized flag (a 401/403 elsewhere) the screen says why the visitor is here.
import { useRef, useState, type FormEvent } from "react";
import { Link, useSearch } from "wouter";
import { useT } from "../../../i18n/use-t";
import { useBasket, useConfig } from "../../../stores/context";
import { useDraft } from "../../../stores/use-draft";
import { logIn } from "../actions";
import { paths } from "../../../domain/paths";
import { Page } from "../../../ui/page";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { TextField } from "../../../ui/field";
import { useStyles } from "../../../styles/use-styles";
import { accountStyles } from "../styles";
import { useAccount } from "../use-account";
import { focusFirstInvalid } from "../../../ui/focus-invalid";

export function Login() {
  const t = useT();
  const s = useStyles(accountStyles);
  const account = useAccount();
  const unauthorized = new URLSearchParams(useSearch()).get("unauthorized") === "1";
  // the e-mail survives a remount after a 503 (stores/drafts.ts); the password never does
  const [email, setEmail] = useDraft("login.email", "");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<"fillAll" | "wrong" | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // which fields are marked invalid (aria-invalid), so the first of them takes focus
  const invalid = (field: "email" | "password") =>
    problem === "wrong" || (problem === "fillAll" && !(field === "email" ? email.trim() : password)) || undefined;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim() || !password) {
      setProblem("fillAll");
      return focusFirstInvalid(form.current);
    }
    setProblem(null);
    setBusy(true);
    const done = await logIn(account.ctx, email, password).catch(() => null);
    if (done?.ok) return account.goOn();
    account.toast("AUTH_LOGIN_FAILED", "danger");
    if (done && [401, 403, 422].includes(done.status)) {
      setProblem("wrong");
      focusFirstInvalid(form.current);
    }
    setBusy(false);
  }

  return (
    <Page title={t("route.login")}>
      {unauthorized && <Alert tone="warning">{t("account.login.unauthorized")}</Alert>}
      <form
        ref={form}
        className={s.form}
        onSubmit={submit}
        noValidate
        aria-describedby={problem ? "foyer-login-problem" : undefined}
      >
        {problem && (
          <div id="foyer-login-problem">
            <Alert tone="danger">{t(problem === "wrong" ? "account.login.wrong" : "account.error.fillAll")}</Alert>
          </div>
        )}
        <TextField
          label={t("account.field.email")}
          type="email"
          autoComplete="username"
          required
          aria-invalid={invalid("email")}
          aria-describedby={invalid("email") && "foyer-login-problem"}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t("account.field.password")}
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={invalid("password")}
          aria-describedby={invalid("password") && "foyer-login-problem"}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className={s.actions}>
          <Button type="submit" busy={busy}>
            {t("account.login.submit")}
          </Button>
        </div>
      </form>
      <LoginLinks />
    </Page>
  );
}

/** Where else the visitor may go: a forgotten password, registering, ordering as a guest. */
function LoginLinks() {
  const t = useT();
  const s = useStyles(accountStyles);
  const config = useConfig();
  const account = useAccount();
  const basketFilled = useBasket((b) => b.lines.length > 0);
  return (
    <ul className={s.links}>
      <li>
        <Link href={account.next(paths.forgotPassword.href())}>{t("account.login.forgot")}</Link>
      </li>
      {config.hasUserRegistration && (
        <li>
          <Link href={account.next(paths.register.href())}>{t("account.login.toRegister")}</Link>
        </li>
      )}
      {config.hasGuestRegistration && basketFilled && (
        <li>
          <Link href={account.next(paths.registerGuest.href())}>{t("account.login.toGuest")}</Link>
        </li>
      )}
    </ul>
  );
}
