// The guided-tours store of one embed (state in ./state.ts): the list (./list.ts), the tour being
// booked (./tour.ts) and the visitor's choices (./choices.ts). Answers that arrive after a newer
// request of the same kind are dropped (stores/latest.ts).
import { createStore, type StoreApi } from "zustand/vanilla";
import type { ApiClient } from "../../../api/client";
import { latest, type Latest } from "../../../domain/latest";
import { choicesPart } from "./choices";
import { listPart } from "./list";
import { IDLE, NO_TOUR, type Part, type ToursState } from "./state";
import { TOUR_KINDS, tourPart } from "./tour";
import { startOfMonth } from "../../../domain/month-days";

export type { ToursState };

export function createTourStore(api: ApiClient, today: () => Date): StoreApi<ToursState> {
  const series: Record<string, Latest> = {};
  const of = (kind: string) => (series[kind] ??= latest());
  /** Drops the answers of every call still running for the tour being left. */
  const forgetTour = () => {
    for (const kind of TOUR_KINDS) of(kind).drop();
  };

  return createStore<ToursState>()((set, get) => {
    const part: Part = {
      set,
      get,
      track: (kind, call, done, failed) => of(kind).run(call, done, failed),
      loading: (key, value) => set((s) => ({ loading: { ...s.loading, [key]: value } })),
    };
    return {
      tours: [],
      attributes: null,
      overview: {},
      filters: null,
      loading: IDLE,
      notFound: { tour: false, calendar: false },
      failed: { list: false, tour: false },
      tourId: null,
      month: startOfMonth(today()),
      ...NO_TOUR,
      ...listPart(api, part),
      ...tourPart(api, part, forgetTour),
      ...choicesPart(part),
    };
  });
}
