// The tour list's part of the store: the tours, their attributes (filter values) and the tours
// per day of the flag days. A failed list call leaves the list as it was (spec 001 section 8);
// an answer the widget cannot read is a failure with a retry.
import type { ApiClient } from "../../../api/client";
import { DecodeError } from "../../../api/decode";
import { getTourAttributes, getTours, getToursPerDay } from "../../../api/tours";
import { flagDaysFrom } from "../../../api/tour-reads";
import type { Part, ToursState } from "./state";

export function listPart(api: ApiClient, { set, track, loading }: Part): Pick<ToursState, "loadList" | "setFilters"> {
  return {
    loadList(today) {
      loading("list", true);
      track(
        "list",
        getTours(api),
        (tours) =>
          set((s) => ({ tours, loading: { ...s.loading, list: false }, failed: { ...s.failed, list: false } })),
        (e) =>
          set((s) => ({
            loading: { ...s.loading, list: false },
            failed: { ...s.failed, list: e instanceof DecodeError },
          })),
      );
      track(
        "attributes",
        getTourAttributes(api),
        (attributes) => set({ attributes }),
        () => undefined,
      );
      loading("overview", true);
      track(
        "overview",
        getToursPerDay(api, ...flagDaysFrom(today)),
        (overview) => set((s) => ({ overview: overview ?? {}, loading: { ...s.loading, overview: false } })),
        () => loading("overview", false),
      );
    },

    setFilters: (filters) => set({ filters }),
  };
}
