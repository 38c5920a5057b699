// The guided-tours store without React: created with a real API client against the sandbox.
// The list with its tours per day; a tour's date and time by spec 001 section 4 (the only time,
// else the previous one when the date has it, sold out or not, else the first); the visitor's
// counts; and the late answers of a tour left for another are dropped.
import { describe, expect, it, vi } from "vitest";
import type { StoreApi } from "zustand/vanilla";
import { addDays } from "date-fns/addDays";
import { useSandbox } from "../../helpers/sandbox";
import { tourDays } from "./days";
import { createApiClient, type ApiClient } from "../../../src/api/client";
import { toKeyDate } from "../../../src/domain/dates";
import { sortedPrices } from "../../../src/domain/tours";
import { createTourStore, type ToursState } from "../../../src/features/tours/store";

const service = useSandbox();
const { today, dayAhead } = tourDays(service);

/** A real client; `settled` lists the endpoint of every call once its answer (or failure) is in. */
function client() {
  const real = createApiClient({ base: service.api, lang: () => "en", token: () => null, retryDelay: () => 1 });
  const settled: string[] = [];
  const api: ApiClient = {
    ...real,
    get: <T>(endpoint: string, options?: Parameters<ApiClient["get"]>[1]) =>
      real.get<T>(endpoint, options).finally(() => settled.push(endpoint)),
  };
  return { api, settled };
}

/** vi.waitFor gives up after 1 s by default; a busy machine needs longer (it ends at its first success). */
const waitLong = { timeout: 10_000, interval: 20 };

const tourStore = () => createTourStore(client().api, today);

/** Resolves once the store's state meets `ready` (a positive signal, no waiting by the clock). */
function until(store: StoreApi<ToursState>, ready: (s: ToursState) => boolean): Promise<ToursState> {
  return new Promise((resolve) => {
    if (ready(store.getState())) return resolve(store.getState());
    const off = store.subscribe((s) => {
      if (!ready(s)) return;
      off();
      resolve(s);
    });
  });
}

/** The chosen date's tour and calendar are in: its time is chosen by now. */
const dayIn = (s: ToursState) => s.date !== null && s.day !== null && !!s.calendar[s.date] && !s.loading.calendar;

async function openOn(store: StoreApi<ToursState>, id: number, day: Date) {
  store.getState().openTour(id, today(), toKeyDate(day));
  return until(store, dayIn);
}

describe("tours store: list", () => {
  it("loads the tours, their attributes and the tours per day", async () => {
    const store = tourStore();
    store.getState().loadList(today());
    expect(store.getState().loading).toMatchObject({ list: true, overview: true });
    const s = await until(store, (x) => !x.loading.list && !x.loading.overview && x.attributes !== null);
    expect(s.tours.map((t) => t.id)).toEqual(expect.arrayContaining([101, 102, 103]));
    expect(Object.keys(s.overview).length).toBeGreaterThan(0);
    expect(s.failed.list).toBe(false);
  });

  it("keeps the list as it was when the list call fails", async () => {
    const store = tourStore();
    store.getState().loadList(today());
    const first = await until(store, (x) => !x.loading.list && x.tours.length > 0);
    await service.fault({ endpoint: "tour/select/event", status: 500, times: 3 });
    store.getState().loadList(today());
    const again = await until(store, (x) => !x.loading.list);
    expect(again.tours).toEqual(first.tours);
  });
});

describe("tours store: date and time", () => {
  it("chooses the time in the same update as the calendar that brings it, whichever answer comes first", async () => {
    // the day's tour answers before the month's calendar (the order a busy machine produced)
    const real = client().api;
    let dayDone = () => {};
    const dayAnswered = new Promise<void>((resolve) => (dayDone = resolve));
    const api: ApiClient = {
      ...real,
      get: <T>(endpoint: string, options?: Parameters<ApiClient["get"]>[1]) => {
        const query = (options as { query?: { date?: string } } | undefined)?.query;
        if (endpoint === "tour" && query?.date) return real.get<T>(endpoint, options).finally(dayDone);
        if (endpoint.startsWith("tour/calendar/")) return dayAnswered.then(() => real.get<T>(endpoint, options));
        return real.get<T>(endpoint, options);
      },
    };
    const store = createTourStore(api, today);
    const seen: (string | null)[] = [];
    store.subscribe((st) => void (dayIn(st) && seen.push(st.time)));
    await openOn(store, 102, dayAhead(3));
    expect(seen[0]).toBe("14:00");
    expect(seen).not.toContain(null);
  });

  it("selects the only time of a date", async () => {
    const s = await openOn(tourStore(), 102, dayAhead(3));
    expect(s.time).toBe("14:00");
    expect(s.tour?.name).toBe("Highlights of the collection");
  });

  it("selects the first of several times, and keeps the chosen time on another date", async () => {
    const store = tourStore();
    const first = dayAhead(3);
    expect((await openOn(store, 101, first)).time).toBe("11:00");
    store.getState().pickTime("15:00");
    store.getState().pickDate(toKeyDate(addDays(first, 1)));
    store.getState().showMonth(addDays(first, 1));
    const next = await until(store, dayIn);
    expect(next.time).toBe("15:00");
  });

  it("selects the only time left on a date, and keeps a chosen time there although it is sold out", async () => {
    expect((await openOn(tourStore(), 101, addDays(today(), 2))).time).toBe("11:00");
    const store = tourStore();
    await openOn(store, 101, addDays(today(), 1));
    store.getState().pickTime("15:00");
    store.getState().pickDate(toKeyDate(addDays(today(), 2)));
    store.getState().showMonth(addDays(today(), 2));
    expect((await until(store, dayIn)).time).toBe("15:00");
  });
});

describe("tours store: choices and late answers", () => {
  it("counts the visitor's choices and clears them after adding, keeping date and time", async () => {
    const store = tourStore();
    const s = await openOn(store, 101, dayAhead(3));
    const [price] = sortedPrices((s.day ?? s.tour)!.schedule[s.time!]?.priceList ?? s.tour!.priceList);
    store.getState().setTourCount(price.id, 2.7);
    expect(store.getState().selection.tours[price.id]).toBe(2);
    store.getState().setAnswer(1, "yes");
    store.getState().clearChoices();
    expect(store.getState()).toMatchObject({ selection: { tours: {} }, answers: {}, date: s.date, time: s.time });
  });

  it("drops the late answers of a tour left for another", async () => {
    const { api, settled } = client();
    const store = createTourStore(api, today);
    // tour 101's own call and its day's call are slow; tour 103's answers come first
    await service.fault({ endpoint: "tour", delay: 800, times: 2 });
    store.getState().openTour(101, today(), toKeyDate(dayAhead(3)));
    // tour 101's calls are at the service once its lifetime is answered
    await vi.waitFor(() => expect(settled.some((e) => e.startsWith("tour/lifetime/"))).toBe(true), waitLong);
    store.getState().openTour(103, today());
    // every tour call is in: tour 101's two and tour 103's
    await vi.waitFor(() => expect(settled.filter((e) => e === "tour")).toHaveLength(3), waitLong);
    const s = store.getState();
    expect(s).toMatchObject({ tourId: 103, date: null, time: null, day: null });
    expect(s.tour?.name).toBe("Private group tour");
  });
});
