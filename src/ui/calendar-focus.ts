// The calendar's focus and picks (ui/calendar.tsx): which day takes the focus and where the keys
// move it, and the days' handlers, which show a pick at once and hand it on after the next frame.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { toKeyDate, parseKeyDate } from "../domain/dates";
import type { DayHandlers } from "./calendar-day";
import { addDays, addMonths, startOfWeek } from "../domain/month-days";

/** Calls `then` once the next frame is painted (a task after the frame); returns the way to cancel. */
function afterNextPaint(then: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(run, 0)));
  // a page the browser draws no frames for (a tab in the background) still gets the pick
  const fallback = setTimeout(run, 250);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}

/** The day a key moves the focus to from `day`, or undefined for another key. */
export const KEY_MOVES: Record<string, (day: Date) => Date> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day) => startOfWeek(day),
  End: (day) => addDays(startOfWeek(day), 6),
  PageUp: (day) => addMonths(day, -1),
  PageDown: (day) => addMonths(day, 1),
};

/** The day that can take the focus (one per calendar), kept inside the shown months; a day chosen with the keys
 * takes the focus once rendered. */
export function useFocusedDay(first: Date, lastShown: Date, selected: string | null, min: string | undefined) {
  // the day that takes focus first: the month's first, or the first day that may be reached
  const entry = () => (min && min > toKeyDate(first) && parseKeyDate(min)! < lastShown ? min : toKeyDate(first));
  const [focused, setFocused] = useState<string>(() => selected ?? entry());
  const moveFocus = useRef(false);
  const grid = useRef<HTMLDivElement>(null);
  const firstTime = first.getTime();
  const lastTime = lastShown.getTime();
  // keep the focusable day inside the shown months
  useEffect(() => {
    const f = parseKeyDate(focused);
    if (!f || f < first || f >= lastShown)
      setFocused(
        selected && parseKeyDate(selected)! >= first && parseKeyDate(selected)! < lastShown ? selected : entry(),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the shown months change only: a day focused by the keyboard in the next month waits for the month to follow
  }, [firstTime, lastTime]);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [focused]);
  return { focused, setFocused, moveFocus, grid };
}

/**
 * The days' handlers. They stay the same function between renders, so a day whose look did not change is not
 * rendered again (a pick changes two of up to 62 days). A picked day shows as chosen in the next frame; what the
 * pick brings (a day's times, a booking form) is rendered after that frame, so the click is answered at once
 * (issue 15: a tour day with 20 times took 120 to 140 ms at 4x CPU from the click to the next paint).
 */
export function useDayHandlers(
  onKey: (e: KeyboardEvent<HTMLButtonElement>, day: Date) => void,
  onSelect: (day: string) => void,
  setFocused: (day: string) => void,
) {
  const latest = useRef({ onKey, onSelect });
  latest.current = { onKey, onSelect };
  const [picking, setPicking] = useState<string | null>(null);
  const pending = useRef<() => void>();
  useEffect(() => () => pending.current?.(), []);
  const on = useMemo<DayHandlers>(
    () => ({
      pick: (key, pickable) => {
        setFocused(key);
        if (!pickable) return;
        pending.current?.();
        setPicking(key);
        pending.current = afterNextPaint(() => {
          pending.current = undefined;
          setPicking(null);
          latest.current.onSelect(key);
        });
      },
      key: (e, key) => latest.current.onKey(e, parseKeyDate(key)!),
    }),
    [setFocused],
  );
  return { on, picking };
}
