// The area's own store: the service's answers per language (list, categories, products), kept
// for the embed's life. A screen shows what it has at once and refreshes it on every visit,
// so stock figures are never older than the last look.
import { useEffect } from "react";
import { useStore } from "zustand";
import { createStore, type StoreApi } from "zustand/vanilla";
import { useEmbed, useShell } from "../../stores/context";
import type { ApiClient } from "../../api/client";
import type { ApiError } from "../../api/errors";

export type Load<T> =
  | { status: "loading" }
  | { status: "ready"; data: T }
  /** missing: the service does not know it (404) or no longer offers it (410). */
  | { status: "failed"; missing: boolean };

interface CacheState {
  entries: Record<string, Load<unknown>>;
  fetch(key: string, run: () => Promise<unknown>): void;
}

function createCache(): StoreApi<CacheState> {
  const inFlight = new Set<string>();
  return createStore<CacheState>()((set, get) => ({
    entries: {},
    fetch(key, run) {
      if (inFlight.has(key)) return;
      inFlight.add(key);
      const had = get().entries[key];
      if (had?.status !== "ready") set((s) => ({ entries: { ...s.entries, [key]: { status: "loading" } } }));
      const put = (entry: Load<unknown>) => set((s) => ({ entries: { ...s.entries, [key]: entry } }));
      run().then(
        (data) => put({ status: "ready", data }),
        (e: ApiError) => {
          const missing = e?.status === 404 || e?.status === 410;
          // a failed refresh keeps what was shown, unless the thing is gone
          if (missing || get().entries[key]?.status !== "ready") put({ status: "failed", missing });
        },
      ).finally(() => inFlight.delete(key));
    },
  }));
}

const LOADING: Load<never> = { status: "loading" };

/**
 * The answer of one call, fetched when the screen mounts or the key changes (the language is
 * part of the key). `retry` fetches again.
 */
export function useCached<T>(name: string, key: string, run: (api: ApiClient) => Promise<T>): [Load<T>, () => void] {
  const { api, feature } = useEmbed();
  const lang = useShell((s) => s.lang);
  const store = feature(`cache:${name}`, createCache);
  const full = `${lang}:${key}`;
  const entry = useStore(store, (s) => s.entries[full]) as Load<T> | undefined;
  const fetch = () => store.getState().fetch(full, () => run(api));
  useEffect(fetch, [full]);
  return [entry ?? LOADING, fetch];
}
