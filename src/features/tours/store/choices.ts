// The visitor's choices for the tour being booked: the counts of tours, tickets and subtickets
// (kept to what the day offers and within their cap) and the answers to the tour's questions.
import {
  choosesTours,
  EMPTY_SELECTION,
  sortedPrices,
  toCount,
  tourCounts,
  type TourSelection,
} from "../../../domain/tours";
import { capTickets } from "../../../domain/tours-booking";
import type { Part, ToursState } from "./state";

type ChoiceActions =
  "setTourCount" | "setTicketCount" | "setSubticketCount" | "setAnswer" | "setAttempted" | "clearChoices";

/** Counts keep only what the day (or the tour, before the day is here) still offers; tickets stay within their cap. */
export function recap(state: Pick<ToursState, "tour" | "day" | "time">, selection: TourSelection): TourSelection {
  const { tour, day, time } = state;
  const source = day ?? tour;
  if (!source) return selection;
  const prices = sortedPrices((time && source.schedule[time]?.priceList) || source.priceList);
  const { tourCount } = tourCounts(source, prices, source.tickets, selection);
  return capTickets(source, source.max_participants, source.tickets, selection, choosesTours(source) ? tourCount : 1);
}

export function choicesPart({ set, get }: Part): Pick<ToursState, ChoiceActions> {
  const choose = (next: (s: TourSelection) => TourSelection) => set({ selection: recap(get(), next(get().selection)) });
  return {
    setTourCount: (priceId, count) => choose((s) => ({ ...s, tours: { ...s.tours, [priceId]: toCount(count) } })),
    setTicketCount: (ticketId, count) =>
      choose((s) => ({ ...s, tickets: { ...s.tickets, [ticketId]: toCount(count) } })),
    setSubticketCount: (ticketId, subticketId, count) =>
      choose((s) => ({
        ...s,
        subtickets: { ...s.subtickets, [ticketId]: { ...s.subtickets[ticketId], [subticketId]: toCount(count) } },
      })),
    setAnswer: (questionId, value) => set((s) => ({ answers: { ...s.answers, [questionId]: value } })),
    setAttempted: (attempted) => set({ attempted }),
    clearChoices: () => set({ selection: EMPTY_SELECTION, answers: {}, attempted: false }),
  };
}
