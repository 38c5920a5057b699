// Renders a screen once its area's messages are loaded in the embed's language; the screen's
// code is fetched at the same time.
import { useEffect, useState, type ReactNode } from "react";
import { useLingui } from "@lingui/react";
import { ensureArea, hasArea, type CatalogArea } from "../i18n/catalogs";
import type { Language } from "../domain/config";
import { Spinner } from "../ui/Spinner";

export function AreaGate({ area, prefetch, children }: { area?: CatalogArea; prefetch: () => Promise<unknown>; children: ReactNode }) {
  const { i18n } = useLingui();
  const lang = i18n.locale as Language;
  const ready = !area || hasArea(i18n, lang, area);
  const [, setLoaded] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (ready || !area) return;
    let live = true;
    prefetch().catch(() => undefined);
    ensureArea(i18n, lang, area).then(
      () => live && setLoaded((n) => n + 1),
      (e) => live && setFailure(e),
    );
    return () => {
      live = false;
    };
  }, [ready, area, i18n, lang, prefetch]);
  if (failure) throw failure;
  return ready ? <>{children}</> : <Spinner />;
}
