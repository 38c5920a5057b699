// The guided-tours store of this embed, created on first use, read through selectors.
import { useStore } from "zustand";
import { useEmbed } from "../../stores/context";
import { createTourStore, type ToursState } from "./store";

export function useTourStore() {
  const { api, feature, clock } = useEmbed();
  return feature("tours", () => createTourStore(api, clock.todayDate));
}

export const useTours = <T>(select: (s: ToursState) => T): T => useStore(useTourStore(), select);
