// The chosen day: its date, whether the tour runs that day (else the next available date), and
// its times with what is left; a sold-out time cannot be chosen.
import { useId } from "react";
import { useShallow } from "zustand/react/shallow";
import { isSameMonth } from "date-fns/isSameMonth";
import { useT } from "../../../i18n/use-t";
import { Alert } from "../../../ui/Alert";
import { Button } from "../../../ui/Button";
import { Spinner } from "../../../ui/Spinner";
import { cx, defineStyles, useStyles } from "../../../styles/use-styles";
import { formatKeyDate, parseKeyDate } from "../../../domain/dates";
import { isWholeTour } from "../../../domain/tours";
import { dayTimes, isBookable } from "../../../domain/tours-list";
import { useTours, useTourStore } from "../use-tours";

const styles = defineStyles({
  times: `border:0;margin:0 0 1em;padding:0;& legend{font-weight:600;margin-bottom:.4em;padding:0}`,
  list: `display:flex;flex-wrap:wrap;gap:.5em`,
  time: `display:inline-flex;align-items:center;gap:.5em;min-height:44px;padding:.4em .9em;border:1px solid var(--f-border);
    border-radius:var(--f-radius);cursor:pointer;background:var(--f-bg);
    &:has(input:checked){border-color:var(--f-accent);background:var(--f-surface);font-weight:600}
    & input{width:18px;height:18px;margin:0;accent-color:var(--f-accent)}`,
  soldout: `color:var(--f-muted);cursor:not-allowed;text-decoration:line-through`,
});

export function TourDay() {
  const s = useStyles(styles);
  const t = useT();
  const store = useTourStore();
  const headingId = useId();
  const x = useTours(useShallow((v) => ({ date: v.date, day: v.day, time: v.time, calendar: v.calendar, tour: v.tour })));
  if (!x.date) return <p>{t("tours.date.none")}</p>;
  const next = x.day?.next_available ?? null;
  const unavailable = x.day !== null && x.day.date === x.date && next !== x.date;
  const times = unavailable ? [] : dayTimes(x.calendar, x.date);
  const whole = x.tour !== null && isWholeTour(x.tour);
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
        <fieldset className={s.times}>
          <legend>{t("tours.time.label")}</legend>
          <div className={s.list}>
            {times.map((slot) => {
              const open = isBookable(slot);
              return (
                <label key={slot.time} className={cx(s.time, !open && s.soldout)}>
                  <input
                    type="radio"
                    name="tour-time"
                    value={slot.time}
                    checked={x.time === slot.time}
                    disabled={!open}
                    onChange={() => store.getState().pickTime(slot.time)}
                  />
                  {open
                    ? t(whole ? "tours.time.toursLeft" : "tours.time.placesLeft", { time: slot.time, count: slot.tickets })
                    : t("tours.time.soldOut", { time: slot.time })}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
    </section>
  );
}
