// Properties of the calendar entry of a booked visit (domain/calendar.ts): whatever the texts
// (commas, semicolons, backslashes, line breaks, emoji, controls) and whatever the zone and day
// (clock changes included), the file is RFC 5545: CRLF after every line, no line over 75 octets,
// folded only between characters, one UID per event, DTSTAMP, DTSTART and DTEND in UTC; unfolded
// and unescaped it gives back the texts; its start is the museum's wall clock in the museum's zone;
// and the Google Calendar link names the same times and title.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { googleCalendarUrl, icsFile, museumInstant, type CalendarEvent } from "../../src/domain/calendar";
import { wallClock } from "../../src/domain/dates";
import { runs } from "../helpers/explore";

const ZONES = [
  "Europe/Berlin",
  "America/Los_Angeles",
  "Pacific/Auckland",
  "Asia/Kolkata",
  "Australia/Lord_Howe",
  "America/St_Johns",
  "UTC",
];
const zone = fc.constantFrom(...ZONES);
// instants from 2024 to 2030, whole minutes: clock changes of every zone inside
const instant = fc
  .integer({ min: Date.UTC(2024, 0, 1) / 60_000, max: Date.UTC(2030, 11, 31) / 60_000 })
  .map((m) => new Date(m * 60_000));
const words = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 300, size: "large" }),
  fc.string({
    unit: fc.constantFrom(",", ";", "\\", "\n", "\r\n", ":", '"', "é", "🎟️", "a", " ", "\t", "\u0007"),
    maxLength: 200,
    size: "large",
  }),
);
const event = (start: string): fc.Arbitrary<CalendarEvent> =>
  fc.record({
    uid: fc.string({ minLength: 1, maxLength: 40 }).map((s) => `b-${s}@foyer`),
    title: words,
    start: fc.constant(start),
    minutes: fc.integer({ min: 1, max: 600 }),
    location: words,
    description: words,
  });
const cases = fc
  .tuple(zone, fc.array(instant, { minLength: 1, maxLength: 4 }), instant)
  .chain(([tz, starts, stamp]) =>
    fc.tuple(
      fc.constant(tz),
      fc.tuple(...starts.map((s) => event(`${wallClock(s, tz).day} ${wallClock(s, tz).time}:00`))),
      fc.constant(stamp),
    ),
  )
  .map(([tz, events, stamp]) => ({ tz, events: events.map((e, i) => ({ ...e, uid: `${e.uid}-${i}` })), stamp }));

/** What the RFC's reader does: unfold, split into content lines, unescape TEXT values. */
function read(ics: string): { name: string; value: string }[] {
  return ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(":");
      return { name: line.slice(0, at), value: line.slice(at + 1) };
    });
}
/** A TEXT value read strictly: a comma, a semicolon or a backslash only escaped, as 3.3.11 writes them. */
function unescape(v: string): string {
  expect(v).toMatch(/^(?:\\[\\;,nN]|[^\\;,])*$/);
  return v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}
/** The texts as a calendar can hold them: line breaks as one, controls but the tab dropped. */
// eslint-disable-next-line no-control-regex -- the controls TEXT cannot hold
const held = (v: string) => v.replace(/\r\n|\r/g, "\n").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
const utcOf = (v: string) =>
  new Date(v.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));

describe("an iCalendar file of booked visits (properties)", () => {
  it("ends every line with CRLF, folds at 75 octets between characters, and has no bare CR or LF", () => {
    fc.assert(
      fc.property(cases, ({ tz, events, stamp }) => {
        const ics = icsFile(events, tz, stamp);
        expect(ics.endsWith("\r\n")).toBe(true);
        const physical = ics.slice(0, -2).split("\r\n");
        for (const line of physical) {
          expect(line).not.toMatch(/[\r\n]/);
          expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
          // no broken character at a fold
          expect(line).not.toMatch(/[\ud800-\udbff]$|^[ ]?[\udc00-\udfff]/);
        }
        expect(physical[0]).toBe("BEGIN:VCALENDAR");
        expect(physical.at(-1)).toBe("END:VCALENDAR");
      }),
      runs(150),
    );
  });

  it("gives back every text, one UID and DTSTAMP per event, and the start at the museum's wall clock", () => {
    fc.assert(
      fc.property(cases, ({ tz, events, stamp }) => {
        const lines = read(icsFile(events, tz, stamp));
        expect(lines.filter((l) => l.name === "VERSION").map((l) => l.value)).toEqual(["2.0"]);
        expect(lines.some((l) => l.name === "PRODID" && l.value)).toBe(true);
        const vevents: Record<string, string>[] = [];
        for (const { name, value } of lines) {
          if (name === "BEGIN" && value === "VEVENT") vevents.push({});
          else if (vevents.length && !(name === "END" && value === "VEVENT")) vevents.at(-1)![name] = value;
        }
        expect(vevents).toHaveLength(events.length);
        expect(new Set(vevents.map((v) => v.UID)).size).toBe(events.length);
        vevents.forEach((v, i) => {
          const e = events[i]!;
          expect(unescape(v.UID!)).toBe(held(e.uid));
          expect(unescape(v.SUMMARY!)).toBe(held(e.title));
          expect(unescape(v.DESCRIPTION!)).toBe(held(e.description));
          expect(v.LOCATION === undefined ? "" : unescape(v.LOCATION)).toBe(e.location.trim() ? held(e.location) : "");
          expect(v.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
          expect(utcOf(v.DTSTAMP!).getTime()).toBe(Math.floor(stamp.getTime() / 1000) * 1000);
          const start = utcOf(v.DTSTART!);
          const seen = wallClock(start, tz);
          expect(`${seen.day} ${seen.time}:00`).toBe(e.start);
          expect(utcOf(v.DTEND!).getTime() - start.getTime()).toBe(e.minutes * 60_000);
        });
      }),
      runs(150),
    );
  });

  it("links Google Calendar to the same title, start and end", () => {
    fc.assert(
      fc.property(cases, ({ tz, events, stamp }) => {
        const lines = read(icsFile(events.slice(0, 1), tz, stamp));
        const url = new URL(googleCalendarUrl(events[0]!, tz)!);
        expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
        expect(url.searchParams.get("action")).toBe("TEMPLATE");
        expect(url.searchParams.get("text")).toBe(events[0]!.title);
        const value = (n: string) => lines.find((l) => l.name === n)!.value;
        expect(url.searchParams.get("dates")).toBe(`${value("DTSTART")}/${value("DTEND")}`);
      }),
      runs(100),
    );
  });

  it("reads every wall-clock time of a zone back to an instant with that wall clock", () => {
    fc.assert(
      fc.property(zone, instant, (tz, at) => {
        const w = wallClock(at, tz);
        const found = museumInstant(`${w.day} ${w.time}`, tz)!;
        const back = wallClock(found, tz);
        expect(`${back.day} ${back.time}`).toBe(`${w.day} ${w.time}`);
        // a time that happens twice is its first
        expect(found.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(at.getTime() - found.getTime()).toBeLessThanOrEqual(3_600_000);
      }),
      runs(300),
    );
  });
});
