// The calendar of the shown month: days with places, few places, sold out or no tour; its range
// limited by the tour's lifetime. Picking a day loads that day's tickets.
import { useId } from "react";
import { useShallow } from "zustand/react/shallow";
import { useT } from "../../../i18n/use-t";
import { Calendar } from "../../../ui/calendar";
import { Spinner } from "../../../ui/spinner";
import { firstBookableDay } from "../../../domain/dates";
import { isWholeTour } from "../../../domain/tours";
import { FEW_PLACES, FEW_TOURS, tourDayState } from "../../../domain/tours-list";
import { useTours, useTourStore } from "../use-tours";
import { useClock } from "../../../stores/context";
import { RetryAlert } from "../../../ui/retry-alert";

export function TourDatePicker() {
  const t = useT();
  const clock = useClock();
  const store = useTourStore();
  const headingId = useId();
  const x = useTours(
    useShallow((s) => ({
      month: s.month,
      calendar: s.calendar,
      soldOut: s.soldOut,
      date: s.date,
      lifetime: s.lifetime,
      loading: s.loading.calendar || s.loading.soldout || s.loading.limits,
      failed: s.notFound.calendar,
      whole: s.tour !== null && isWholeTour(s.tour),
    })),
  );
  const today = clock.today();
  return (
    <section aria-labelledby={headingId} aria-busy={x.loading}>
      <h2 id={headingId}>{t("tours.date.heading")}</h2>
      {x.failed && (
        <RetryAlert retry={() => store.getState().showMonth(x.month)}>{t("tours.calendar.failed")}</RetryAlert>
      )}
      <Calendar
        label={t("tours.calendar.label")}
        month={x.month}
        onMonthChange={(m) => store.getState().showMonth(m)}
        selected={x.date}
        onSelect={(day) => store.getState().pickDate(day)}
        dayState={(day) =>
          day < today ? "unavailable" : tourDayState(day, x.calendar, x.soldOut, x.whole ? FEW_TOURS : FEW_PLACES)
        }
        // a sold-out day can be chosen: the day then says so and offers the next available date
        selectable={(state) => state !== "unavailable"}
        min={firstBookableDay(x.lifetime?.first, today)}
        max={x.lifetime?.last}
        loading={x.loading && !x.failed}
      />
      {x.loading && !x.failed && <Spinner label={t("tours.calendar.loading")} />}
    </section>
  );
}
