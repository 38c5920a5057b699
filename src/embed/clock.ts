// The widget's one clock. Every read of the current time in src/ goes through here (a test fails
// on `new Date()` or `Date.now()` anywhere else), so that tests can pin it and so that "today" is
// the museum's today: the service gives days and times as the museum's local time (Europe/Berlin
// unless the embed says otherwise with data-time-zone), whatever zone the visitor's browser is in.
import { isTimeZone, parseKeyDate, wallClock } from "../domain/dates";

/** The museum's time zone when the embed names none. */
export const MUSEUM_TIME_ZONE = "Europe/Berlin";

export interface Clock {
  /** The current instant. */
  now(): Date;
  /** The museum's time zone (IANA name). */
  readonly timeZone: string;
  /** The museum's today, YYYY-MM-DD. */
  today(): string;
  /** The museum's today as a local date at midnight, for calendar arithmetic (months, flag days). */
  todayDate(): Date;
}

/**
 * A clock in the museum's time zone (an unknown zone is reported and replaced by the default).
 * `start`: the instant the clock starts at, for tests; it runs on from there like the sandbox's.
 */
export function createClock(timeZone: string = MUSEUM_TIME_ZONE, start?: Date): Clock {
  if (!isTimeZone(timeZone)) {
    console.error(`Foyer: invalid data-time-zone="${timeZone}", using ${MUSEUM_TIME_ZONE}`);
    timeZone = MUSEUM_TIME_ZONE;
  }
  const offset = start ? start.getTime() - Date.now() : 0;
  const now = () => new Date(Date.now() + offset);
  const today = () => wallClock(now(), timeZone).day;
  return { now, timeZone, today, todayDate: () => parseKeyDate(today())! };
}
