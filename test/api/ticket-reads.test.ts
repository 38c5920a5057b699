// The event screen's first reads (src/api/ticket-reads.ts), which the route table declares: the
// calendar's first months must be the range the screen asks for itself when the event runs today
// and past the next month, or the answer asked for ahead is never used.
import { describe, expect, it } from "vitest";
import { calendar, eventReads, firstMonths } from "../../src/api/ticket-reads";
import { calendarRange } from "../../src/domain/tickets-calendar";
import { initialMonth } from "../../src/domain/dates";

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe("the event screen's first reads", () => {
  it.each([
    [day(2026, 6, 10), "2026-12-31"],
    [day(2026, 1, 31), "2027-01-01"],
    [day(2026, 11, 30), "2027-03-01"],
    [day(2026, 12, 1), "2027-12-31"],
    [day(2028, 2, 29), "2028-06-30"],
  ])("on %s, for an event until %s, ask for the calendar the screen asks for", (today, last) => {
    const { start, end } = calendarRange(initialMonth(today, null), last);
    expect(firstMonths(today)).toEqual([start, end]);
    expect(calendar(101, ...firstMonths(today))).toEqual(calendar(101, start, end));
  });

  it("asks for the event's tickets, its run and its calendar; nothing for an id that is no event's", () => {
    expect(eventReads(101, day(2026, 6, 10))).toEqual([
      ["ticket/collect/event/101"],
      ["ticket/lifetime", { event: 101 }],
      ["ticket/calendar/event/101/range/20260601;20260731", { deep: 1 }],
    ]);
    expect(eventReads(NaN, day(2026, 6, 10))).toEqual([]);
    expect(eventReads(0, day(2026, 6, 10))).toEqual([]);
  });
});
