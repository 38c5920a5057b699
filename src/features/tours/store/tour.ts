// The tour being booked: opening it (tour, lifetime, calendar), the shown month's calendar and
// sold-out days, the chosen date (that day's tour) and time. Opening another tour forgets the
// last one's choices and drops its calls' late answers.
import type { ApiClient } from "../../../api/client";
import { DecodeError } from "../../../api/decode";
import { getTour, getTourCalendar, getTourLifetime, getTourSoldOut } from "../../../api/tours";
import { initialMonth, parseKeyDate, selectTime, toPathDate } from "../../../domain/dates";
import { dayTimes, monthRange } from "../../../domain/tours-list";
import { recap } from "./choices";
import { NO_TOUR, type Part, type ToursState } from "./state";
import { startOfMonth } from "../../../domain/month-days";

/** The kinds of call made for one tour; opening another tour drops their late answers. */
export const TOUR_KINDS = ["tour", "limits", "calendar", "soldout", "day"];

export function tourPart(
  api: ApiClient,
  { set, get, track, loading }: Part,
  forgetTour: () => void,
): Pick<ToursState, "openTour" | "showMonth" | "pickDate" | "pickTime"> {
  /** A tour call failed: not found (spec 001 section 8), or an answer that could not be read. */
  const tourFailed = (e: unknown) =>
    set((s) =>
      e instanceof DecodeError ? { failed: { ...s.failed, tour: true } } : { notFound: { ...s.notFound, tour: true } },
    );

  /**
   * The time for the date, exactly as spec 001 section 4 says: its only time, else the previous
   * time when the date has it, else its first time. Sold-out times count: a kept or chosen time
   * that is sold out is shown as sold out and cannot be booked (blocker "soldOut"). Given as part
   * of the same update as the calendar or the date it follows from: no subscriber ever sees a
   * date whose calendar is in without its time.
   */
  const timeFor = (calendar: ToursState["calendar"], date: string | null, time: string | null) =>
    // until the day's calendar is here, the previous time stays the candidate
    date && calendar[date]
      ? {
          time: selectTime(
            dayTimes(calendar, date).map((t) => t.time),
            time,
          ),
        }
      : {};

  return {
    openTour(id, today, date) {
      if (id !== get().tourId) {
        forgetTour();
        set({ tourId: id, ...NO_TOUR });
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
        (calendar) =>
          set((s) => {
            const merged = { ...s.calendar, ...calendar };
            return {
              calendar: merged,
              ...timeFor(merged, s.date, s.time),
              notFound: { ...s.notFound, calendar: false },
              loading: { ...s.loading, calendar: false },
            };
          }),
        () => set((s) => ({ notFound: { ...s.notFound, calendar: true }, loading: { ...s.loading, calendar: false } })),
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
      set((s) => ({ date: day, day: null, ...timeFor(s.calendar, day, s.time) }));
      track(
        "day",
        getTour(api, id, toPathDate(d)),
        (detail) => set((s) => ({ day: detail, selection: recap({ ...s, day: detail }, s.selection) })),
        tourFailed,
      );
    },

    pickTime: (time) => set((s) => ({ time, selection: recap({ ...s, time }, s.selection) })),
  };
}
