// Remembers how far the visitor had scrolled into each screen of the embed and, when a screen
// comes back through the browser's history or a host link (not the widget's own navigation),
// restores it (scroll-restore.ts, retrying every 500 ms while the screen is still too short;
// loaded once a position is saved).
// The widget's own navigation brings the widget's top into view instead (never the host's top).
import { useCallback, useEffect, useRef } from "react";
import { useEmbed } from "../stores/context";
import { offsetOf } from "../domain/scroll";
import type { EmbedLocation } from "../embed/hash-location";

/**
 * The retries' code (scroll-restore.ts, a file of its own): asked for when the first position is
 * saved, so it is here before any screen can come back to one.
 */
const retries = () => import("./scroll-restore");

/** Returns the route-change step: restore the screen's position, or bring the widget into view. */
export function useScrollMemory(): () => void {
  const { container, location } = useEmbed();
  const positions = useRef(new Map<string, number>());
  const pending = useRef<() => void>(() => {});
  // the screen shown, whose position is saved when the address changes (null from then until
  // the route step below: the page may already show the next screen, cut short)
  const shown = useRef<string | null>(null);

  useEffect(() => {
    shown.current ??= addressOf(location);
    // saved when the address changes, before the next screen renders (capture listeners on the
    // window run before the router's): a scroll event may come a frame late, after the change
    const save = () => {
      // a host's own anchor (#top) changes no route: nothing to save
      if (shown.current === null || shown.current === addressOf(location)) return;
      positions.current.set(shown.current, offsetOf(container.getBoundingClientRect().top));
      shown.current = null;
      // a position is saved: from the next change on, a screen may come back to it
      retries().catch(() => {});
    };
    for (const type of ["popstate", "hashchange"]) addEventListener(type, save, true);
    return () => {
      for (const type of ["popstate", "hashchange"]) removeEventListener(type, save, true);
      pending.current();
    };
  }, [container, location]);

  return useCallback(() => {
    pending.current();
    const route = addressOf(location);
    shown.current = route;
    const saved = location.ownChange?.() === false ? positions.current.get(route) : undefined;
    if (!saved) {
      if (container.getBoundingClientRect().top < 0) container.scrollIntoView({ block: "start" });
      return;
    }
    let stopped = false;
    pending.current = () => void (stopped = true);
    void retries().then(
      (m) => {
        if (!stopped) pending.current = m.restoreScroll(container, saved);
      },
      () => {},
    );
  }, [container, location]);
}

/** The screen in the address, with its language prefix (the route step's own path has none). */
function addressOf(location: EmbedLocation): string {
  const { path, search } = location.current();
  return path + (search ? `?${search}` : "");
}
