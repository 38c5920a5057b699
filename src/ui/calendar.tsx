// A month calendar (one or more months side by side) for picking a day. Keyboard: arrows move
// by day and week, Home/End to the week's ends, PageUp/PageDown by month; Enter or Space picks.
// Each day's label says its date and state (available, few left, sold out, not available); while
// the states are coming, a day in range says it is loading.
import { useMemo, type KeyboardEvent } from "react";
import { dateFormat, toKeyDate, parseKeyDate, type DayState } from "../domain/dates";
import { localeOf } from "../domain/money";
import { useT, type MessageId } from "../i18n/use-t";
import { useLang } from "./format";
import { cx, defineStyles, useGlobalCss, useStyles } from "../styles/use-styles";
import { CALENDAR_FORCED_COLORS } from "./calendar-css";
import { Day, dayLabel, type DayHandlers } from "./calendar-day";
import { KEY_MOVES, useDayHandlers, useFocusedDay } from "./calendar-focus";
import { addDays, addMonths, startOfMonth, startOfWeek } from "../domain/month-days";

const STATE_LABEL: Record<DayState, MessageId> = {
  available: "calendar.available",
  few: "calendar.few",
  soldout: "calendar.soldOut",
  unavailable: "calendar.unavailable",
};

/** The states the legend explains (a day "not available" explains itself). */
const LEGEND = ["available", "few", "soldout"] as const;

const styles = defineStyles({
  wrap: `display:grid;gap:.75em`,
  nav: `display:flex;align-items:center;justify-content:space-between;gap:.5em;
    & button{min-width:44px;min-height:44px;border:1px solid var(--f-control-border);border-radius:var(--f-radius);background:var(--f-bg);
    cursor:pointer;font-size:1.1em;color:var(--f-text)} & button:disabled{opacity:.35;cursor:not-allowed}`,
  months: `display:grid;gap:1.25em;grid-template-columns:repeat(auto-fit,minmax(min(260px,100%),1fr))`,
  table: `border-collapse:collapse;width:100%;table-layout:fixed;& caption{font-weight:650;padding:.25em 0 .5em;text-align:left}
    & th{font-size:.8em;color:var(--f-muted);font-weight:600;padding:.25em 0}& td{padding:2px;text-align:center}`,
  day: `display:block;width:100%;max-width:52px;height:44px;margin:0 auto;border:1px solid transparent;border-radius:var(--f-radius);
    cursor:pointer;background:var(--f-bg);color:var(--f-text);font-variant-numeric:tabular-nums;position:relative`,
  available: `background:var(--f-success-bg);border-color:var(--f-success);&:hover{box-shadow:inset 0 0 0 1px var(--f-success)}`,
  few: `background:var(--f-warning-bg);border-color:var(--f-warning);border-style:dashed;&::after{content:"";position:absolute;right:4px;top:4px;width:6px;
    height:6px;border-radius:50%;background:var(--f-warning)}`,
  soldout: `background:var(--f-surface);color:var(--f-muted);text-decoration:line-through;border-color:var(--f-control-border);
    border-style:dotted`,
  unavailable: `color:#8a8580`,
  blocked: `cursor:not-allowed`,
  selected: `background:var(--f-accent)!important;color:var(--f-on-accent)!important;border-color:var(--f-accent)!important;
    text-decoration:none`,
  legend: `display:flex;flex-wrap:wrap;gap:.5em 1.25em;font-size:.875em;color:var(--f-muted);list-style:none;margin:0;padding:0;
    & span{display:inline-block;position:relative;width:14px;height:14px;border-radius:3px;margin-right:.4em;vertical-align:-2px;
    border:1px solid}& span::after{right:2px!important;top:2px!important;width:4px!important;height:4px!important}`,
});

export interface CalendarProps {
  /** Accessible name of the calendar, e.g. "Choose a date". */
  label: string;
  /** Any day of the first month shown. */
  month: Date;
  /** Months shown side by side. @default 1 */
  months?: number;
  onMonthChange: (firstOfMonth: Date) => void;
  /** The chosen day, YYYY-MM-DD. */
  selected: string | null;
  onSelect: (day: string) => void;
  dayState: (day: string) => DayState;
  /** Which states can be picked (the others are aria-disabled). @default available and few */
  selectable?: (state: DayState) => boolean;
  /** Navigation limits, YYYY-MM-DD. */
  min?: string;
  max?: string;
  /** The days' states are still coming: a day in range not known yet says "Loading…", not "not
   *  available" (it cannot be picked until its state is here). */
  loading?: boolean;
}

const bookable = (state: DayState) => state === "available" || state === "few";

export function Calendar(props: CalendarProps) {
  const { label, month, months = 1, onMonthChange, selected, onSelect, min, max } = props;
  const s = useStyles(styles);
  useGlobalCss(CALENDAR_FORCED_COLORS);
  const t = useT();
  const first = startOfMonth(month);
  const firstTime = first.getTime();
  const shown = useMemo(() => Array.from({ length: months }, (_, i) => addMonths(firstTime, i)), [firstTime, months]);
  const lastShown = addMonths(first, months);
  const minDate = min ? parseKeyDate(min) : null;
  const maxDate = max ? parseKeyDate(max) : null;
  const { focused, setFocused, moveFocus, grid } = useFocusedDay(first, lastShown, selected, min);

  const go = (day: Date) => {
    if ((minDate && day < minDate) || (maxDate && day > maxDate)) return;
    if (day < first) onMonthChange(startOfMonth(day));
    else if (day >= lastShown) onMonthChange(addMonths(startOfMonth(day), 1 - months));
    moveFocus.current = true;
    setFocused(toKeyDate(day));
  };
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, day: Date) => {
    const move = KEY_MOVES[e.key];
    if (!move) return;
    e.preventDefault();
    go(move(day));
  };
  const { on, picking } = useDayHandlers(onKey, onSelect, setFocused);
  const dayName = dateFormat(localeOf(useLang()), { weekday: "long", day: "numeric", month: "long", year: "numeric" });

  return (
    <div className={s.wrap} role="group" aria-label={label}>
      <div className={s.nav}>
        <button
          type="button"
          onClick={() => onMonthChange(addMonths(first, -1))}
          disabled={!!minDate && first <= startOfMonth(minDate)}
          aria-label={t("calendar.previous")}
        >
          ‹
        </button>
        <button
          type="button"
          onClick={() => onMonthChange(addMonths(first, 1))}
          disabled={!!maxDate && lastShown > maxDate}
          aria-label={t("calendar.next")}
        >
          ›
        </button>
      </div>
      <div className={s.months} ref={grid}>
        {shown.map((m) => (
          <MonthTable
            key={m.getTime()}
            month={m}
            days={{ ...props, chosen: picking ?? selected, focused, on, dayName }}
          />
        ))}
      </div>
      <ul className={s.legend} aria-label={t("calendar.legend")}>
        {LEGEND.map((state) => (
          <li key={state}>
            <span className={s[state]} data-state={state} aria-hidden="true" />
            {t(STATE_LABEL[state])}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What every day of the shown months is drawn from. */
interface DaysView extends CalendarProps {
  /** The day shown as chosen: the one being picked, or the selected one. */
  chosen: string | null;
  focused: string;
  on: DayHandlers;
  /** The day's full name ("Wednesday, 10 January 2024"), made once per render. */
  dayName: Intl.DateTimeFormat;
}

function MonthTable({ month, days }: { month: Date; days: DaysView }) {
  const s = useStyles(styles);
  const locale = localeOf(useLang());
  const weekday = dateFormat(locale, { weekday: "short" });
  const weekdayLong = dateFormat(locale, { weekday: "long" });
  const monday = startOfWeek(new Date(2024, 0, 10));
  const start = startOfWeek(month);
  const weeks = Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, d) => addDays(start, w * 7 + d)));
  return (
    <table className={s.table}>
      <caption>{dateFormat(locale, { month: "long", year: "numeric" }).format(month)}</caption>
      <thead>
        <tr>
          {Array.from({ length: 7 }, (_, d) => (
            <th key={d} scope="col" abbr={weekdayLong.format(addDays(monday, d))}>
              {weekday.format(addDays(monday, d))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks
          .filter((week) => week.some((d) => d.getMonth() === month.getMonth()))
          .map((week, w) => (
            <tr key={w}>
              {week.map((d) =>
                d.getMonth() !== month.getMonth() ? (
                  <td key={d.getTime()} />
                ) : (
                  <DayCell key={d.getTime()} d={d} days={days} />
                ),
              )}
            </tr>
          ))}
      </tbody>
    </table>
  );
}

function DayCell({ d, days }: { d: Date; days: DaysView }) {
  const s = useStyles(styles);
  const t = useT();
  const { dayState, selectable = bookable, loading = false, min, max, chosen, focused, on, dayName } = days;
  const key = toKeyDate(d);
  const state = dayState(key);
  const pickable = selectable(state);
  const isSelected = key === chosen;
  // a day in range whose state is still coming says so
  const waiting = loading && state === "unavailable" && !(min && key < min) && !(max && key > max);
  return (
    <td>
      <Day
        day={key}
        date={d.getDate()}
        state={state}
        className={cx(s.day, s[state], !pickable && s.blocked, isSelected && s.selected)}
        focusable={key === focused}
        selected={isSelected}
        pickable={pickable}
        label={`${dayLabel(dayName, key, d)}, ${t(waiting ? "common.loading" : STATE_LABEL[state])}`}
        on={on}
      />
    </td>
  );
}
