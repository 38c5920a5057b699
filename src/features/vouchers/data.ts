// The area's calls as hooks: each answer is kept per language for the embed's life and
// refreshed when a screen mounts (the same small cache as the merchandise area's).
import { useEffect } from "react";
import { useStore } from "zustand";
import { createStore, type StoreApi } from "zustand/vanilla";
import { getVoucher, getVoucherGroups, getVouchers } from "../../api/vouchers";
import type { ApiClient } from "../../api/client";
import type { ApiError } from "../../api/errors";
import { useEmbed, useShell } from "../../stores/context";

export type Load<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "failed"; httpStatus: number };

interface CacheState {
  entries: Record<string, Load<unknown>>;
  fetch(key: string, run: () => Promise<unknown>): void;
}

const createCache = (): StoreApi<CacheState> => {
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
            const gone = e?.status === 404 || e?.status === 410;
            // a failed refresh keeps what was shown, unless the voucher is gone
            if (gone || get().entries[key]?.status !== "ready") put({ status: "failed", httpStatus: e?.status ?? 0 });
          },
        )
        .finally(() => inFlight.delete(key));
    },
  }));
};

function useCached<T>(key: string, run: (api: ApiClient) => Promise<T>): [Load<T>, () => void] {
  const { api, feature } = useEmbed();
  const lang = useShell((s) => s.lang);
  const store = feature("cache:vouchers", createCache);
  const full = `${lang}:${key}`;
  const entry = useStore(store, (s) => s.entries[full]) as Load<T> | undefined;
  const fetch = () => store.getState().fetch(full, () => run(api));
  useEffect(fetch, [full]);
  return [entry ?? { status: "loading" }, fetch];
}

export const useVouchers = () => useCached("list", getVouchers);
export const useVoucherGroups = () => useCached("groups", getVoucherGroups);
export const useVoucher = (id: number) => useCached(`voucher:${id}`, (api) => getVoucher(api, id));
