// The embed's i18n context. Lingui's I18nProvider gives its consumers a new context on every
// "change" of the instance: on an activation, and also each time an area's messages are added in
// the same language, which rendered every component that translates (the whole shell) again
// while a first screen loaded. Added messages change no text already on screen (a screen waits
// for its area's messages: AreaGate, the code entry's useVouchersCatalog), so this provider
// gives a new context only when the language changes.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { LinguiContext, type I18nContext } from "@lingui/react";
import type { I18n } from "@lingui/core";

const contextOf = (i18n: I18n): I18nContext => ({ i18n, _: i18n.t.bind(i18n) });

export function I18nScope({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [context, setContext] = useState(() => contextOf(i18n));
  // the language the context was made in
  const shown = useRef(i18n.locale);
  useEffect(() => {
    const update = () => {
      if (i18n.locale === shown.current) return;
      shown.current = i18n.locale;
      setContext(contextOf(i18n));
    };
    // a switch between the render and this effect
    update();
    return i18n.on("change", update);
  }, [i18n]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
