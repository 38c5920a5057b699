// #/logout?returnTo=...: clears token and customer, then goes to returnTo (a widget route only;
// not a screen that needs the login just ended).
import { useEffect } from "react";
import { useSearch, useLocation } from "wouter";
import { useEmbed } from "../stores/context";
import { inLanguage, logoutTarget } from "../domain/logout-target";
import { Spinner } from "../ui/spinner";

export function Logout() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { stores } = useEmbed();
  useEffect(() => {
    stores.session.getState().signOut();
    stores.session.getState().setPaymentTypes([]);
    const target = logoutTarget(new URLSearchParams(search).get("returnTo"));
    navigate(inLanguage(stores.shell.getState().lang, target), { replace: true });
  }, [search, navigate, stores]);
  return <Spinner />;
}
