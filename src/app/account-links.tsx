// Login and register for anonymous visitors and guests (when registration is on), each with
// returnTo (an account screen's own returnTo kept); a registered user gets a menu titled with their name: settings and logout.
import { lazy } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { useConfig, useSession, useShell } from "../stores/context";
import { visitorState } from "../stores/session";
import { useT } from "../i18n/use-t";
import { paths } from "../domain/paths";
import { accountLinksReturnTo } from "../domain/account-redirects";
import { defineStyles, useStyles } from "../styles/use-styles";
import { LazyPart } from "../ui/lazy-part";

// only registered users see it: not part of an anonymous visitor's first screen
const UserMenu = lazy(() => import("./user-menu").then((m) => ({ default: m.UserMenu })));

const styles = defineStyles({
  link: `display:inline-flex;align-items:center;min-height:44px;padding:.4em .7em;color:var(--f-text)!important;
    text-decoration:none;border-radius:var(--f-radius);&:hover{background:var(--f-surface)}`,
});

export function AccountLinks() {
  const s = useStyles(styles);
  const t = useT();
  const config = useConfig();
  const state = useSession(visitorState);
  const customer = useSession((x) => x.customer);
  const [location] = useLocation();
  const search = useSearch();
  const lang = useShell((x) => x.lang);
  // the current full path, language included
  const here = `/${lang}${location === "/" ? "" : location}${search ? `?${search}` : ""}`;
  const returnTo = `returnTo=${encodeURIComponent(here)}`;
  const target = `?returnTo=${encodeURIComponent(accountLinksReturnTo(here, search))}`;

  if (state === "registered") {
    const name = [customer?.fname, customer?.lname].filter(Boolean).join(" ") || t("account.menu");
    return (
      <LazyPart>
        <UserMenu name={name} returnTo={returnTo} />
      </LazyPart>
    );
  }
  if (!config.hasUserRegistration) return null;
  return (
    <>
      <Link className={s.link} href={`${paths.login.href()}${target}`}>
        {t("account.login")}
      </Link>
      <Link className={s.link} href={`${paths.register.href()}${target}`}>
        {t("account.register")}
      </Link>
    </>
  );
}
