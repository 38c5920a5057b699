// A success page of the account (registered, new password set) opened directly, without a login:
// it must not say "you are logged in"; the way to the login instead.
import type { ReactNode } from "react";
import { useT } from "../../../i18n/use-t";
import { paths } from "../../../domain/paths";
import { useSession } from "../../../stores/context";
import { visitorState } from "../../../stores/session";
import { Alert } from "../../../ui/alert";
import { RouteButton } from "../../../ui/button";

export function WhenLoggedIn({ children }: { children: ReactNode }) {
  const t = useT();
  const registered = useSession((s) => visitorState(s) === "registered");
  if (registered) return <>{children}</>;
  return (
    <>
      <Alert tone="info">{t("account.notLoggedIn")}</Alert>
      <RouteButton href={paths.login.href()}>{t("account.toLogin")}</RouteButton>
    </>
  );
}
