// The registered user's menu, titled with their name: settings and logout (with returnTo).
import { Link } from "wouter";
import { useT } from "../i18n/use-t";
import { paths, LOGOUT_PATH } from "../domain/paths";
import { Disclosure } from "../ui/disclosure";

export function UserMenu({ name, returnTo }: { name: string; returnTo: string }) {
  const t = useT();
  return (
    <Disclosure label={name}>
      {(close) => (
        <ul>
          <li>
            <Link href={paths.settings.href()} onClick={close}>
              {t("account.settings")}
            </Link>
          </li>
          <li>
            <Link href={`~${LOGOUT_PATH}?${returnTo}`}>{t("account.logout")}</Link>
          </li>
        </ul>
      )}
    </Disclosure>
  );
}
