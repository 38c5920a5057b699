// The widget's one clock: the museum's today in its time zone, whatever the visitor's zone. That no
// other place in src/ reads the time is ESLint's rule (eslint.config.js, no-restricted-syntax).
import { afterEach, describe, expect, it, vi } from "vitest";
import { createClock, MUSEUM_TIME_ZONE } from "../../src/embed/clock";
import { wallClock } from "../../src/domain/dates";
import { berlin } from "../helpers/clock";

describe("wallClock", () => {
  // [instant, zone, day, time]: the same instant is another day in another zone
  it.each([
    ["2026-11-23T19:45:00Z", "Europe/Berlin", "2026-11-23", "20:45"],
    ["2026-11-23T23:30:00Z", "Europe/Berlin", "2026-11-24", "00:30"],
    ["2026-11-23T23:30:00Z", "America/Los_Angeles", "2026-11-23", "15:30"],
    ["2026-11-23T11:30:00Z", "Pacific/Auckland", "2026-11-24", "00:30"],
    ["2026-12-31T23:00:00Z", "Europe/Berlin", "2027-01-01", "00:00"],
    ["2026-12-31T22:59:00Z", "Europe/Berlin", "2026-12-31", "23:59"],
    // 01:50 before the spring and autumn changes, and just after them
    ["2027-03-28T00:50:00Z", "Europe/Berlin", "2027-03-28", "01:50"],
    ["2027-03-28T01:10:00Z", "Europe/Berlin", "2027-03-28", "03:10"],
    ["2026-10-25T00:50:00Z", "Europe/Berlin", "2026-10-25", "02:50"],
    ["2026-10-25T01:50:00Z", "Europe/Berlin", "2026-10-25", "02:50"],
    ["2028-02-29T10:00:00Z", "UTC", "2028-02-29", "10:00"],
  ])("%s in %s is %s %s", (instant, zone, day, time) => {
    expect(wallClock(new Date(instant), zone)).toEqual({ day, time });
  });
});

describe("createClock", () => {
  afterEach(() => vi.restoreAllMocks());

  it("starts at a pinned instant and runs on from there", () => {
    const clock = createClock(undefined, new Date("2026-06-10T08:00:00Z"));
    const at = clock.now().getTime();
    expect(at).toBeGreaterThanOrEqual(Date.parse("2026-06-10T08:00:00Z"));
    expect(at).toBeLessThan(Date.parse("2026-06-10T08:01:00Z"));
  });

  it("judges today in the museum's zone, Europe/Berlin unless the embed names another", () => {
    // 23:30 UTC on 23 November: already the 24th in Berlin, still the 23rd in Los Angeles
    const at = new Date("2026-11-23T23:30:00Z");
    expect(createClock(undefined, at).timeZone).toBe(MUSEUM_TIME_ZONE);
    expect(createClock(undefined, at).today()).toBe("2026-11-24");
    expect(createClock("America/Los_Angeles", at).today()).toBe("2026-11-23");
    const day = createClock(undefined, at).todayDate();
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 10, 24, 0]);
  });

  it("reports an unknown zone by its attribute and keeps the museum's default", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const clock = createClock("Mars/Olympus", berlin("2026-06-10 10:00"));
    expect(clock.timeZone).toBe("Europe/Berlin");
    expect(error).toHaveBeenCalledWith('Foyer: invalid data-time-zone="Mars/Olympus", using Europe/Berlin');
  });
});
