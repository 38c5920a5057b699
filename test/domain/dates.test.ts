import { describe, expect, it } from "vitest";
import { formatDate, formatKeyDate, parseKeyDate, toKeyDate, toPathDate } from "../../src/domain/dates";

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
