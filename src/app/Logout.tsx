// #/logout?returnTo=...: clears token and customer, then goes to returnTo (a widget route only).
import { useEffect } from "react";
import { useSearch, useLocation } from "wouter";
import { useEmbed } from "../stores/context";
import { safeRoute } from "../domain/paths";
import { Spinner } from "../ui/Spinner";

export function Logout() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { stores } = useEmbed();
  useEffect(() => {
    stores.session.getState().signOut();
    stores.session.getState().setPaymentTypes([]);
    const target = safeRoute(new URLSearchParams(search).get("returnTo")) ?? "/";
    navigate(`/${stores.shell.getState().lang}${target === "/" ? "" : target}`, { replace: true });
  }, [search, navigate, stores]);
  return <Spinner />;
}
