// The event list of one embed: the events on sale (in the language they were loaded in) and the
// visitor's filters, which are kept while the visitor looks at an event and comes back.
import { createStore, type StoreApi } from "zustand/vanilla";
import type { ApiClient } from "../../api/client";
import { latest } from "../../domain/latest";
import { getEvents, type TicketEvent } from "../../api/tickets";
import { NO_FILTERS, sortEvents, type EventFilters } from "../../domain/tickets-events";

export type ListStatus = "idle" | "loading" | "ready" | "failed";

export interface EventListState {
  status: ListStatus;
  /** Sorted by the specification's rule. */
  events: TicketEvent[];
  lang: string | null;
  filters: EventFilters;
  /** The list in a language; again when it is already here (a visitor back on the list). */
  load(lang: string): Promise<void>;
  /**
   * The list's call started before its screen renders (while the screen's code and messages
   * load): the screen's first load then takes this answer instead of asking again.
   */
  prefetch(lang: string): Promise<void>;
  setFilter(key: keyof EventFilters, value: number | null): void;
  resetFilters(): void;
}

export function createEventListStore(api: ApiClient): StoreApi<EventListState> {
  const loads = latest();
  // a prefetch not yet taken by the screen's first load
  let prefetched = false;
  return createStore<EventListState>()((set, get) => ({
    status: "idle",
    events: [],
    lang: null,
    filters: NO_FILTERS,
    async load(lang) {
      const taken = prefetched;
      prefetched = false;
      // the first call's outcome, whichever it was: a failure is shown with its "Try again" (which
      // asks), the same whether the answer came before this screen or after
      if (taken && get().lang === lang) return;
      if (get().status === "loading" && get().lang === lang) return;
      const current = loads.begin();
      // a reload in the same language keeps the list on screen while it refreshes
      set({ status: get().lang === lang && get().status === "ready" ? "ready" : "loading", lang });
      try {
        const events = sortEvents(await getEvents(api));
        if (current()) set({ status: "ready", events });
      } catch {
        if (current()) set({ status: "failed" });
      }
    },
    prefetch(lang) {
      // asked once: the mount and the screen's gate both start the first call of a deep link
      if (get().lang === lang && (prefetched || (get().status !== "idle" && get().status !== "failed")))
        return Promise.resolve();
      const answer = get().load(lang);
      prefetched = true;
      return answer;
    },
    setFilter: (key, value) => set((s) => ({ filters: { ...s.filters, [key]: value } })),
    resetFilters: () => set({ filters: NO_FILTERS }),
  }));
}
