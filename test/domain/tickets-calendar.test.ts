import { describe, expect, it } from "vitest";
import { calendarRange, dayState, FEW_LEFT, openTimes } from "../../src/domain/tickets-calendar";
import { toKeyDate } from "../../src/domain/dates";

describe("dayState: from the number of tickets left", () => {
  it.each([
    [undefined, "unavailable"],
    [Number.NaN, "unavailable"],
    [null as unknown as number, "unavailable"], // the service's "no figure"
    [Number.POSITIVE_INFINITY, "unavailable"],
    [0, "soldout"],
    [-3, "soldout"],
    [1, "few"],
    [FEW_LEFT, "few"],
    [FEW_LEFT + 1, "available"],
    [250, "available"],
  ])("%s left: %s", (left, expected) => {
    expect(dayState(left)).toBe(expected);
  });
});

describe("calendarRange: the displayed month plus the next, or up to the event's end", () => {
  const d = (s: string) => new Date(`${s}T12:00:00`);
  it.each([
    ["two months, no end", d("2030-05-17"), null, "2030-05-01", "2030-06-30", 2],
    ["two months, end far away", d("2030-05-17"), "2030-12-31", "2030-05-01", "2030-06-30", 2],
    ["end in the next month", d("2030-05-01"), "2030-06-10", "2030-05-01", "2030-06-10", 2],
    ["end in the displayed month: one month", d("2030-05-01"), "2030-05-20", "2030-05-01", "2030-05-20", 1],
    ["end on the last day of the next month", d("2030-05-01"), "2030-06-30", "2030-05-01", "2030-06-30", 2],
    [
      "end on the first day of the next month: both months",
      d("2030-05-01"),
      "2030-06-01",
      "2030-05-01",
      "2030-06-01",
      2,
    ],
    ["end on the displayed month's last day: one month", d("2030-05-01"), "2030-05-31", "2030-05-01", "2030-05-31", 1],
    ["over the year's end", d("2030-12-05"), null, "2030-12-01", "2031-01-31", 2],
    ["February of a leap year", d("2032-01-09"), null, "2032-01-01", "2032-02-29", 2],
    ["ended before the displayed month", d("2030-05-01"), "2030-04-01", "2030-05-01", "2030-05-01", 1],
  ])("%s", (_, displayed, end, start, last, months) => {
    const r = calendarRange(displayed, end);
    expect([toKeyDate(r.start), toKeyDate(r.end), r.months]).toEqual([start, last, months]);
  });
});

describe("openTimes: the datetimes of the slots with places left", () => {
  const slot = (time: string, left: number) => ({ datetime: `2030-05-02 ${time}:00`, max_tickets: left });
  it.each([
    [
      "sold-out slots left out",
      [slot("10:00", 0), slot("11:00", 5), slot("12:00", 20)],
      ["2030-05-02 11:00:00", "2030-05-02 12:00:00"],
    ],
    ["all sold out", [slot("10:00", 0), slot("11:00", -1)], []],
    ["no slots", [], []],
  ])("%s", (_, slots, expected) => {
    expect(openTimes(slots)).toEqual(expected);
  });
});
