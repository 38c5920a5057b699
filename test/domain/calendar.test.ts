// The calendar entry of a booked visit as tables: wall-clock times on clock-change days, a whole
// file as a calendar reads it, and which booked lines are visits.
import { describe, expect, it } from "vitest";
import { googleCalendarUrl, icsFile, museumInstant, visitsOf, VISIT_MINUTES } from "../../src/domain/calendar";
import type { BasketLine } from "../../src/domain/basket";

describe("museumInstant", () => {
  it.each([
    ["2026-11-27 10:00", "Europe/Berlin", "2026-11-27T09:00:00.000Z"],
    ["2026-07-01 10:00:00", "Europe/Berlin", "2026-07-01T08:00:00.000Z"],
    // spring: 02:30 does not exist in Berlin, it is 03:30 summer time
    ["2026-03-29 02:30", "Europe/Berlin", "2026-03-29T01:30:00.000Z"],
    // autumn: 02:30 happens twice, the first (summer time) is meant
    ["2026-10-25 02:30", "Europe/Berlin", "2026-10-25T00:30:00.000Z"],
    ["2026-10-25 03:30", "Europe/Berlin", "2026-10-25T02:30:00.000Z"],
    ["2026-11-27 10:00", "Asia/Kolkata", "2026-11-27T04:30:00.000Z"],
    // Lord Howe goes back half an hour: 01:45 happens twice, the first at +11:00
    ["2026-04-05 01:45", "Australia/Lord_Howe", "2026-04-04T14:45:00.000Z"],
    ["2026-12-31 23:59", "Pacific/Auckland", "2026-12-31T10:59:00.000Z"],
  ])("%s in %s is %s", (wall, zone, iso) => {
    expect(museumInstant(wall, zone)?.toISOString()).toBe(iso);
  });

  it.each(["", "2026-02-30 10:00", "2026-11-27 24:00", "2026-11-27 10:60", "2026-11-27", "tomorrow 10:00"])(
    "%j is no time",
    (wall) => expect(museumInstant(wall, "Europe/Berlin")).toBeNull(),
  );
});

describe("icsFile", () => {
  const event = {
    uid: "booking-4711-1@foyer",
    title: "Monet; Licht, Wasser",
    start: "2026-11-27 10:00:00",
    minutes: 60,
    location: "Museum am Fluss, Uferweg 1, 10117 Berlin",
    description: "Buchungsnummer: 4711\n2 × Erwachsene",
  };

  it("writes a whole calendar as RFC 5545 does, CRLF after every line and texts escaped", () => {
    expect(icsFile([event], "Europe/Berlin", new Date("2026-11-27T09:12:34.567Z"))).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Foyer//Museum ticket shop//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "BEGIN:VEVENT",
        "UID:booking-4711-1@foyer",
        "DTSTAMP:20261127T091234Z",
        "DTSTART:20261127T090000Z",
        "DTEND:20261127T100000Z",
        "SUMMARY:Monet\\; Licht\\, Wasser",
        "LOCATION:Museum am Fluss\\, Uferweg 1\\, 10117 Berlin",
        "DESCRIPTION:Buchungsnummer: 4711\\n2 × Erwachsene",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });

  it("folds a long line at 75 octets, never inside a character", () => {
    const ics = icsFile([{ ...event, title: "ä".repeat(80) }], "Europe/Berlin", new Date(0));
    const summary = ics.split("\r\n").filter((l) => l.startsWith("SUMMARY:") || l.startsWith(" "));
    expect(summary.map((l) => new TextEncoder().encode(l).length)).toEqual([74, 75, 21]);
  });

  it("leaves out an event whose start is no time, and a location that is empty", () => {
    const ics = icsFile(
      [
        { ...event, start: "2026-02-30 10:00" },
        { ...event, location: " " },
      ],
      "UTC",
      new Date(0),
    );
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).not.toContain("LOCATION");
  });

  it("links Google Calendar in UTC with the museum's zone", () => {
    const url = new URL(googleCalendarUrl(event, "Europe/Berlin")!);
    expect(url.searchParams.get("dates")).toBe("20261127T090000Z/20261127T100000Z");
    expect(url.searchParams.get("ctz")).toBe("Europe/Berlin");
    expect(url.searchParams.get("location")).toBe(event.location);
    expect(googleCalendarUrl({ ...event, start: "" }, "Europe/Berlin")).toBeNull();
  });
});

describe("visitsOf", () => {
  const ticket = (key: string, over: Partial<BasketLine> = {}) =>
    ({
      key,
      type: "ticket",
      id: 1,
      name: "Adult",
      price: 1200,
      totalPrice: 1200,
      count: 1,
      eventId: 5,
      eventName: "Monet",
      datetime: "2026-11-27 10:00:00",
      date: "2026-11-27",
      time: "10:00",
      subtickets: [],
      ...over,
    }) as BasketLine;
  const tour = {
    ...ticket("t"),
    type: "guidedTour",
    name: "Monet for families",
    tourId: 9,
    tours: [
      { id: 1, name: "Family", price: 900, count: 3 },
      { id: 2, name: "Senior", price: 900, count: 0 },
    ],
    tickets: [{ id: 3, name: "Child", price: 0, count: 1 }],
  } as unknown as BasketLine;

  it("makes one visit of a slot's ticket types, one of each tour, and none without a time", () => {
    const lines = [
      ticket("a"),
      ticket("b", { id: 2, name: "Child", count: 2 }),
      ticket("c", { datetime: "2026-11-27 11:00:00", time: "11:00" }),
      ticket("d", { time: "", datetime: "2026-11-27 00:00:00" }),
      tour,
      { key: "m", type: "merchandise", id: 3, name: "Poster", price: 990, totalPrice: 990, count: 1 } as BasketLine,
    ];
    const visits = visitsOf(lines);
    expect(visits.map((v) => [v.title, v.start, v.parts.map((p) => `${p.count} ${p.name}`)])).toEqual([
      ["Monet", "2026-11-27 10:00:00", ["1 Adult", "2 Child"]],
      ["Monet", "2026-11-27 11:00:00", ["1 Adult"]],
      ["Monet for families", "2026-11-27 10:00:00", ["3 Family", "1 Child"]],
    ]);
    expect(VISIT_MINUTES).toBe(60);
  });
});
