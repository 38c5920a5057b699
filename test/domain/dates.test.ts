import { describe, expect, it } from "vitest";
import {
  dateFormat,
  firstBookableDay,
  formatDate,
  formatKeyDate,
  hasEnded,
  initialMonth,
  isTimeZone,
  parseKeyDate,
  selectTime,
  slotDatetime,
  timeOf,
  toKeyDate,
  toPathDate,
  wallClock,
} from "../../src/domain/dates";
import { berlin } from "../helpers/clock";

describe("dates", () => {
  it.each([
    [new Date(2026, 10, 22), "22.11.2026", "20261122", "2026-11-22"],
    [new Date(2027, 0, 5), "05.01.2027", "20270105", "2027-01-05"],
    [new Date(2026, 11, 31, 23, 59), "31.12.2026", "20261231", "2026-12-31"],
  ])("%s -> d.m.Y %s, path %s, key %s", (date, display, path, key) => {
    expect(formatDate(date)).toBe(display);
    expect(toPathDate(date)).toBe(path);
    expect(toKeyDate(date)).toBe(key);
  });

  it.each([
    ["2026-11-22", new Date(2026, 10, 22)],
    ["2026-11-22 14:30:00", new Date(2026, 10, 22, 14, 30)],
    ["2026-11-22T09:05", new Date(2026, 10, 22, 9, 5)],
  ])("parses %s", (text, expected) => {
    expect(parseKeyDate(text)?.getTime()).toBe(expected.getTime());
  });

  it.each(["", "22.11.2026", "2026-13-01", "2026-02-30x", "soon"])("rejects %j", (text) => {
    expect(parseKeyDate(text)).toBeNull();
  });

  it("formats key dates for display and leaves other text alone", () => {
    expect(formatKeyDate("2026-03-05")).toBe("05.03.2026");
    expect(formatKeyDate("tomorrow")).toBe("tomorrow");
  });
});

describe("parseKeyDate refuses days and times that do not exist", () => {
  it.each(["2026-02-30", "2026-04-31", "2026-00-10", "2026-11-22 24:00", "2026-11-22 10:60"])("%s", (text) => {
    expect(parseKeyDate(text)).toBeNull();
  });

  it("accepts 29 February in a leap year", () => {
    expect(parseKeyDate("2028-02-29")?.getDate()).toBe(29);
  });
});

describe("initialMonth: today's month, or the month the sale starts", () => {
  const d = (s: string) => new Date(`${s}T00:00:00`);
  it.each([
    ["running", d("2030-05-17"), "2030-01-01", "2030-05-01"],
    ["starts later", d("2030-05-17"), "2030-07-04", "2030-07-01"],
    ["unknown start", d("2030-05-17"), null, "2030-05-01"],
  ])("%s", (_, today, first, expected) => {
    expect(toKeyDate(initialMonth(today, first))).toBe(expected);
  });
});

describe("selectTime: the previous time when the day still offers it, else the first", () => {
  it.each([
    ["the only time, whatever was chosen before", ["14:00"], "11:00", "14:00"],
    ["the only time", ["14:00"], null, "14:00"],
    ["the previous time when it still exists", ["11:00", "15:00"], "15:00", "15:00"],
    ["else the first", ["11:00", "15:00"], "14:00", "11:00"],
    ["the first without a previous time", ["11:00", "15:00"], null, "11:00"],
    ["none without times", [], "11:00", null],
    ["none without times or a previous one", [], null, null],
    [
      "event slots: keeps the previous",
      ["2030-05-02 11:00:00", "2030-05-02 12:00:00"],
      "2030-05-02 12:00:00",
      "2030-05-02 12:00:00",
    ],
    [
      "event slots: the previous sold out (not offered), the first",
      ["2030-05-02 11:00:00", "2030-05-02 12:00:00"],
      "2030-05-02 10:00:00",
      "2030-05-02 11:00:00",
    ],
    [
      "event slots: the previous on another day, the first",
      ["2030-05-02 11:00:00", "2030-05-02 12:00:00"],
      "2030-05-03 12:00:00",
      "2030-05-02 11:00:00",
    ],
  ])("%s", (_, times, previous, expected) => {
    expect(selectTime(times, previous)).toBe(expected);
  });
});

describe("timeOf and slotDatetime: a slot's time and its datetime, one form for events and tours", () => {
  it.each([
    ["2030-05-02 09:30:00", "09:30"],
    ["2030-05-02 09:30", "09:30"],
    ["2030-05-02", ""],
  ])("timeOf(%s) is %j", (value, expected) => {
    expect(timeOf(value)).toBe(expected);
  });

  it.each([
    ["2030-05-02", "14:00", "2030-05-02 14:00:00"],
    ["2030-05-02", "09:30:00", "2030-05-02 09:30:00"],
  ])("slotDatetime(%s, %s) is %s", (date, time, expected) => {
    expect(slotDatetime(date, time)).toBe(expected);
    expect(timeOf(slotDatetime(date, time))).toBe(time.slice(0, 5));
  });
});

describe("hasEnded: the last day lies before today (an event's run, a tour's season)", () => {
  it.each([
    ["ended yesterday", "2030-05-01", "2030-05-02", true],
    ["ends today", "2030-05-02", "2030-05-02", false],
    ["ends later", "2030-06-01", "2030-05-02", false],
    ["no last day known", null, "2030-05-02", false],
    ["no lifetime yet", undefined, "2030-05-02", false],
  ])("%s", (_, last, today, expected) => {
    expect(hasEnded(last, today)).toBe(expected);
  });
});

describe("firstBookableDay: the sale's first day, or today when that is later", () => {
  it.each([
    ["started before today", "2030-04-01", "2030-05-02", "2030-05-02"],
    ["starts today", "2030-05-02", "2030-05-02", "2030-05-02"],
    ["starts later", "2030-07-04", "2030-05-02", "2030-07-04"],
    ["no first day known", null, "2030-05-02", "2030-05-02"],
    ["no lifetime yet", undefined, "2030-05-02", "2030-05-02"],
  ])("%s", (_, first, today, expected) => {
    expect(firstBookableDay(first, today)).toBe(expected);
  });
});

describe("an invalid date is refused, not shown as NaN", () => {
  it.each([
    ["formatDate", formatDate],
    ["toPathDate", toPathDate],
    ["toKeyDate", toKeyDate],
  ])("%s throws", (_, format) => {
    expect(() => format(new Date(Number.NaN))).toThrow(new RangeError("Invalid time value"));
  });
});

describe("parseKeyDate reads the whole text and nothing else", () => {
  it.each([
    ["text after a date", "2026-11-22x"],
    ["text after a time", "2026-11-22 14:30 today"],
    ["text before a date", "on 2026-11-22"],
    ["a two-digit year (would read as 1950)", "0050-11-22"],
    ["month 13 (would read as January)", "2026-13-22"],
    ["day 0 (would read as the month before's last)", "2026-11-00"],
    ["the last day's 24:00 (would read as the next month)", "2026-11-30 24:00"],
  ])("refuses %s", (_, text) => {
    expect(parseKeyDate(text)).toBeNull();
  });

  it("ignores spaces around a date, as a form field may give it", () => {
    expect(parseKeyDate("  2026-11-22 14:30 ")?.getTime()).toBe(new Date(2026, 10, 22, 14, 30).getTime());
  });

  it("accepts the day's first and last minute", () => {
    expect(parseKeyDate("2026-11-22 00:00")?.getTime()).toBe(new Date(2026, 10, 22, 0, 0).getTime());
    expect(parseKeyDate("2026-11-22 23:59")?.getTime()).toBe(new Date(2026, 10, 22, 23, 59).getTime());
  });
});

describe("initialMonth starts at the month's first midnight, whatever the hour today", () => {
  it.each([
    ["running, in the afternoon", new Date(2030, 4, 17, 15, 45, 30, 500), "2030-01-01", new Date(2030, 4, 1)],
    ["starts later, today in the evening", new Date(2030, 4, 17, 21, 5), "2030-07-04 18:30:00", new Date(2030, 6, 1)],
  ])("%s", (_, today, first, expected) => {
    expect(initialMonth(today, first).getTime()).toBe(expected.getTime());
  });
});

describe("wallClock: the museum's day and time at an instant, not the visitor's", () => {
  it.each([
    ["summer time", "2026-06-10T08:00:00Z", "Europe/Berlin", { day: "2026-06-10", time: "10:00" }],
    ["winter time", "2026-01-15T08:05:00Z", "Europe/Berlin", { day: "2026-01-15", time: "09:05" }],
    [
      "just past midnight in Berlin, still yesterday in UTC",
      "2026-06-09T22:30:00Z",
      "Europe/Berlin",
      { day: "2026-06-10", time: "00:30" },
    ],
    ["midnight as 00, not 24", "2026-06-09T22:00:00Z", "Europe/Berlin", { day: "2026-06-10", time: "00:00" }],
    ["another museum's zone", "2026-06-10T08:00:00Z", "America/New_York", { day: "2026-06-10", time: "04:00" }],
    ["a zone's day before Berlin's", "2026-06-10T02:00:00Z", "America/New_York", { day: "2026-06-09", time: "22:00" }],
  ])("%s", (_, iso, zone, expected) => {
    expect(wallClock(new Date(iso), zone)).toEqual(expected);
  });

  it("gives the same answer again (the format kept per zone)", () => {
    expect(wallClock(berlin("2026-12-24 18:00"), "Europe/Berlin")).toEqual({ day: "2026-12-24", time: "18:00" });
    expect(wallClock(berlin("2026-12-24 18:00"), "Europe/Berlin")).toEqual({ day: "2026-12-24", time: "18:00" });
  });
});

describe("isTimeZone: a zone name the browser knows", () => {
  it.each([
    ["Europe/Berlin", true],
    ["America/New_York", true],
    ["UTC", true],
    ["Europe/Atlantis", false],
    ["Berlin", false],
  ])("%s", (name, expected) => {
    expect(isTimeZone(name)).toBe(expected);
  });
});

describe("dateFormat: one format per locale and options, kept", () => {
  const day = new Date(2026, 10, 22);
  it("formats as Intl.DateTimeFormat would", () => {
    expect(dateFormat("de", { month: "long" }).format(day)).toBe("November");
    expect(dateFormat("en", { month: "long" }).format(day)).toBe("November");
    expect(dateFormat("de", { weekday: "long" }).format(day)).toBe("Sonntag");
    expect(dateFormat("en", { weekday: "long" }).format(day)).toBe("Sunday");
  });

  it("keeps the format of a locale and options, and makes another for others", () => {
    const long = dateFormat("de", { month: "long" });
    expect(dateFormat("de", { month: "long" })).toBe(long);
    expect(dateFormat("de", { month: "short" })).not.toBe(long);
    expect(dateFormat("fr", { month: "long" })).not.toBe(long);
  });
});
