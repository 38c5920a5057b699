// POST /__sandbox/scale {events, times}: seeds a large programme for `npm run bench` and for
// the paging tests: `events` copies of the first event (each its own id and name) and `times`
// times a day for the first event and the first tour. A reset restores the normal programme.
import type { Hono } from "hono";
import type { SandboxState } from "./state";
import { body, fail, ok } from "./http";
import type { TicketsData } from "./areas/tickets";
import { seedSlots, type ToursData } from "./areas/tours-slots";
import { TOURS } from "./seed/tour-programme";

const pad = (n: number) => String(n).padStart(2, "0");
/** `n` start times a day, every 30 minutes from 08:00. */
const timesOfDay = (n: number) => Array.from({ length: n }, (_, i) => [8 + Math.floor(i / 2), (i % 2) * 30] as const);

export function scale(app: Hono, state: SandboxState) {
  const tour = TOURS[0]!;
  const originalTimes = tour.times;
  // runs before the reset handler of controls.ts: the tour's times are module data, not state
  app.use("/__sandbox/reset", async (_c, next) => {
    tour.times = originalTimes;
    await next();
  });
  app.post("/__sandbox/scale", async (c) => {
    const { events = 0, times = 0 } = await body<{ events?: number; times?: number }>(c);
    if (!Number.isInteger(events) || !Number.isInteger(times) || events < 0 || times < 0 || events > 5000 || times > 28)
      return fail(c, 400, "INVALID_SCALE");
    const tickets = state.area<TicketsData>("tickets");
    const first = tickets.events[0]!;
    if (times > 0) {
      first.slots = timesOfDay(times).map(([h, m]) => ({ time: [h, m], minutes: 30 }));
      first.slotCapacity = 25;
      first.dayCapacity = 25 * times;
      tour.times = timesOfDay(times).map(([h, m]) => ({ time: `${pad(h)}:${pad(m)}`, capacity: 25, tourCount: 1 }));
      state.area<ToursData>("tours").slots = seedSlots(state);
    }
    for (let i = 1; i <= events; i++) {
      const id = 100_000 + i;
      const name = Object.fromEntries(Object.entries(first.name).map(([l, v]) => [l, `${v} (${i})`]));
      tickets.events.push({
        ...first,
        id,
        name: name as typeof first.name,
        sequence_no: first.sequence_no + i,
        tickets: first.tickets.map((t) => ({ ...t, id: id * 10 + (t.id % 10) })),
      });
    }
    return ok(c, { events: tickets.events.length, times });
  });
}
