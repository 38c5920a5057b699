// A small per-embed cache of service answers for the catalogue screens: each answer is kept per
// language for the embed's life; a screen shows what it has at once and fetches it again when
// it mounts (stock and prices are never older than the last look).
import { useEffect } from "react";
import { useStore } from "zustand";
import { createStore, type StoreApi } from "zustand/vanilla";
import { useEmbed, useShell } from "./context";
import type { ApiClient } from "../api/client";
import type { ApiError } from "../api/errors";
import type { CustomerAttributes } from "../api/customer";
import { getCustomerAttributes } from "../api/customer-attributes";
import { getMerchandiseAttributes, type MerchandiseAttributes } from "../api/merchandise";

export type Load<T> =
  | { status: "loading" }
  | { status: "ready"; data: T }
  /** httpStatus: what the service answered (0 without an answer). */
  | { status: "failed"; httpStatus: number };

/** The service does not know it (404) or no longer offers it (410). */
export const isGone = (load: Load<unknown>): boolean =>
  load.status === "failed" && (load.httpStatus === 404 || load.httpStatus === 410);

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
      const put = (entry: Load<unknown>) => set((s) => ({ entries: { ...s.entries, [key]: entry } }));
      if (get().entries[key]?.status !== "ready") put({ status: "loading" });
      run()
        .then(
          (data) => put({ status: "ready", data }),
          (e: ApiError) => {
            const failed: Load<unknown> = { status: "failed", httpStatus: e?.status ?? 0 };
            // a failed refresh keeps what was shown, unless the thing is gone
            if (isGone(failed) || get().entries[key]?.status !== "ready") put(failed);
          },
        )
        .finally(() => inFlight.delete(key));
    },
  }));
}

const LOADING: Load<never> = { status: "loading" };

/**
 * The answer of one call, fetched when the screen mounts or the key changes (the language is
 * part of the key); `null` as key fetches nothing. The second element fetches again.
 */
export function useCached<T>(key: string | null, run: (api: ApiClient) => Promise<T>): [Load<T>, () => void] {
  const { api, feature } = useEmbed();
  const lang = useShell((s) => s.lang);
  const store = feature("cache", createCache);
  const full = key === null ? null : `${lang}:${key}`;
  const entry = useStore(store, (s) => (full === null ? undefined : s.entries[full])) as Load<T> | undefined;
  const fetch = () => {
    if (full !== null) store.getState().fetch(full, () => run(api));
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- run: an inline call each render; fetched when the key changes
  useEffect(fetch, [full]);
  return [entry ?? LOADING, fetch];
}

/** customer/attr (countries, salutations, field lists), one answer per language for every screen. */
export const useCustomerAttributes = (): [Load<CustomerAttributes>, () => void] =>
  useCached("customer-attr", getCustomerAttributes);

/** merchandise/attr (the merchandise categories), shared by the shop's filter and the navigation; asked for only when `wanted`. */
export const useMerchandiseCategories = (wanted = true): [Load<MerchandiseAttributes>, () => void] =>
  useCached(wanted ? "merchandise:attr" : null, (api) => getMerchandiseAttributes(api));
