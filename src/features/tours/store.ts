// The guided-tours store of one embed: the list with its filters and tours per day, and the tour
// being booked (tour, day, calendar of the shown month, sold-out days, lifetime, the visitor's
// choices). Loading and not-found flags as spec 001 section 4 names them (list, single tour,
// calendar, limits, sold-out dates, tours per day), each shown by a screen. Answers that
// arrive after a newer request are dropped.
import { createStore, type StoreApi } from "zustand/vanilla";
import { startOfMonth } from "date-fns/startOfMonth";
import type { ApiClient } from "../../api/client";
import { latest, type Latest } from "../../stores/latest";
import {
  getTour,
  getTourAttributes,
  getTourCalendar,
  getTourLifetime,
  getTours,
  getToursPerDay,
  getTourSoldOut,
  type TourAttributes,
  type TourDetail,
  type TourLifetime,
  type TourListItem,
} from "../../api/tours";
import { initialMonth, parseKeyDate, selectTime, toPathDate } from "../../domain/dates";
import {
  EMPTY_SELECTION,
  FLAG_DAYS,
  choosesTours,
  sortedPrices,
  toCount,
  tourCounts,
  type TourSelection,
} from "../../domain/tours";
import { dayTimes, monthRange, type TourCalendar, type TourFilters } from "../../domain/tours-list";
import { capTickets } from "../../domain/tours-booking";
import type { AnswerValues } from "../../domain/tours-answers";
import { DecodeError } from "../../api/decode";

export interface LoadingFlags {
  list: boolean;
  /** The single tour's call (its screen shows a spinner until the tour is there). */
  tour: boolean;
  calendar: boolean;
  limits: boolean;
  soldout: boolean;
  /** Tours per day: the cards' day flags and the day filter wait for it. */
  overview: boolean;
}

export interface ToursState {
  tours: TourListItem[];
  attributes: TourAttributes | null;
  /** Tour ids per day (YYYY-MM-DD) for the flag days. */
  overview: Record<string, number[]>;
  filters: TourFilters | null;
  loading: LoadingFlags;
  notFound: { tour: boolean; calendar: boolean };
  /** An answer the widget could not read (decode.ts): the screen offers a retry. */
  failed: { list: boolean; tour: boolean };

  tourId: number | null;
  tour: TourDetail | null;
  /** The tour as loaded for the chosen date: that day's tickets and schedule. */
  day: TourDetail | null;
  lifetime: TourLifetime | null;
  month: Date;
  calendar: TourCalendar;
  soldOut: string[];
  date: string | null;
  time: string | null;
  selection: TourSelection;
  answers: AnswerValues;
  /** The visitor tried to add with something missing: show every answer's error. */
  attempted: boolean;

  loadList(today: Date): void;
  setFilters(filters: TourFilters): void;
  openTour(id: number, today: Date, date?: string | null): void;
  showMonth(month: Date): void;
  pickDate(day: string): void;
  pickTime(time: string): void;
  setTourCount(priceId: number, count: number): void;
  setTicketCount(ticketId: number, count: number): void;
  setSubticketCount(ticketId: number, subticketId: number, count: number): void;
  setAnswer(questionId: number, value: string | string[]): void;
  setAttempted(attempted: boolean): void;
  /** After adding to the basket: the counts and answers start again; date and time stay. */
  clearChoices(): void;
}

const IDLE: LoadingFlags = {
  list: false,
  tour: false,
  calendar: false,
  limits: false,
  soldout: false,
  overview: false,
};

/** The kinds of call made for one tour; opening another tour drops their late answers. */
const TOUR_KINDS = ["tour", "limits", "calendar", "soldout", "day"];

export function createTourStore(api: ApiClient, today: () => Date): StoreApi<ToursState> {
  const series: Record<string, Latest> = {};
  const of = (kind: string) => (series[kind] ??= latest());
  /** Runs a call; its answer is applied only when no newer call of the same kind started since. */
  const track = <T>(kind: string, call: Promise<T>, done: (value: T) => void, failed: (e: unknown) => void) =>
    of(kind).run(call, done, failed);
  /** Drops the answers of every call still running for the tour being left. */
  const forgetTour = () => {
    for (const kind of TOUR_KINDS) of(kind).drop();
  };

  const store = createStore<ToursState>()((set, get) => {
    const loading = (key: keyof LoadingFlags, value: boolean) =>
      set((s) => ({ loading: { ...s.loading, [key]: value } }));

    /** A tour call failed: not found (spec 001 section 8), or an answer that could not be read. */
    const tourFailed = (e: unknown) =>
      set((s) =>
        e instanceof DecodeError
          ? { failed: { ...s.failed, tour: true } }
          : { notFound: { ...s.notFound, tour: true } },
      );

    /**
     * The time for the date, exactly as spec 001 section 4 says: its only time, else the previous
     * time when the date has it, else its first time. Sold-out times count: a kept or chosen time
     * that is sold out is shown as sold out and cannot be booked (blocker "soldOut").
     */
    const syncTime = () => {
      const { calendar, date, time } = get();
      // until the day's calendar is here, the previous time stays the candidate
      if (!date || !calendar[date]) return;
      set({
        time: selectTime(
          dayTimes(calendar, date).map((t) => t.time),
          time,
        ),
      });
    };

    /** Counts keep only what the day still offers; tickets stay within their cap. */
    const recap = (selection: TourSelection): TourSelection => {
      const { tour, day, time } = get();
      const source = day ?? tour;
      if (!source) return selection;
      const prices = sortedPrices((time && source.schedule[time]?.priceList) || source.priceList);
      const { tourCount } = tourCounts(source, prices, source.tickets, selection);
      return capTickets(
        source,
        source.max_participants,
        source.tickets,
        selection,
        choosesTours(source) ? tourCount : 1,
      );
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
      tour: null,
      day: null,
      lifetime: null,
      month: startOfMonth(today()),
      calendar: {},
      soldOut: [],
      date: null,
      time: null,
      selection: EMPTY_SELECTION,
      answers: {},
      attempted: false,

      loadList(today) {
        loading("list", true);
        // the list call does nothing on failure (spec 001 section 8): the list stays as it was;
        // an answer the widget cannot read is shown as a failure with a retry
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
          getToursPerDay(api, toPathDate(today), FLAG_DAYS - 1),
          (overview) => set((s) => ({ overview: overview ?? {}, loading: { ...s.loading, overview: false } })),
          () => loading("overview", false),
        );
      },

      setFilters: (filters) => set({ filters }),

      openTour(id, today, date) {
        if (id !== get().tourId) {
          forgetTour();
          set({
            tourId: id,
            tour: null,
            day: null,
            lifetime: null,
            calendar: {},
            soldOut: [],
            date: null,
            time: null,
            selection: EMPTY_SELECTION,
            answers: {},
            attempted: false,
          });
        }
        set((s) => ({ notFound: { tour: false, calendar: false }, failed: { ...s.failed, tour: false } }));
        loading("tour", true);
        track(
          "tour",
          getTour(api, id),
          (tour) => set((s) => ({ tour, loading: { ...s.loading, tour: false } })),
          (e) => {
            loading("tour", false);
            tourFailed(e);
          },
        );
        const chosen = (date && parseKeyDate(date)) || null;
        const known = chosen ?? (get().date ? parseKeyDate(get().date!) : null);
        loading("limits", true);
        track(
          "limits",
          getTourLifetime(api, id),
          (lifetime) => {
            set((s) => ({ lifetime, loading: { ...s.loading, limits: false } }));
            // without a date the calendar opens on today's month, or the season's first when later
            if (!get().date) get().showMonth(initialMonth(today, lifetime.first));
          },
          () => {
            loading("limits", false);
            if (!get().date) get().showMonth(today);
          },
        );
        if (known) get().showMonth(known);
        if (chosen) get().pickDate(date!);
        else if (get().date) get().pickDate(get().date!);
      },

      showMonth(month) {
        const id = get().tourId;
        if (id === null) return;
        const { start, end } = monthRange(month);
        set((s) => ({ month: startOfMonth(month), loading: { ...s.loading, calendar: true, soldout: true } }));
        track(
          "calendar",
          getTourCalendar(api, id, start, end),
          (calendar) => {
            set((s) => ({
              calendar: { ...s.calendar, ...calendar },
              notFound: { ...s.notFound, calendar: false },
              loading: { ...s.loading, calendar: false },
            }));
            syncTime();
          },
          () =>
            set((s) => ({ notFound: { ...s.notFound, calendar: true }, loading: { ...s.loading, calendar: false } })),
        );
        track(
          "soldout",
          getTourSoldOut(api, id, start, end),
          (days) =>
            set((s) => ({
              soldOut: [...new Set([...s.soldOut, ...(days ?? [])])],
              loading: { ...s.loading, soldout: false },
            })),
          () => loading("soldout", false),
        );
      },

      pickDate(day) {
        const id = get().tourId;
        const d = parseKeyDate(day);
        if (id === null || !d) return;
        set({ date: day, day: null });
        syncTime();
        track(
          "day",
          getTour(api, id, toPathDate(d)),
          (detail) => {
            set({ day: detail });
            set({ selection: recap(get().selection) });
          },
          tourFailed,
        );
      },

      pickTime: (time) => {
        set({ time });
        set({ selection: recap(get().selection) });
      },

      setTourCount(priceId, count) {
        const s = get().selection;
        set({ selection: recap({ ...s, tours: { ...s.tours, [priceId]: toCount(count) } }) });
      },
      setTicketCount(ticketId, count) {
        const s = get().selection;
        set({ selection: recap({ ...s, tickets: { ...s.tickets, [ticketId]: toCount(count) } }) });
      },
      setSubticketCount(ticketId, subticketId, count) {
        const s = get().selection;
        set({
          selection: recap({
            ...s,
            subtickets: { ...s.subtickets, [ticketId]: { ...s.subtickets[ticketId], [subticketId]: toCount(count) } },
          }),
        });
      },
      setAnswer: (questionId, value) => set((s) => ({ answers: { ...s.answers, [questionId]: value } })),
      setAttempted: (attempted) => set({ attempted }),
      clearChoices: () => set({ selection: EMPTY_SELECTION, answers: {}, attempted: false }),
    };
  });
  return store;
}
