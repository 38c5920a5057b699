// A screen's loading is said once: when something is still loading after a second, "Loading…"
// goes to the embed's polite live region, once per loading period (one screen's calendar, day and
// tickets loading one after the other said "Loading…" three to five times). Shorter loads are not
// said: the screen's heading takes focus when it is there.
import { useEffect } from "react";
import { useEmbed, useShell } from "../stores/context";

export const LOADING_SAID_AFTER_MS = 1000;

export function useLoadingSaid() {
  const { stores } = useEmbed();
  const loading = useShell((s) => s.shown.spinners > 0);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => stores.shell.getState().announce({ id: "common.loading" }), LOADING_SAID_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading, stores]);
}
