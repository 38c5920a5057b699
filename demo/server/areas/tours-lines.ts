// The checkout's handler for guidedTour cart lines: check against the slot's places, the
// schedule's tour count and the required answers; price; book.
import type { CartLine, LineHandler, SandboxState } from "../state";
import { tr } from "../http";
import type { SeedTime, SeedTour } from "../seed/tours";
import {
  data,
  findTour,
  remaining,
  slotKey,
  startOf,
  ticketsOffered,
  ticketsRequired,
  wholeTours,
  type TourSlot,
} from "./tours-slots";
import { heldLines, perAnswer } from "./checkout-carts";

interface TourRequest {
  tour: SeedTour;
  slot: TourSlot;
  time: SeedTime;
  prices: { id: number; count: number }[];
  tickets: { id: number; count: number; subtickets: { id: number; count: number }[] }[];
  answers: { qId: number; value: unknown }[];
}

const isCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;
const list = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter((x) => x && typeof x === "object") : [];

/** Reads a prepared guidedTour line, or returns the error code that refuses it. */
function readLine(line: CartLine, state: SandboxState): TourRequest | string {
  const tour = findTour(line.tourId);
  if (!tour) return "TOUR_NOT_FOUND";
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/.exec(String(line.datetime ?? ""));
  const slot = m ? data(state).slots.get(slotKey(tour.id, m[1], m[2])) : undefined;
  const time = tour.times.find((t) => t.time === m?.[2]);
  if (!slot || !time || startOf(slot) <= state.clock.wall()) return "TOUR_NOT_BOOKABLE";
  const prices = list(line.prices).map((p) => ({ id: Number(p.id), count: p.count as number }));
  const tickets = list(line.tickets).map((k) => ({
    id: Number(k.id),
    count: k.count as number,
    subtickets: list(k.subtickets).map((s) => ({ id: Number(s.id), count: s.count as number })),
  }));
  const offered = time.prices ?? tour.priceList.map((p) => p.id);
  const validPrices = prices.every((p) => offered.includes(p.id) && isCount(p.count));
  const validTickets = tickets.every((k) => {
    const def = tour.tickets.find((x) => x.id === k.id);
    return (
      def &&
      isCount(k.count) &&
      k.subtickets.every((s) => isCount(s.count) && def.subtickets?.some((d) => d.id === s.id))
    );
  });
  if (!validPrices || !validTickets || (!ticketsOffered(tour) && tickets.length > 0)) return "TOUR_INVALID_SELECTION";
  const answers = list(line.answers).map((a) => ({ qId: Number(a.qId), value: a.value }));
  return { tour, slot, time, prices, tickets, answers };
}

const ticketCount = (r: TourRequest) =>
  r.tickets.reduce((n, k) => n + (k.subtickets.length ? k.subtickets.reduce((m, s) => m + s.count, 0) : k.count), 0);
const tourCount = (r: TourRequest) => r.prices.reduce((n, p) => n + p.count, 0);
/** Places a line takes from its slot (tours, for whole-tour booking without single ticketing). */
const places = (r: TourRequest) => (r.tour.single_ticketing ? ticketCount(r) : tourCount(r));

function answerProblem(r: TourRequest): string | null {
  for (const q of r.tour.questions) {
    const value = r.answers.find((a) => a.qId === q.id)?.value;
    const values = (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value])
      .map(String)
      .filter((v) => v.trim() !== "");
    if (!values.length) {
      if (q.required) return "TOUR_ANSWER_REQUIRED";
      continue;
    }
    if (q.options && !values.every((v) => q.options!.some((o) => o.value === v))) return "TOUR_ANSWER_INVALID";
    if (q.type === "number") {
      const n = Number(values[0]);
      if (!Number.isInteger(n) || (q.min !== undefined && n < q.min) || (q.max !== undefined && n > q.max))
        return "TOUR_ANSWER_INVALID";
    }
  }
  return null;
}

/** Places open carts hold, per slot (a calendar asks for every slot). */
const heldBySlot = perAnswer((state) => {
  const held = new Map<TourSlot, number>();
  for (const line of heldLines(state)) {
    const r = line.type === "guidedTour" ? readLine(line, state) : null;
    if (r && typeof r !== "string") held.set(r.slot, (held.get(r.slot) ?? 0) + places(r));
  }
  return held;
});

/** Places of a slot neither booked nor held by an open payment (what the tour calls answer). */
export const freePlaces = (state: SandboxState, slot: TourSlot): number =>
  Math.max(0, remaining(slot) - (heldBySlot(state).get(slot) ?? 0));

export function guidedTourHandler(): LineHandler {
  return {
    check(line, state, before) {
      const r = readLine(line, state);
      if (typeof r === "string") return r;
      const { tour, slot, time } = r;
      const wanted = places(r);
      if (wanted <= 0) return "TOUR_INVALID_SELECTION";
      if (remaining(slot) === 0) return "TOUR_SOLD_OUT";
      const earlier = before
        .filter((b) => b.type === "guidedTour")
        .map((b) => readLine(b, state))
        .filter((b): b is TourRequest => typeof b !== "string" && b.slot === slot)
        .reduce((n, b) => n + places(b), 0);
      if (wanted + earlier > remaining(slot)) return "TOUR_OVERBOOKED";
      if (wholeTours(tour) && tourCount(r) + earlier > time.tourCount) return "TOUR_COUNT_EXCEEDED";
      if (wanted > tour.max_participants) return "TOUR_TOO_MANY_PARTICIPANTS";
      const perTicket = tour.max_participants * (tour.single_ticketing ? 1 : tourCount(r));
      if (
        r.tickets.some(
          (k) => (k.subtickets.length ? k.subtickets.reduce((m, s) => m + s.count, 0) : k.count) > perTicket,
        )
      )
        return "TOUR_TOO_MANY_PARTICIPANTS";
      if (ticketsRequired(tour) && ticketCount(r) !== wanted) return "TOUR_TICKETS_MISMATCH";
      const participants = ticketsOffered(tour) ? ticketCount(r) : wholeTours(tour) ? null : tourCount(r);
      const needed = wholeTours(tour) ? tour.min_group_size * tourCount(r) : tour.min_group_size;
      if (participants !== null && participants < needed) return "TOUR_GROUP_TOO_SMALL";
      return answerProblem(r);
    },
    amount(line, state) {
      const r = readLine(line, state);
      if (typeof r === "string") return 0;
      const offered = r.tour.priceList.filter((p) => !r.time.prices || r.time.prices.includes(p.id));
      const first = [...offered].sort((a, b) => a.sequence_no - b.sequence_no || a.id - b.id)[0];
      const tourPart = r.tour.single_ticketing
        ? (first?.price ?? 0) * ticketCount(r)
        : r.prices.reduce((n, p) => n + (offered.find((x) => x.id === p.id)?.price ?? 0) * p.count, 0);
      const ticketPart = r.tickets.reduce((n, k) => {
        const def = r.tour.tickets.find((x) => x.id === k.id)!;
        if (!k.subtickets.length) return n + def.price * k.count;
        return (
          n + k.subtickets.reduce((m, s) => m + (def.subtickets!.find((d) => d.id === s.id)?.price ?? 0) * s.count, 0)
        );
      }, 0);
      return tourPart + ticketPart;
    },
    commit(line, state) {
      const r = readLine(line, state);
      if (typeof r !== "string") r.slot.booked += places(r);
    },
    starts(line, state) {
      const r = readLine(line, state);
      return typeof r === "string" ? null : `${r.slot.date} ${r.slot.time}:00`;
    },
    describe(line, state, lang) {
      const r = readLine(line, state);
      if (typeof r === "string") return `guidedTour ${String(line.tourId)}`;
      const [y, mo, d] = r.slot.date.split("-");
      return `${tr(r.tour.name, lang)}, ${d}.${mo}.${y} ${r.slot.time}`;
    },
  };
}
