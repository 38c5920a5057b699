// The sandbox's clock: real time plus an offset that tests may set (POST /__sandbox/clock).
// Seeded dates are computed from it, so the programme always lies around "today".

export interface Clock {
  now(): Date;
  /** Local midnight of the clock's current day. */
  today(): Date;
  set(at: Date): void;
  reset(): void;
}

export function createClock(start?: Date): Clock {
  let offset = start ? start.getTime() - Date.now() : 0;
  const now = () => new Date(Date.now() + offset);
  return {
    now,
    today: () => {
      const d = now();
      return new Date(d.getFullYear(), d.getMonth(), d.getDate());
    },
    set: (at) => {
      offset = at.getTime() - Date.now();
    },
    reset: () => {
      offset = 0;
    },
  };
}

const pad = (n: number) => String(n).padStart(2, "0");
/** YYYY-MM-DD of a date (local time). */
export const keyDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** "YYYY-MM-DD HH:mm:ss" (local time). */
export const dateTime = (d: Date) => `${keyDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
/** A date `days` after `d`, at hour:minute. */
export const addDays = (d: Date, days: number, hour = 0, minute = 0) =>
  new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, hour, minute);
/** YYYYMMDD or YYYY-MM-DD to a local date, or null; also null for a day that does not exist
 * (20300230, 2030-13-01), which Date would roll over into another. */
export function parseDay(value: string): Date | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(y, mo - 1, d);
  return day.getFullYear() === y && day.getMonth() === mo - 1 && day.getDate() === d ? day : null;
}
