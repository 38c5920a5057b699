// The widget's one clock. Every read of the current time in src/ goes through here (a test fails
// on `new Date()` or `Date.now()` anywhere else), so that tests can pin it and so that "today" is
// the museum's today: the service gives days and times as the museum's local time (Europe/Berlin
// unless the embed says otherwise with data-time-zone), whatever zone the visitor's browser is in,
// and by the service's clock when the visitor's is far off (the answers' Date header, issue 33).
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
  /** The service's clock (ms), from an answer: followed when this one is more than SKEW_MS off. */
  follow(serviceNow: number): void;
}

/**
 * How far the visitor's clock may be off before the service's wins. A second or two is the Date
 * header's resolution and the way back; a clock a year ahead would end running events.
 */
export const SKEW_MS = 2 * 60_000;

/**
 * A clock in the museum's time zone (an unknown zone is reported and replaced by the default).
 * `start`: the instant the clock starts at, for tests; it runs on from there like the sandbox's.
 */
export function createClock(timeZone: string = MUSEUM_TIME_ZONE, start?: Date): Clock {
  if (!isTimeZone(timeZone)) {
    console.error(`Foyer: invalid data-time-zone="${timeZone}", using ${MUSEUM_TIME_ZONE}`);
    timeZone = MUSEUM_TIME_ZONE;
  }
  let offset = start ? start.getTime() - Date.now() : 0;
  const now = () => new Date(Date.now() + offset);
  const today = () => wallClock(now(), timeZone).day;
  const follow = (serviceNow: number) => {
    if (Number.isFinite(serviceNow) && Math.abs(serviceNow - now().getTime()) > SKEW_MS)
      offset = serviceNow - Date.now();
  };
  return { now, timeZone, today, todayDate: () => parseKeyDate(today())!, follow };
}
