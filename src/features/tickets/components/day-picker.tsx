// Choosing the day and the time: a calendar over the shown month and the next (or up to the
// event's end) with each day's state from the calendar call, what is known about the chosen
// day, and its times.
import { Calendar } from "../../../ui/calendar";
import { TimePicker } from "../../../ui/time-picker";
import { Alert } from "../../../ui/alert";
import { Spinner } from "../../../ui/spinner";
import { useT } from "../../../i18n/use-t";
import { firstBookableDay, timeOf } from "../../../domain/dates";
import { calendarRange, dayState } from "../../../domain/tickets-calendar";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import { useEvent, useEventStore } from "../use-stores";
import { noticeMessage } from "../messages";
import type { EventView } from "../event-store";
import { useBasket, useClock } from "../../../stores/context";
import { placesInBasket, slotLeft } from "../../../domain/tickets";
import { RetryAlert } from "../../../ui/retry-alert";

const styles = defineStyles({
  section: `margin:0 0 1.5em`,
  status: `color:var(--f-muted);font-size:.875em;margin:.5em 0 0;min-height:1.5em`,
  prompt: `margin:1em 0`,
});

export function DayPicker({ view }: { view: EventView }) {
  const s = useStyles(styles);
  const t = useT();
  const clock = useClock();
  const store = useEventStore();
  const month = useEvent((x) => x.month);
  const calendar = useEvent((x) => x.calendar);
  const calendarStatus = useEvent((x) => x.calendarStatus);
  const date = useEvent((x) => x.date);
  const dayStatus = useEvent((x) => x.dayStatus);
  const timeslots = useEvent((x) => x.timeslots);
  const time = useEvent((x) => x.time);
  const notice = useEvent((x) => x.notice);
  const lines = useBasket((b) => b.lines);
  if (!month) return <Spinner label={t("tickets.calendarLoading")} />;

  const { months } = calendarRange(month, view.lifetime.last);
  const today = clock.today();
  const stateOf = (day: string) => dayState(calendar[day]);
  const { pickDate, pickTime, showMonth } = store.getState();
  const message = notice ? noticeMessage(notice) : null;

  return (
    <section className={s.section}>
      <h2>{t("tickets.chooseDate")}</h2>
      <Calendar
        label={t("tickets.chooseDate")}
        month={month}
        months={months}
        onMonthChange={showMonth}
        selected={date}
        onSelect={pickDate}
        dayState={stateOf}
        // a sold-out day can be picked too: it tells the visitor why there are no tickets
        selectable={(state) => state !== "unavailable"}
        min={firstBookableDay(view.lifetime.first, today)}
        max={view.lifetime.last}
        loading={calendarStatus === "loading"}
      />
      <p className={s.status} role="status">
        {calendarStatus === "loading" ? t("tickets.calendarLoading") : ""}
      </p>
      {calendarStatus === "failed" && (
        <RetryAlert tone="warning" retry={() => showMonth(month)}>
          {t("tickets.calendarFailed")}
        </RetryAlert>
      )}
      {message && <Alert tone="warning">{t(message.id, message.values)}</Alert>}
      {!date && !notice && <p className={s.prompt}>{t("tickets.datePrompt")}</p>}
      {dayStatus === "loading" && <Spinner label={t("tickets.dayLoading")} />}
      {dayStatus === "ready" && time && (
        <TimePicker
          legend={t("tickets.chooseTime")}
          items={timeslots.map((slot) => {
            // what is left for this visitor: the places the basket holds are taken (the form's +
            // stops there too); a time all of whose places are in the basket stays choosable
            const left = slotLeft(slot, placesInBasket(lines, view.event.id, slot.datetime))!.max_tickets;
            return {
              value: slot.datetime,
              label: timeOf(slot.datetime),
              detail: slot.max_tickets > 0 ? t("tickets.placesLeft", { count: left }) : t("tickets.soldOut"),
              disabled: slot.max_tickets <= 0,
            };
          })}
          value={time}
          onChange={pickTime}
        />
      )}
    </section>
  );
}
