// The instant tests run at. Every test pins the sandbox's and the widget's clock (useSandbox resets
// the sandbox at TEST_NOW, renderShop starts the widget's clock at the sandbox's), so no outcome
// depends on the machine's date, hour or time zone; a test that needs another instant says so.
import { parseKeyDate, toKeyDate, wallClock } from "../../src/domain/dates";

/** A Wednesday, 10:00 in Berlin (summer time), mid-month: no edge of a day, month or year near. */
export const TEST_NOW = new Date("2026-06-10T08:00:00Z");

/** An instant given as the museum's wall clock ("YYYY-MM-DD HH:mm" in Europe/Berlin). */
export function berlin(wall: string): Date {
  const [day, time] = wall.split(" ");
  // try both offsets Berlin can have; the one whose wall clock matches is the instant
  for (const offset of ["+01:00", "+02:00"]) {
    const at = new Date(`${day}T${time}:00${offset}`);
    const w = wallClock(at, "Europe/Berlin");
    if (w.day === day && w.time === time) return at;
  }
  throw new Error(`${wall} does not exist in Europe/Berlin`);
}

/** The instant of a museum wall-clock time given as a local date (the form seeds compute in). */
export const atMuseum = (local: Date): Date =>
  berlin(
    `${toKeyDate(local)} ${String(local.getHours()).padStart(2, "0")}:${String(local.getMinutes()).padStart(2, "0")}`,
  );

/** The museum's day of an instant as a local date at midnight: the form seeds and calendars use. */
export const museumDay = (at: Date): Date => parseKeyDate(wallClock(at, "Europe/Berlin").day)!;
