// Dates: d.m.Y for display, YYYYMMDD in calendar paths, YYYY-MM-DD as keys; and the rules of
// days and times that the event and tour calendars share.
// No date-fns here: every embed's first screen loads this module (the clock, the formats), and
// three fixed formats are a few lines; the calendars' date arithmetic is domain/month-days.ts, in
// their chunk.

/** A calendar day's state: places to book, few left, sold out, or no sale that day. */
export type DayState = "available" | "few" | "soldout" | "unavailable";

/** [year, month, day] zero-padded to 4, 2, 2 digits; an invalid date throws, as date-fns did. */
function parts(date: Date): [string, string, string] {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return [pad(date.getFullYear(), 4), pad(date.getMonth() + 1, 2), pad(date.getDate(), 2)];
}

/** d.m.Y with leading zeros, e.g. 05.03.2027. */
export const formatDate = (date: Date): string => parts(date).reverse().join(".");
/** YYYYMMDD, as calendar calls expect it in their path. */
export const toPathDate = (date: Date): string => parts(date).join("");
/** YYYY-MM-DD, the key form of calendar answers. */
export const toKeyDate = (date: Date): string => parts(date).join("-");

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock of a time zone at an instant: its day (YYYY-MM-DD) and time (HH:mm). The service
 * gives days and times as the museum's local time, so "today" and "has it begun" are judged here,
 * never in the visitor's own zone.
 */
export function wallClock(instant: Date, timeZone: string): { day: string; time: string } {
  let f = wallFormats.get(timeZone);
  if (!f) {
    const options = { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit" } as const;
    f = new Intl.DateTimeFormat("en", { ...options, hour: "2-digit", minute: "2-digit" });
    wallFormats.set(timeZone, f);
  }
  const p: Record<string, string> = {};
  for (const { type, value } of f.formatToParts(instant)) p[type] = value;
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** Whether a time zone name is one this browser knows (IANA, e.g. "Europe/Berlin"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A YYYY-MM-DD (or YYYY-MM-DD HH:mm[:ss]) string as a local date, or null (also for 2026-02-30). */
export function parseKeyDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::\d{2})?)?$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0] = m.slice(1).map((x) => (x === undefined ? 0 : Number(x)));
  const date = new Date(y, mo - 1, d, h, mi);
  // a month, day or hour that does not exist rolls the day of the month over (2026-02-30 is
  // 2 March, 24:00 the next day, month 13 January): refuse it instead; a minute of 60 rolls only
  // the hour, and a year below 100 would read as 19xx
  return date.getFullYear() === y && date.getDate() === d && mi < 60 ? date : null;
}

/** d.m.Y of a key date string, or the string itself when it is not a date. */
export function formatKeyDate(value: string): string {
  const d = parseKeyDate(value);
  return d ? formatDate(d) : value;
}

/** "HH:mm" of a "YYYY-MM-DD HH:mm:ss" datetime, or "" when it has no time. */
export const timeOf = (datetime: string): string => /\d{2}:\d{2}/.exec(datetime.slice(11))?.[0] ?? "";

/** "YYYY-MM-DD HH:mm:ss" of a slot: its day (YYYY-MM-DD) and its time ("HH:mm", or with seconds). */
export const slotDatetime = (date: string, time: string): string =>
  `${date} ${/^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time}`;

/** A sale (an event's run, a tour's season) has ended once its last day lies before today (YYYY-MM-DD). */
export const hasEnded = (lastDay: string | null | undefined, today: string): boolean => !!lastDay && lastDay < today;

/** The first day a calendar may reach (YYYY-MM-DD): the sale's first day, or today when that is later. */
export const firstBookableDay = (first: string | null | undefined, today: string): string =>
  first && first > today ? first : today;

/** The month a calendar opens on: today's, or the month the sale starts when that is later. */
export function initialMonth(today: Date, firstDay: string | null): Date {
  const first = firstDay ? parseKeyDate(firstDay) : null;
  const month = new Date(first && first > today ? first : today);
  month.setDate(1);
  month.setHours(0, 0, 0, 0);
  return month;
}

/**
 * The time chosen after a day's bookable times arrive (a day with one time has it chosen): the
 * previous choice when the day still offers it, else the first, else none.
 */
export function selectTime(times: string[], previous: string | null): string | null {
  if (previous && times.includes(previous)) return previous;
  return times[0] ?? null;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** Intl.DateTimeFormat is slow to create (a month of the calendar used ~10 a render): one per
 * locale and options, kept. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}
