// A booked visit as a calendar entry: an iCalendar file (RFC 5545) made in the browser, and a
// Google Calendar link. Times are the museum's wall clock; both give them as UTC instants (the
// RFC's form 2), so no VTIMEZONE table has to travel with the file and every calendar shows the
// visit at the museum's hour in the visitor's own zone.
import type { BasketLine } from "./basket";
import { wallClock } from "./dates";

/** How long a visit is taken to last: the service gives a slot's or a tour's start only. */
export const VISIT_MINUTES = 60;

/** A booked visit at a time of day: what it is, when it starts, and what of it was booked. */
export interface Visit {
  key: string;
  title: string;
  /** The museum's wall clock, "YYYY-MM-DD HH:mm[:ss]". */
  start: string;
  /** What of it was booked: "2 × Adult" (ticket types of one slot are one visit). */
  parts: { count: number; name: string }[];
}

/** The visits of an order's items that say when they begin (the order review's, issue 35). */
export function visitsOfItems(items: readonly { description: string; count: number; starts?: string }[]): Visit[] {
  return items.flatMap((item, i) =>
    item.starts
      ? [
          {
            key: `item:${i}`,
            title: item.description,
            start: item.starts,
            parts: [{ count: item.count, name: item.description }],
          },
        ]
      : [],
  );
}

/** What a booked line holds, one entry per ticket type or tour price. */
function partsOf(line: BasketLine): Visit["parts"] {
  if (line.type === "ticket") return [{ count: line.count, name: line.name }];
  if (line.type !== "guidedTour") return [];
  return [...line.tours, ...line.tickets].filter((p) => p.count > 0).map((p) => ({ count: p.count, name: p.name }));
}

/**
 * The visits of booked lines that have a time of day: a timed ticket's slot (its ticket types
 * together, one visit) and each guided tour. Event-long tickets, day tickets and goods have none.
 */
export function visitsOf(lines: readonly BasketLine[]): Visit[] {
  const visits = new Map<string, Visit>();
  for (const line of lines) {
    if ((line.type !== "ticket" && line.type !== "guidedTour") || !line.time) continue;
    const key = line.type === "ticket" ? `ticket:${line.eventId}:${line.datetime}` : `tour:${line.key}`;
    const title = line.type === "ticket" ? line.eventName || line.name : line.name;
    const visit = visits.get(key);
    if (visit) visit.parts.push(...partsOf(line));
    else visits.set(key, { key, title, start: line.datetime, parts: partsOf(line) });
  }
  return [...visits.values()];
}

export interface CalendarEvent {
  /** Unique and stable for the booking and the visit: a second download updates, never doubles. */
  uid: string;
  title: string;
  /** The museum's wall clock, "YYYY-MM-DD HH:mm[:ss]". */
  start: string;
  /** How long the visit lasts, in minutes. */
  minutes: number;
  location: string;
  description: string;
}

const DAY = 86_400_000;

/** Minutes the zone is ahead of UTC at an instant (its wall clock read as UTC, less the instant). */
function offsetAt(instant: number, timeZone: string): number {
  const { day, time } = wallClock(new Date(instant), timeZone);
  return Date.parse(`${day}T${time}:00Z`) - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant of a wall-clock time in a time zone, or null when the text is no such time. A time
 * that happens twice (autumn) is its first; one skipped by the clock change (spring) is moved on by
 * the change's length (02:30 on Berlin's spring day is 03:30 summer time), as calendars do.
 */
export function museumInstant(wall: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::\d{2})?$/.exec(wall.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(asUtc);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return null;
  const before = offsetAt(asUtc - DAY, timeZone);
  const after = offsetAt(asUtc + DAY, timeZone);
  // a time that happens twice happens first with the offset before the change
  for (const offset of [before, after]) {
    const at = asUtc - offset;
    const seen = wallClock(new Date(at), timeZone);
    if (`${seen.day} ${seen.time}` === `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}`) return new Date(at);
  }
  return new Date(asUtc - Math.min(before, after));
}

/** RFC 5545 DATE-TIME in UTC: 20261127T090000Z. */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** The visit's start and end instants, or null when its start is no time. */
function span(event: CalendarEvent, timeZone: string): { start: Date; end: Date } | null {
  const start = museumInstant(event.start, timeZone);
  return start && { start, end: new Date(start.getTime() + Math.max(1, event.minutes) * 60_000) };
}

/** TEXT (3.3.11): backslash, semicolon and comma escaped, line breaks as \n, other controls dropped. */
function text(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- TEXT allows no control character but a tab
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
      .replace(/[\\;,]/g, (c) => `\\${c}`)
      .replace(/\r\n|\r|\n/g, "\\n")
  );
}

const encoder = new TextEncoder();

/** Folds a content line (3.1): at most 75 octets a line, never inside a character; CRLF after each. */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // a continuation line starts with a space, which counts
    if (octets + size > 75) {
      out.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n") + "\r\n";
}

/**
 * An iCalendar file of the events (RFC 5545): VERSION, PRODID, one VEVENT each with UID, DTSTAMP
 * (`stamp`, when the file was made), DTSTART and DTEND in UTC, SUMMARY, LOCATION and DESCRIPTION.
 * Events whose start is no time are left out.
 */
export function icsFile(events: CalendarEvent[], timeZone: string, stamp: Date): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Foyer//Museum ticket shop//EN", "CALSCALE:GREGORIAN"];
  lines.push("METHOD:PUBLISH");
  for (const event of events) {
    const when = span(event, timeZone);
    if (!when) continue;
    lines.push(
      "BEGIN:VEVENT",
      `UID:${text(event.uid)}`,
      `DTSTAMP:${utc(stamp)}`,
      `DTSTART:${utc(when.start)}`,
      `DTEND:${utc(when.end)}`,
      `SUMMARY:${text(event.title)}`,
      ...(event.location.trim() ? [`LOCATION:${text(event.location)}`] : []),
      `DESCRIPTION:${text(event.description)}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(fold).join("");
}

/** Google Calendar's form for a new event, filled in; null when the start is no time. */
export function googleCalendarUrl(event: CalendarEvent, timeZone: string): string | null {
  const when = span(event, timeZone);
  if (!when) return null;
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${utc(when.start)}/${utc(when.end)}`,
    details: event.description,
    location: event.location,
    ctz: timeZone,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
