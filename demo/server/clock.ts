// The sandbox's clock: real time plus an offset that tests may set (POST /__sandbox/clock).
// Seeded dates are computed from it, so the programme always lies around "today". Like a real
// ticketing service it speaks the museum's local time (Europe/Berlin), whatever the zone of the
// machine it runs on: wall() and today() are the museum's wall clock as local Date values, the
// form every seeded date and every "YYYY-MM-DD HH:mm" of the sandbox is computed in.

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** The museum's day and time at an instant ("2026-12-24", "18:05"), in its own time zone (the widget has its own,
 * src/domain/dates.ts: the sandbox shares no code with it). */
function wallClock(instant: Date, timeZone: string): { day: string; time: string } {
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

/** The museum's time zone, the same default as the widget's (src/embed/clock.ts). */
export const MUSEUM_TIME_ZONE = "Europe/Berlin";

export interface Clock {
  /** The current instant. */
  now(): Date;
  /** The museum's wall clock now, as a local date (compare it with seeded local datetimes). */
  wall(): Date;
  /** Local midnight of the museum's current day. */
  today(): Date;
  set(at: Date): void;
  reset(): void;
}

export function createClock(start?: Date, timeZone = MUSEUM_TIME_ZONE): Clock {
  let offset = start ? start.getTime() - Date.now() : 0;
  const now = () => new Date(Date.now() + offset);
  const wall = () => {
    const at = now();
    const { day, time } = wallClock(at, timeZone);
    const [y, mo, d] = day.split("-").map(Number);
    const [h, mi] = time.split(":").map(Number);
    return new Date(y, mo - 1, d, h, mi, at.getSeconds(), at.getMilliseconds());
  };
  return {
    now,
    wall,
    today: () => {
      const d = wall();
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
