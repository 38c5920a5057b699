// The guided tours' slots (a tour at a time on a day, with its places) and the lookups the
// tour calls and the cart-line handler share.
import type { SandboxState } from "../state";
import { addDays, keyDate } from "../clock";
import { SEASON, type SeedTour } from "../seed/tours";
import { TOURS } from "../seed/tour-programme";

export interface TourSlot {
  timeslotId: number;
  tourId: number;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** Places; for whole-tour booking without single ticketing, tours. */
  capacity: number;
  booked: number;
}

export interface ToursData {
  slots: Map<string, TourSlot>;
}

export const slotKey = (tourId: number, date: string, time: string) => `${tourId}|${date}|${time}`;
export const data = (state: SandboxState) => state.area<ToursData>("tours");
export const findTour = (id: unknown) => TOURS.find((x) => x.id === Number(id)) ?? null;
export const wholeTours = (tour: SeedTour) => tour.book_complete_tour === 1 && tour.single_ticketing === 0;
export const ticketsRequired = (tour: SeedTour) =>
  (!tour.book_complete_tour && !tour.booking_without_tickets) ||
  (tour.book_complete_tour === 1 && tour.single_ticketing === 1);
export const ticketsOffered = (tour: SeedTour) => ticketsRequired(tour) || !tour.booking_without_tickets;
export const startOf = (slot: TourSlot) => new Date(`${slot.date}T${slot.time}:00`);
export const remaining = (slot: TourSlot) => Math.max(0, slot.capacity - slot.booked);
export const MAX_RANGE_DAYS = 62;
export const MAX_LOOKAHEAD = 31;

export function seedSlots(state: SandboxState): Map<string, TourSlot> {
  const slots = new Map<string, TourSlot>();
  const today = state.clock.today();
  let timeslotId = 5001;
  for (const tour of TOURS) {
    for (let d = SEASON.first; d <= SEASON.last; d++) {
      const day = addDays(today, d);
      if (!tour.weekdays.includes(day.getDay())) continue;
      for (const time of tour.times) {
        const full =
          tour.soldOutDays?.includes(d) || tour.soldOutSlots?.some((x) => x.day === d && x.time === time.time);
        const booked = full ? time.capacity : (time.booked ?? 0);
        slots.set(slotKey(tour.id, keyDate(day), time.time), {
          timeslotId: timeslotId++,
          tourId: tour.id,
          date: keyDate(day),
          time: time.time,
          capacity: time.capacity,
          booked,
        });
      }
    }
  }
  return slots;
}

/** The tour's slots from `from` to `to` (YYYY-MM-DD, inclusive) that have not started yet. */
export function upcomingSlots(state: SandboxState, tourId: number, from: string, to: string): TourSlot[] {
  const now = state.clock.wall();
  return [...data(state).slots.values()]
    .filter((s) => s.tourId === tourId && s.date >= from && s.date <= to && startOf(s) > now)
    .sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
}
