// The calendars' day and month arithmetic (domain/month-days.ts) against date-fns, which the
// calendars used before: the same instant for any day from 1970 to 2100 and any step, in the
// machine's zone and in zones with summer time (Berlin; São Paulo and Asunción, whose clocks
// moved at midnight, so some days had no midnight).
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { addDays as fnsAddDays } from "date-fns/addDays";
import { addMonths as fnsAddMonths } from "date-fns/addMonths";
import { endOfMonth as fnsEndOfMonth } from "date-fns/endOfMonth";
import { isSameMonth as fnsIsSameMonth } from "date-fns/isSameMonth";
import { startOfMonth as fnsStartOfMonth } from "date-fns/startOfMonth";
import { startOfWeek as fnsStartOfWeek } from "date-fns/startOfWeek";
import { addDays, addMonths, endOfMonth, isSameMonth, startOfMonth, startOfWeek } from "../../src/domain/month-days";
import { runs } from "../helpers/explore";

const ZONE = process.env.TZ;
afterEach(() => {
  if (ZONE === undefined) delete process.env.TZ;
  else process.env.TZ = ZONE;
});

const day = fc.date({ min: new Date(1970, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true });
const step = fc.integer({ min: -400, max: 400 });
const same = (a: Date, b: Date) => expect(a.getTime()).toBe(b.getTime());

describe.each([undefined, "Europe/Berlin", "America/Sao_Paulo", "America/Asuncion"])("month-days in %s", (zone) => {
  it("adds days and months as date-fns does (month ends kept inside the month)", () => {
    if (zone) process.env.TZ = zone;
    fc.assert(
      fc.property(day, step, (d, n) => {
        same(addDays(d, n), fnsAddDays(d, n));
        same(addDays(d.getTime(), n), fnsAddDays(d.getTime(), n));
        same(addMonths(d, n % 30), fnsAddMonths(d, n % 30));
        same(addMonths(d.getTime(), n % 30), fnsAddMonths(d.getTime(), n % 30));
      }),
      runs(300),
    );
  });

  it("finds a month's first and last moment, a week's Monday and the same month as date-fns does", () => {
    if (zone) process.env.TZ = zone;
    fc.assert(
      fc.property(day, day, (d, e) => {
        same(startOfMonth(d), fnsStartOfMonth(d));
        same(endOfMonth(d), fnsEndOfMonth(d));
        same(startOfWeek(d), fnsStartOfWeek(d, { weekStartsOn: 1 }));
        expect(isSameMonth(d, e)).toBe(fnsIsSameMonth(d, e));
        expect(isSameMonth(d, addDays(startOfMonth(d), 3))).toBe(true);
      }),
      runs(300),
    );
  });

  it("keeps 31 January + 1 month inside February, and steps every day of a leap year's end of February", () => {
    if (zone) process.env.TZ = zone;
    expect(addMonths(new Date(2024, 0, 31), 1).getDate()).toBe(29);
    expect(addMonths(new Date(2025, 0, 31), 1).getDate()).toBe(28);
    expect(addDays(new Date(2024, 1, 28), 1).getDate()).toBe(29);
    expect(startOfWeek(new Date(2024, 0, 10)).getDate()).toBe(8);
    // the zone is in force: São Paulo's 4 November 2018 began at 01:00
    if (zone === "America/Sao_Paulo") expect(startOfMonth(new Date(2018, 10, 4)).getHours()).toBe(0);
    if (zone === "America/Sao_Paulo") expect(new Date(2018, 10, 4).getHours()).toBe(1);
    // Asunción's 1 October 1995 had no midnight: a month added onto the 2nd stays at midnight
    // (the outside check found ours an hour later when it stepped through the month's 1st)
    if (zone === "America/Asuncion") same(addMonths(new Date(1995, 8, 2), 1), fnsAddMonths(new Date(1995, 8, 2), 1));
  });
});
