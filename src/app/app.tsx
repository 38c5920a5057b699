// The React tree of one embed: providers, the router, and the language prefix of every route.
import { lazy, useEffect, useState, type ReactNode } from "react";
import { latest } from "../domain/latest";
import { Redirect, Router, useLocation } from "wouter";
import { useLingui } from "@lingui/react";
import { I18nScope } from "../i18n/provider";
import type { I18n } from "@lingui/core";
import { EmbedContext, useEmbed, useShell, type Embed } from "../stores/context";
import { StyleContext } from "../styles/use-styles";
import { SlotContext, type Slots } from "../ui/slots";
import { VoucherCodeEntry } from "../features/vouchers";
import type { StyleTarget } from "../styles/target";
import { LOGOUT_PATH, loosePrefix, routeOf, splitLanguage } from "../domain/paths";
import type { Language } from "../domain/config";
import { switchLanguage } from "../i18n/setup";
import { Shell } from "./shell";
import { RouteSwitch } from "./route-switch";
import { LazyPart } from "../ui/lazy-part";
import { UiBridge } from "./ui-bridge";

// what one area lends another (see ui/slots.tsx)
const slots: Slots = { voucherCodeEntry: VoucherCodeEntry };

const Logout = lazy(() => import("./logout").then((m) => ({ default: m.Logout })));

export function App({ embed, i18n, styles }: { embed: Embed; i18n: I18n; styles: StyleTarget }) {
  const { location } = embed;
  return (
    <EmbedContext.Provider value={embed}>
      <UiBridge embed={embed}>
        <StyleContext.Provider value={styles}>
          <I18nScope i18n={i18n}>
            <SlotContext.Provider value={slots}>
              <Router hook={location.hook} searchHook={location.searchHook} hrefs={location.hrefs}>
                <LanguageRoutes />
              </Router>
            </SlotContext.Provider>
          </I18nScope>
        </StyleContext.Provider>
      </UiBridge>
    </EmbedContext.Provider>
  );
}

function LanguageRoutes() {
  const [path] = useLocation();
  const current = useShell((s) => s.lang);
  const languages = useShell((s) => s.config!.languages);
  if (path === LOGOUT_PATH)
    return (
      <LazyPart>
        <Logout />
      </LazyPart>
    );
  const { lang } = splitLanguage(path);
  // every route carries its language; a path without one (or with one the shop does not offer)
  // gets the current language
  if (!lang || !languages.includes(lang)) {
    const fallback = languages.includes(current) ? current : languages[0];
    // "/EN/tickets" is English, "/xx/tickets" the tickets in the current language (not "not found")
    const loose = loosePrefix(path);
    if (loose && (languages.includes(loose.code as Language) || routeOf(loose.rest))) {
      const code = languages.find((l) => l === loose.code) ?? fallback;
      return <Redirect to={`/${code}${loose.rest === "/" ? "" : loose.rest}`} replace />;
    }
    return <Redirect to={`/${fallback}${path === "/" ? "" : path}`} replace />;
  }
  return (
    <LanguageScope lang={lang}>
      <Router base={`/${lang}`}>
        <Shell>
          <RouteSwitch />
        </Shell>
      </Router>
    </LanguageScope>
  );
}

/** Switches the embed's catalogue in place when the route's language changes. */
function LanguageScope({ lang, children }: { lang: Language; children: ReactNode }) {
  const { i18n } = useLingui();
  const { stores } = useEmbed();
  const [, setReady] = useState(i18n.locale === lang);
  useEffect(() => {
    const calls = latest();
    const current = calls.begin();
    switchLanguage(i18n, lang).then(
      () => {
        if (!current()) return;
        stores.shell.getState().setLang(lang);
        setReady(true);
      },
      (e) => console.error("Foyer: language could not be loaded", e),
    );
    return calls.drop;
  }, [i18n, lang, stores]);
  return <>{children}</>;
}
