// The guided-tours store's state: the list with its filters and tours per day, and the tour
// being booked (tour, day, calendar of the shown month, sold-out days, lifetime, the visitor's
// choices). Loading and not-found flags as spec 001 section 4 names them (list, single tour,
// calendar, limits, sold-out dates, tours per day), each shown by a screen.
import type { StoreApi } from "zustand/vanilla";
import type { TourAttributes, TourDetail, TourLifetime, TourListItem } from "../../../api/tours";
import { EMPTY_SELECTION, type TourSelection } from "../../../domain/tours";
import type { TourCalendar, TourFilters } from "../../../domain/tours-list";
import type { AnswerValues } from "../../../domain/tours-answers";

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

export interface ToursData {
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
}

export interface ToursState extends ToursData {
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

export const IDLE: LoadingFlags = {
  list: false,
  tour: false,
  calendar: false,
  limits: false,
  soldout: false,
  overview: false,
};

/** What opening another tour starts from: nothing of the tour left, no choices. */
export const NO_TOUR = {
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
} satisfies Partial<ToursData>;

/** What each part of the store (list, tour, choices) is built from. */
export interface Part {
  set: StoreApi<ToursState>["setState"];
  get: () => ToursState;
  /** Runs a call; its answer is applied only when no newer call of the same kind started since. */
  track<T>(kind: string, call: Promise<T>, done: (value: T) => void, failed: (e: unknown) => void): void;
  loading(key: keyof LoadingFlags, value: boolean): void;
}
