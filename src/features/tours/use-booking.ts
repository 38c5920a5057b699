// The booking as the detail screen shows it: the store's choices, the chosen slot and what the
// basket already holds for it, evaluated by the domain rules on every change.
import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { useBasket, useShell } from "../../stores/context";
import { evaluateBooking, type TourBooking, type TourBookingInput } from "../../domain/tours-booking";
import { placesInBasket } from "../../domain/tours-list";
import { slotDatetime } from "../../domain/dates";
import { useTours } from "./use-tours";

export interface BookingView {
  input: TourBookingInput;
  booking: TourBooking;
}

export function useBooking(): BookingView | null {
  const s = useTours(
    useShallow((x) => ({
      tour: x.tour,
      day: x.day,
      calendar: x.calendar,
      date: x.date,
      time: x.time,
      selection: x.selection,
      answers: x.answers,
    })),
  );
  const lines = useBasket((b) => b.lines);
  const lang = useShell((x) => x.lang);
  return useMemo(() => {
    const source = s.day ?? s.tour;
    if (!source) return null;
    const slot = (s.date && s.time && s.calendar[s.date]?.[s.time]) || null;
    const schedule = s.time ? source.schedule[s.time] : undefined;
    const datetime = s.date && s.time ? slotDatetime(s.date, s.time) : "";
    const input: TourBookingInput = {
      tour: source,
      priceList: schedule?.priceList ?? source.priceList,
      tickets: source.tickets,
      questions: source.questions,
      date: s.date,
      // a time the chosen day's schedule does not know cannot be booked
      slot: s.day && schedule ? slot : null,
      scheduleTours: schedule?.tourCount ?? 0,
      inBasket: datetime ? placesInBasket(lines, source.id, datetime) : 0,
      selection: s.selection,
      answers: s.answers,
      lang,
    };
    return { input, booking: evaluateBooking(input) };
  }, [s, lines, lang]);
}
