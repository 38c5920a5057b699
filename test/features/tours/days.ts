// Days of the tours tests, counted from the museum's today at the test's pinned instant.
import { addDays } from "date-fns/addDays";
import { museumDay } from "../../helpers/clock";
import type { TestService } from "../../helpers/sandbox";

export function tourDays(service: TestService) {
  /** The museum's today at the test's pinned instant. */
  const today = () => museumDay(service.pinned);
  /** The first day at least `from` days ahead that falls on one of `weekdays` (0 Sunday). */
  function dayAhead(from: number, weekdays = [0, 1, 2, 3, 4, 5, 6]): Date {
    let d = addDays(today(), from);
    while (!weekdays.includes(d.getDay())) d = addDays(d, 1);
    return d;
  }
  return { today, dayAhead };
}
