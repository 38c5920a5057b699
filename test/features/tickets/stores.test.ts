// The tickets stores without React: created with a real API client against the sandbox. The
// event store opens an event with its calendar, chooses a day's time by spec 001's rules (the
// previous time when the day has it with places left, else the first open one) and drops
// answers that come after a newer request; the list store keeps the newest language's list.
import { describe, expect, it } from "vitest";
import { useSandbox } from "../../helpers/sandbox";
import { museumDay } from "../../helpers/clock";
import { seedDays } from "../../../demo/server/seed/tickets";
import { createApiClient } from "../../../src/api/client";
import { timeOf } from "../../../src/domain/dates";
import { createEventStore } from "../../../src/features/tickets/event-store";
import { createEventListStore } from "../../../src/features/tickets/list-store";

const service = useSandbox();
const today = () => museumDay(service.pinned);
const DAYS = seedDays(museumDay(service.pinned));

const api = () => createApiClient({ base: service.api, lang: () => "en", token: () => null, retryDelay: () => 1 });

/** "Light and Shadow" (event 101) opened, with its first month's calendar. */
async function lightAndShadow() {
  const store = createEventStore(api());
  await store.getState().open(101, "en", today());
  return store;
}

const path = (date: string) => `ticket/collect/event/101/date/${date.replace(/-/g, "")}`;

describe("event store", () => {
  it("opens an event: the event, its tickets and lifetime, and the calendar of its first month", async () => {
    const store = await lightAndShadow();
    const s = store.getState();
    expect(s).toMatchObject({ id: 101, status: "ready", calendarStatus: "ready", date: null });
    expect(s.view?.event.id).toBe(101);
    expect(s.view?.expired).toBe(false);
    expect(Object.keys(s.calendar)).toContain(DAYS.fewDay);
  });

  it("is missing for an id that is not a positive integer, or that the service does not know", async () => {
    const store = createEventStore(api());
    await store.getState().open(0, "en", today());
    expect(store.getState().status).toBe("missing");
    await store.getState().open(9999, "en", today());
    expect(store.getState().status).toBe("missing");
  });

  it("chooses the first open time of a day; a sold-out day is not chosen", async () => {
    const store = await lightAndShadow();
    await store.getState().pickDate(DAYS.soldOutSlotDay);
    expect(store.getState()).toMatchObject({ date: DAYS.soldOutSlotDay, dayStatus: "ready", notice: null });
    expect(timeOf(store.getState().time!)).toBe("10:00");
    await store.getState().pickDate(DAYS.soldOutDay);
    expect(store.getState()).toMatchObject({ date: null, time: null, notice: { kind: "daySoldOut" } });
  });

  it("keeps the chosen time on another day when it has places there, else says it is sold out", async () => {
    const store = await lightAndShadow();
    const choose = (time: string) =>
      store.getState().pickTime(store.getState().timeslots.find((t) => timeOf(t.datetime) === time)!.datetime);
    await store.getState().pickDate(DAYS.fewDay);
    choose(DAYS.fewSlot);
    await store.getState().pickDate(DAYS.soldOutSlotDay);
    expect(store.getState().time).toBe(`${DAYS.soldOutSlotDay} ${DAYS.fewSlot}:00`);
    expect(store.getState().notice).toBeNull();

    await store.getState().pickDate(DAYS.fewDay);
    choose(DAYS.soldOutSlot);
    await store.getState().pickDate(DAYS.soldOutSlotDay);
    expect(store.getState().notice).toEqual({ kind: "timeSoldOut", time: DAYS.soldOutSlot });
    expect(timeOf(store.getState().time!)).toBe("10:00");
  });

  it("never chooses a sold-out time by hand", async () => {
    const store = await lightAndShadow();
    await store.getState().pickDate(DAYS.soldOutSlotDay);
    const soldOut = store.getState().timeslots.find((t) => timeOf(t.datetime) === DAYS.soldOutSlot)!;
    store.getState().pickTime(soldOut.datetime);
    expect(timeOf(store.getState().time!)).toBe("10:00");
  });

  it("drops a day's answer that comes after a newer day was picked", async () => {
    const store = await lightAndShadow();
    await service.fault({ endpoint: path(DAYS.fewDay), delay: 800 });
    const slow = store.getState().pickDate(DAYS.fewDay);
    await store.getState().pickDate(DAYS.soldOutSlotDay);
    await slow;
    expect(store.getState().date).toBe(DAYS.soldOutSlotDay);
    expect(store.getState().timeslots.every((t) => t.datetime.startsWith(DAYS.soldOutSlotDay))).toBe(true);
  });

  it("drops the answers of an event left for another", async () => {
    const store = createEventStore(api());
    await service.fault({ endpoint: "ticket/collect/event/101", delay: 800 });
    const slow = store.getState().open(101, "en", today());
    await store.getState().open(102, "en", today());
    await slow;
    expect(store.getState()).toMatchObject({ id: 102, status: "ready" });
    expect(store.getState().view?.event.id).toBe(102);
  });
});

describe("event list store", () => {
  it("loads the events on sale, sorted, and keeps the filters", async () => {
    const store = createEventListStore(api());
    store.getState().setFilter("venue", 1);
    await store.getState().load("en");
    const { status, events, filters } = store.getState();
    expect(status).toBe("ready");
    expect(events.map((e) => e.id)).toContain(101);
    expect(filters.venue).toBe(1);
    store.getState().resetFilters();
    expect(store.getState().filters.venue).toBeNull();
  });

  it("keeps the newest language's list when an older answer comes late", async () => {
    const store = createEventListStore(api());
    // the older call's answer, late and empty: it must not replace the newer list
    await service.fault({ endpoint: "event/select", delay: 800, body: { data: [] } });
    const slow = store.getState().load("de");
    await store.getState().load("en");
    const shown = store.getState().events.map((e) => e.id);
    expect(shown).toContain(101);
    await slow;
    expect(store.getState()).toMatchObject({ lang: "en", status: "ready" });
    expect(store.getState().events.map((e) => e.id)).toEqual(shown);
  });

  it("says failed when the list cannot be loaded", async () => {
    await service.fault({ endpoint: "event/select", status: 500, times: 3 });
    const store = createEventListStore(api());
    await store.getState().load("en");
    expect(store.getState().status).toBe("failed");
  });

  /** How many calls of the list the sandbox has answered since `counting` was set up. */
  const counting = () => service.fault({ endpoint: "event/select", delay: 1, times: 10 });
  const calls = async () => 10 - ((await service.faults()).find((f) => f.endpoint === "event/select")?.times ?? 0);

  it("gives the screen's first load the answer its route asked for, and refreshes on a later load", async () => {
    await counting();
    const store = createEventListStore(api());
    const early = store.getState().prefetch("en");
    // the screen renders while the call is under way: it takes that call, it does not ask again
    const first = store.getState().load("en");
    await Promise.all([early, first]);
    expect(store.getState().status).toBe("ready");
    expect(await calls()).toBe(1);
    // a prefetch of a list already here asks nothing
    await store.getState().prefetch("en");
    expect(await calls()).toBe(1);
    // back on the list later: it is loaded again
    await store.getState().load("en");
    expect(await calls()).toBe(2);
  });

  it("gives the screen's first load an answer that came before the screen rendered", async () => {
    await counting();
    const store = createEventListStore(api());
    await store.getState().prefetch("en");
    expect(store.getState().status).toBe("ready");
    await store.getState().load("en");
    expect(await calls()).toBe(1);
    await store.getState().load("en");
    expect(await calls()).toBe(2);
  });

  it("gives the screen's first load a failed first call as it is (one call); Try again asks", async () => {
    await service.fault({ endpoint: "event/select", body: "<html>busy</html>", contentType: "text/html" });
    await counting();
    const store = createEventListStore(api());
    await store.getState().prefetch("en");
    expect(store.getState().status).toBe("failed");
    // the screen's gate starts the first call again: it is under way or done, nothing is asked
    await store.getState().prefetch("en");
    await store.getState().load("en");
    expect(store.getState().status).toBe("failed");
    // the garbage answer was the one call so far: the counting fault has answered none
    expect(await calls()).toBe(0);
    // the screen's "Try again"
    await store.getState().load("en");
    expect(store.getState().status).toBe("ready");
    expect(await calls()).toBe(1);
  });

  it("takes a prefetched answer once only, and not for another language", async () => {
    await counting();
    const store = createEventListStore(api());
    await store.getState().prefetch("en");
    await store.getState().load("de");
    expect(store.getState().lang).toBe("de");
    expect(await calls()).toBe(2);
    await store.getState().load("de");
    expect(await calls()).toBe(3);
  });
});
