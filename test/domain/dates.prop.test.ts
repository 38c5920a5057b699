// Properties of reading a date (domain/dates.ts, parseKeyDate): dates are never typed (the
// calendar picks them), but they come in links and answers. Every real day reads back as itself,
// and a day that does not exist (30 February, hour 24) or any other text is refused, never rolled
// over into another day.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseKeyDate, toKeyDate } from "../../src/domain/dates";
import { runs } from "../helpers/explore";

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

describe("parseKeyDate (properties)", () => {
  it("reads every day from year 1000 to 9999 back as itself", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }), (d) => {
        const key = toKeyDate(d);
        expect(toKeyDate(parseKeyDate(key)!)).toBe(key);
      }),
      runs(300),
    );
  });

  it("refuses a day, month, hour or minute that does not exist instead of rolling it over", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1970, max: 2100 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.option(fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))),
        (y, m, d, time) => {
          const text = `${y}-${pad(m)}-${pad(d)}${time ? ` ${pad(time[0])}:${pad(time[1])}` : ""}`;
          const real = new Date(y, m - 1, d);
          const exists =
            m >= 1 && m <= 12 && d >= 1 && real.getMonth() === m - 1 && (!time || (time[0] < 24 && time[1] < 60));
          expect([text, parseKeyDate(text) !== null]).toEqual([text, exists]);
        },
      ),
      runs(500),
    );
  });

  it("refuses any text that is not a date in the contract's form", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/^\s*\d{4}-\d{2}-\d{2}/.test(text));
        expect(parseKeyDate(text)).toBeNull();
      }),
      runs(300),
    );
  });
});
