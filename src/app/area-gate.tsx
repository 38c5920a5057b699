// Renders a screen once its area's messages are loaded in the embed's language (the shared UI
// components' messages are the shell's); the screen's code is fetched at the same time.
import { useEffect, useState, type ReactNode } from "react";
import { untilCleanup } from "../domain/latest";
import { useLingui } from "@lingui/react";
import { ensureArea, hasArea, type CatalogArea } from "../i18n/catalogs";
import { useLang } from "../ui/format";
import { Spinner } from "../ui/spinner";
import { useEmbed, type Embed } from "../stores/context";

export function AreaGate({
  area,
  prefetch,
  firstCall,
  children,
}: {
  area?: CatalogArea;
  prefetch: () => Promise<unknown>;
  firstCall?: (embed: Embed) => Promise<unknown>;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const embed = useEmbed();
  const lang = useLang();
  // the shell's own pages need no more than the shell's messages
  const ready = !area || hasArea(i18n, lang, area);
  const [, setLoaded] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (ready) return;
    prefetch().catch(() => undefined);
    firstCall?.(embed).catch(() => undefined);
    return untilCleanup(
      Promise.all((area ? [area] : []).map((a) => ensureArea(i18n, lang, a))),
      () => setLoaded((n) => n + 1),
      setFailure,
    );
  }, [ready, area, i18n, lang, prefetch, firstCall, embed]);
  if (failure) throw failure;
  return ready ? <>{children}</> : <Spinner />;
}
