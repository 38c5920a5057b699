// The chosen day: its date, whether the tour runs that day (else the next available date), and
// its times with what is left; a sold-out time cannot be chosen.
import { useId } from "react";
import { useShallow } from "zustand/react/shallow";
import { useT } from "../../../i18n/use-t";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { TimePicker } from "../../../ui/time-picker";
import { formatKeyDate, parseKeyDate } from "../../../domain/dates";
import { isWholeTour } from "../../../domain/tours";
import { dayTimes, isBookable, nextBookableDay } from "../../../domain/tours-list";
import { useTours, useTourStore } from "../use-tours";
import { isSameMonth } from "../../../domain/month-days";

export function TourDay() {
  const t = useT();
  const store = useTourStore();
  const headingId = useId();
  const x = useTours(
    useShallow((v) => ({
      date: v.date,
      day: v.day,
      time: v.time,
      calendar: v.calendar,
      tour: v.tour,
      calendarLoading: v.loading.calendar,
    })),
  );
  if (!x.date) return <p>{t("tours.date.none")}</p>;
  // the service's own answer when it carries date and next_available (extensions), else the
  // calendar, where the specification has the day's times
  const told = x.day !== null && x.day.date !== undefined && x.day.next_available !== undefined;
  const next = told ? (x.day!.next_available ?? null) : nextBookableDay(x.calendar, x.date);
  const unavailable = told
    ? x.day!.date === x.date && next !== x.date
    : x.day !== null && !x.calendarLoading && !dayTimes(x.calendar, x.date).some(isBookable);
  const times = unavailable ? [] : dayTimes(x.calendar, x.date);
  const whole = x.tour !== null && isWholeTour(x.tour);
  const chosen = times.find((slot) => slot.time === x.time) ?? null;
  const choose = (day: string) => {
    const { month, showMonth, pickDate } = store.getState();
    const d = parseKeyDate(day)!;
    // the calendar already holds the shown month's days
    if (!isSameMonth(d, month)) showMonth(d);
    pickDate(day);
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t("tours.date.chosen", { date: formatKeyDate(x.date) })}</h2>
      {unavailable && (
        <Alert
          tone="warning"
          action={
            next && (
              <Button variant="secondary" small onClick={() => choose(next)}>
                {t("tours.nextAvailable.choose", { date: formatKeyDate(next) })}
              </Button>
            )
          }
        >
          {t("tours.unavailable", { date: formatKeyDate(x.date) })}{" "}
          {next ? t("tours.nextAvailable", { date: formatKeyDate(next) }) : t("tours.notBookable")}
        </Alert>
      )}
      {!x.day && <Spinner label={t("tours.day.loading")} />}
      {times.length > 0 && (
        <TimePicker
          legend={t("tours.time.label")}
          items={times.map((slot) => ({
            value: slot.time,
            label: slot.time,
            detail: isBookable(slot)
              ? t(whole ? "tours.time.toursLeft" : "tours.time.placesLeft", { count: slot.tickets })
              : t("tours.time.soldOut"),
            disabled: !isBookable(slot),
          }))}
          value={x.time}
          onChange={(time) => store.getState().pickTime(time)}
        />
      )}
      {chosen && !isBookable(chosen) && (
        <Alert tone="warning">{t("tours.time.soldOutChosen", { time: chosen.time })}</Alert>
      )}
    </section>
  );
}
