// One day of the calendar (ui/calendar.tsx): a button that renders again only when its own look
// changes, and its spoken date formatted once per day.
import { memo, type KeyboardEvent } from "react";
import type { DayState } from "../domain/dates";

export interface DayHandlers {
  pick: (key: string, pickable: boolean) => void;
  key: (e: KeyboardEvent<HTMLButtonElement>, key: string) => void;
}

// a day's spoken date, formatted once per format and day (a calendar shows up to 62)
const labels = new WeakMap<Intl.DateTimeFormat, Map<string, string>>();
export function dayLabel(format: Intl.DateTimeFormat, key: string, d: Date): string {
  const known = labels.get(format) ?? new Map<string, string>();
  labels.set(format, known);
  let label = known.get(key);
  if (label === undefined) known.set(key, (label = format.format(d)));
  return label;
}

export const Day = memo(function Day(p: {
  day: string;
  date: number;
  state: DayState;
  className: string;
  focusable: boolean;
  selected: boolean;
  pickable: boolean;
  label: string;
  on: DayHandlers;
}) {
  return (
    <button
      type="button"
      data-day={p.day}
      data-state={p.state}
      className={p.className}
      tabIndex={p.focusable ? 0 : -1}
      aria-pressed={p.selected}
      aria-disabled={!p.pickable || undefined}
      aria-label={p.label}
      onClick={() => p.on.pick(p.day, p.pickable)}
      onKeyDown={(e) => p.on.key(e, p.day)}
    >
      {p.date}
    </button>
  );
});
