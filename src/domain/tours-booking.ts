// A tour booking as a whole: what the form shows (counts, total, warning, overbooking, group
// size, answer errors), what stops it from going into the basket, and the basket line it makes
// (spec 001 sections 3 to 5). Pure.
import type { NewLine, SubticketLine, TourPartLine } from "./basket";
import type { Language } from "./config";
import { slotDatetime } from "./dates";
import {
  answerErrors,
  answeredQuestions,
  toAnswers,
  type AnswerError,
  type AnswerValues,
  type TourQuestion,
} from "./tours-answers";
import { isBookable, type CalendarTime } from "./tours-list";
import {
  choosesTours,
  groupShortfall,
  isWholeTour,
  overbooking,
  sortedPrices,
  ticketCap,
  ticketsOffered,
  toCount,
  tourCountCap,
  tourCounts,
  tourPrice,
  tourTotal,
  tourWarning,
  type Overbooking,
  type PriceList,
  type TourCounts,
  type TourFlags,
  type TourSelection,
  type TourTicket,
  type TourWarning,
} from "./tours";

export interface TourBookingInput {
  tour: TourFlags & { id: number; name: string; eventName: string; max_participants: number; min_group_size?: number };
  /** The price list of the chosen time (the schedule's, else the tour's). */
  priceList: PriceList | undefined;
  tickets: TourTicket[];
  questions: TourQuestion[];
  /** YYYY-MM-DD */
  date: string | null;
  /** The chosen time's calendar entry. */
  slot: CalendarTime | null;
  scheduleTours: number;
  /** Places or tours the basket already holds for this slot. */
  inBasket: number;
  selection: TourSelection;
  answers: AnswerValues;
  /** The visitor's language: how number answers are written. */
  lang: Language;
}

/** What keeps a booking out of the basket. */
export type TourBlocker = "time" | "soldOut" | "empty" | "overbooking" | "mismatch" | "groupSize" | "answers";

/** Whose words the overbooking message uses. */
export type OverbookingKind = "tickets" | "places" | "tours";

export interface TourBooking {
  counts: TourCounts;
  total: number;
  warning: TourWarning | null;
  /** The most places (tours) this booking may take. */
  cap: number;
  overbooking: (Overbooking & { kind: OverbookingKind }) | null;
  shortfall: { needed: number; participants: number } | null;
  answerErrors: Record<number, AnswerError>;
  blockers: TourBlocker[];
}

export const overbookingKind = (f: TourFlags): OverbookingKind =>
  !choosesTours(f) ? "tickets" : isWholeTour(f) ? "tours" : "places";

export function evaluateBooking(input: TourBookingInput): TourBooking {
  const { tour, selection } = input;
  const prices = sortedPrices(input.priceList);
  const counts = tourCounts(tour, prices, input.tickets, selection);
  const cap = input.slot
    ? tourCountCap({
        flags: tour,
        maxParticipants: tour.max_participants,
        remaining: input.slot.soldout ? 0 : input.slot.tickets,
        scheduleTours: input.scheduleTours,
        inBasket: input.inBasket,
      })
    : 0;
  const over = input.slot ? overbooking(counts.tourCount, cap) : null;
  const warning = tourWarning(tour, counts);
  const shortfall = groupShortfall(tour, tour.min_group_size ?? 0, counts);
  const errors = answerErrors(input.questions, input.answers, input.lang);
  const blockers: TourBlocker[] = [];
  if (!input.date || !input.slot) blockers.push("time");
  // the rule of spec 001 section 4 may keep (or pick) a sold-out time: it is shown, never booked
  else if (!isBookable(input.slot)) blockers.push("soldOut");
  if (counts.tourCount === 0) blockers.push("empty");
  if (over) blockers.push("overbooking");
  if (warning) blockers.push("mismatch");
  if (shortfall) blockers.push("groupSize");
  if (Object.keys(errors).length) blockers.push("answers");
  return {
    counts,
    total: tourTotal(tour, input.priceList, input.tickets, selection),
    warning,
    cap,
    overbooking: over && { ...over, kind: overbookingKind(tour) },
    shortfall,
    answerErrors: errors,
    blockers,
  };
}

/**
 * Keeps every ticket count within its cap after the tour count changed; a ticket with
 * subtickets gives up participants from its last subticket first.
 */
export function capTickets(
  f: TourFlags,
  maxParticipants: number,
  tickets: TourTicket[],
  s: TourSelection,
  tourCount: number,
): TourSelection {
  const cap = ticketCap(f, maxParticipants, tourCount);
  const next: TourSelection = { tours: s.tours, tickets: { ...s.tickets }, subtickets: { ...s.subtickets } };
  for (const t of tickets) {
    if (!t.subtickets?.length) {
      if (toCount(s.tickets[t.id]) > cap) next.tickets[t.id] = cap;
      continue;
    }
    let left = cap;
    const subs: Record<number, number> = {};
    for (const sub of t.subtickets) {
      subs[sub.id] = Math.min(toCount(s.subtickets[t.id]?.[sub.id]), left);
      left -= subs[sub.id];
    }
    next.subtickets[t.id] = subs;
  }
  return next;
}

/** The guided-tour basket line (spec 001 section 3) of a booking that has no blockers. */
export function buildTourLine(input: TourBookingInput, booking: TourBooking): NewLine | null {
  const { tour, selection, date, slot } = input;
  const first = tourPrice(input.priceList, tour, booking.counts.ticketCount);
  if (booking.blockers.length || !date || !slot || !first) return null;
  const tours: TourPartLine[] = choosesTours(tour)
    ? sortedPrices(input.priceList)
        .filter((p) => toCount(selection.tours[p.id]) > 0)
        .map((p) => ({
          id: p.id,
          name: p.name,
          price: p.price,
          count: toCount(selection.tours[p.id]),
          vat_value: p.vat_value,
        }))
    : [
        {
          id: first.id,
          name: first.name,
          price: first.price,
          count: booking.counts.ticketCount,
          vat_value: first.vat_value,
        },
      ];
  const tickets: TourPartLine[] = !ticketsOffered(tour)
    ? []
    : input.tickets.flatMap((t): TourPartLine[] => {
        if (!t.subtickets?.length) {
          const count = toCount(selection.tickets[t.id]);
          return count ? [{ id: t.id, name: t.name, price: t.price, count, vat_value: t.vat_value }] : [];
        }
        const subtickets: SubticketLine[] = t.subtickets
          .map((s) => ({
            id: s.id,
            name: s.name,
            price: s.price,
            count: toCount(selection.subtickets[t.id]?.[s.id]),
            vat_value: s.vat_value,
          }))
          .filter((s) => s.count > 0);
        const price = subtickets.reduce((n, s) => n + s.price * s.count, 0);
        // one ticket (a family, a class) whose participants are its subtickets
        return subtickets.length
          ? [{ id: t.id, name: t.name, price, count: 1, vat_value: t.vat_value, subtickets }]
          : [];
      });
  const single = tour.single_ticketing === 1;
  return {
    type: "guidedTour",
    id: tour.id,
    tourId: tour.id,
    name: tour.name,
    eventName: tour.eventName,
    date,
    time: slot.time,
    datetime: slotDatetime(date, slot.time),
    timeslotId: slot.timeslotId,
    answers: toAnswers(input.questions, input.answers, input.lang),
    answered: answeredQuestions(input.questions, input.answers, input.lang),
    tickets,
    tours,
    single_ticketing: tour.single_ticketing,
    book_complete_tour: tour.book_complete_tour,
    totalCount: booking.counts.tourCount,
    count: single ? booking.counts.ticketCount : 1,
    price: first.total,
    priceId: first.id,
    vat_value: first.vat_value,
    totalPrice: booking.total,
  };
}
