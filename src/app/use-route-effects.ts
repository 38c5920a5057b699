// What happens on every route change inside an embed: the navigation memory of spec 000
// section 4, the scroll position (the widget's top into view, never the host page's top, or a
// screen's saved position on its return: use-scroll-memory), focus on the new heading, and the
// page title when the host allows it.
import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { matchRoute, useRouter } from "wouter";
import { useEmbed, useSiteName, useConfig, useShell } from "../stores/context";
import { pageTitle } from "../domain/config";
import { useT } from "../i18n/use-t";
import { ROUTE_TITLES } from "./route-titles";
import { useScrollMemory } from "./use-scroll-memory";
import type { RouteDef } from "../stores/route-types";

export function useCurrentRoute(table: (RouteDef & { pattern: string })[]): RouteDef | null {
  const [location] = useLocation();
  const router = useRouter();
  return table.find((r) => matchRoute(router.parser, r.pattern, location)[0]) ?? null;
}

export function useRouteEffects(table: (RouteDef & { pattern: string })[]) {
  const [location] = useLocation();
  const search = useSearch();
  const { stores, options } = useEmbed();
  const siteName = useSiteName();
  const separator = useConfig().title_separator;
  const route = useCurrentRoute(table);
  const t = useT();
  const previous = useRef<string | null>(null);
  const scrollFor = useScrollMemory();
  const full = location + (search ? `?${search}` : "");

  useEffect(() => {
    const from = previous.current;
    previous.current = full;
    if (from === null || from === full) return;
    stores.shell.getState().routeChanged(from, full);
    scrollFor();
  }, [full, stores, scrollFor]);

  const screenTitle = useShell((st) => st.screenTitle);
  const title = screenTitle ?? (route ? t(ROUTE_TITLES[route.name]) : t("route.notFound"));
  useEffect(() => {
    if (options.setTitle) document.title = pageTitle(title, siteName, separator);
  }, [title, siteName, separator, options.setTitle]);
}
