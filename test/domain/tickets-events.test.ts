import { describe, expect, it } from "vitest";
import {
  filterEvents,
  filterOptions,
  NO_FILTERS,
  sortEvents,
  type EventListItem,
} from "../../src/domain/tickets-events";

const ev = (
  id: number,
  sequence_no: number,
  sorting_datetime: string,
  over: Partial<EventListItem> = {},
): EventListItem => ({
  id,
  name: `Event ${id}`,
  description: "",
  venue: { id: 1, name: "Main building" },
  sequence_no,
  sorting_datetime,
  custom_groups: [],
  ticket_groups: [],
  start: "2030-01-01",
  end: "2030-12-31",
  ...over,
});

describe("sortEvents: positive sequence_no first, then sequence_no 0 by sorting_datetime, ties by name", () => {
  it.each([
    ["positive before zero", [ev(1, 0, "2030-01-01 10:00:00"), ev(2, 1, "2030-09-01 10:00:00")], [2, 1]],
    [
      "positives by sequence_no",
      [ev(1, 3, "2030-01-01 10:00:00"), ev(2, 1, "2030-09-01 10:00:00"), ev(3, 2, "2030-05-01 10:00:00")],
      [2, 3, 1],
    ],
    [
      "zeros by sorting_datetime",
      [ev(1, 0, "2030-03-01 10:00:00"), ev(2, 0, "2030-01-01 10:00:00"), ev(3, 0, "2030-02-01 18:00:00")],
      [2, 3, 1],
    ],
    ["time of day counts", [ev(1, 0, "2030-03-01 18:00:00"), ev(2, 0, "2030-03-01 09:00:00")], [2, 1]],
    [
      "equal sequence_no by sorting_datetime",
      [ev(1, 1, "2030-03-01 10:00:00"), ev(2, 1, "2030-02-01 10:00:00")],
      [2, 1],
    ],
    [
      "a negative sequence_no sorts with the zeros",
      [ev(1, -1, "2030-01-01 10:00:00"), ev(2, 0, "2029-01-01 10:00:00"), ev(3, 4, "2031-01-01 10:00:00")],
      [3, 2, 1],
    ],
    [
      "equal sequence_no and sorting_datetime by name",
      [ev(1, 2, "2030-03-01 10:00:00", { name: "B" }), ev(2, 2, "2030-03-01 10:00:00", { name: "A" })],
      [2, 1],
    ],
    [
      "zeros at the same datetime by name",
      [
        ev(1, 0, "2030-03-01 10:00:00", { name: "Zoo" }),
        ev(2, 0, "2030-03-01 10:00:00", { name: "Atelier" }),
        ev(3, 0, "2030-03-01 10:00:00", { name: "Museum" }),
      ],
      [2, 3, 1],
    ],
    [
      "mixed",
      [
        ev(1, 0, "2030-02-01 10:00:00"),
        ev(2, 2, "2030-01-01 10:00:00"),
        ev(3, 0, "2030-01-01 10:00:00"),
        ev(4, 1, "2030-12-01 10:00:00"),
      ],
      [4, 2, 3, 1],
    ],
    ["empty", [], []],
  ])("%s", (_, events, ids) => {
    expect(sortEvents(events).map((e) => e.id)).toEqual(ids);
  });

  it("does not change the list it is given", () => {
    const list = [ev(1, 0, "2030-02-01 10:00:00"), ev(2, 1, "2030-01-01 10:00:00")];
    sortEvents(list);
    expect(list.map((e) => e.id)).toEqual([1, 2]);
  });
});

describe("filterEvents: by venue, group and ticket group", () => {
  const main = { id: 1, name: "Main building" };
  const harbour = { id: 2, name: "Harbour house" };
  const exhibitions = { id: 1, name: "Exhibitions" };
  const families = { id: 2, name: "For families" };
  const single = { id: 1, name: "Single tickets" };
  const group = { id: 2, name: "Family and group tickets" };
  const events = [
    ev(1, 0, "", { venue: main, custom_groups: [exhibitions], ticket_groups: [single, group] }),
    ev(2, 0, "", { venue: harbour, custom_groups: [exhibitions, families], ticket_groups: [single] }),
    ev(3, 0, "", { venue: harbour, custom_groups: [], ticket_groups: [group] }),
  ];
  it.each([
    ["no filter", NO_FILTERS, [1, 2, 3]],
    ["venue", { ...NO_FILTERS, venue: 2 }, [2, 3]],
    ["group", { ...NO_FILTERS, group: 2 }, [2]],
    ["ticket group", { ...NO_FILTERS, ticketGroup: 2 }, [1, 3]],
    ["venue and ticket group", { venue: 2, group: null, ticketGroup: 2 }, [3]],
    ["all three", { venue: 2, group: 1, ticketGroup: 1 }, [2]],
    ["nothing matches", { venue: 1, group: 2, ticketGroup: null }, []],
  ])("%s", (_, filters, ids) => {
    expect(filterEvents(events, filters).map((e) => e.id)).toEqual(ids);
  });

  it("offers each venue, group and ticket group once, by name", () => {
    expect(filterOptions(events)).toEqual({
      venues: [harbour, main],
      groups: [exhibitions, families],
      ticketGroups: [group, single],
    });
  });
});
