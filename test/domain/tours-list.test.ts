import { describe, expect, it } from "vitest";
import {
  dayFromSearch,
  dayTimes,
  filterTours,
  initialLanguage,
  isBookable,
  nextBookableDay,
  monthRange,
  NO_FILTERS,
  placesInBasket,
  tourDayState,
  tourHref,
  tourLanguages,
  toursInBasket,
  type TourCalendar,
} from "../../src/domain/tours-list";
import type { BasketLine } from "../../src/domain/basket";

const TOURS = [
  { id: 1, langIdentifier: "de", langName: "German", custom_groups: [{ id: 1 }], venue: "MAIN" },
  { id: 2, langIdentifier: "en", langName: "English", custom_groups: [{ id: 1 }, { id: 2 }], venue: "MAIN" },
  { id: 3, langIdentifier: "fr", langName: "French", custom_groups: [{ id: 4 }], venue: "GARDEN" },
  { id: 4, langIdentifier: "de", langName: "German", custom_groups: [], venue: "MAIN" },
];
const OVERVIEW = { "2027-03-10": [1, 3], "2027-03-11": [2] };

describe("filterTours", () => {
  it.each([
    ["no filter", {}, [1, 2, 3, 4]],
    ["language", { language: "de" }, [1, 4]],
    ["category", { category: "1" }, [1, 2]],
    ["venue", { venue: "GARDEN" }, [3]],
    ["day", { day: "2027-03-10" }, [1, 3]],
    ["a day without tours", { day: "2027-03-12" }, []],
    ["every filter at once", { language: "en", category: "2", venue: "MAIN", day: "2027-03-11" }, [2]],
    ["filters that exclude each other", { language: "fr", venue: "MAIN" }, []],
  ])("%s", (_, filters, expected) => {
    expect(filterTours(TOURS, { ...NO_FILTERS, ...filters }, OVERVIEW).map((t) => t.id)).toEqual(expected);
  });
});

describe("initialLanguage: the configured tour language when tours are held in it", () => {
  it.each([
    ["de", "de"],
    ["fr", "fr"],
    ["it", ""],
    ["", ""],
  ])("%j -> %j", (configured, expected) => {
    expect(initialLanguage(TOURS, configured)).toBe(expected);
  });
});

it("lists each tour language once", () => {
  expect(tourLanguages(TOURS)).toEqual([
    { value: "de", label: "German" },
    { value: "en", label: "English" },
    { value: "fr", label: "French" },
  ]);
});

const line = (tourId: number, datetime: string, totalCount: number) =>
  ({ type: "guidedTour", key: `${tourId}${datetime}`, tourId, datetime, totalCount }) as unknown as BasketLine;
const LINES: BasketLine[] = [
  line(1, "2027-03-10 11:00:00", 3),
  line(1, "2027-03-10 15:00:00", 2),
  line(1, "2027-03-10 11:00:00", 4),
  line(2, "2027-03-10 11:00:00", 5),
  { type: "merchandise", key: "m", id: 1, name: "Book", price: 100, totalPrice: 100, count: 1 },
];

describe("the basket's tours", () => {
  it.each([
    [1, 3],
    [2, 1],
    [3, 0],
  ])("tour %i has %i bookings in the basket", (id, expected) => {
    expect(toursInBasket(LINES, id)).toBe(expected);
  });

  it.each([
    [1, "2027-03-10 11:00:00", 7],
    [1, "2027-03-10 15:00:00", 2],
    [2, "2027-03-10 11:00:00", 5],
    [2, "2027-03-11 11:00:00", 0],
  ])("tour %i at %s holds %i places", (id, datetime, expected) => {
    expect(placesInBasket(LINES, id, datetime)).toBe(expected);
  });
});

const CAL: TourCalendar = {
  "2027-03-10": {
    "11:00": { time: "11:00", tickets: 20, timeslotId: 1, soldout: false },
    "15:00": { time: "15:00", tickets: 0, timeslotId: 2, soldout: true },
  },
  "2027-03-11": { "14:00": { time: "14:00", tickets: 4, timeslotId: 3, soldout: false } },
  "2027-03-12": { "14:00": { time: "14:00", tickets: 0, timeslotId: 4, soldout: true } },
  "2027-03-13": {
    "15:00": { time: "15:00", tickets: 3, timeslotId: 6, soldout: false },
    "09:30": { time: "09:30", tickets: 9, timeslotId: 5, soldout: false },
  },
};

describe("tourDayState", () => {
  it.each([
    ["2027-03-10", [], "available"],
    ["2027-03-11", [], "few"],
    ["2027-03-12", [], "soldout"],
    ["2027-03-14", [], "unavailable"],
    ["2027-03-10", ["2027-03-10"], "soldout"],
  ])("%s (sold out: %j) -> %s", (day, soldOut, expected) => {
    expect(tourDayState(day, CAL, soldOut)).toBe(expected);
  });

  it.each([
    ["2027-03-11", 1, "available"],
    ["2027-03-11", 4, "few"],
  ])("%s with few at %i -> %s", (day, few, expected) => {
    expect(tourDayState(day, CAL, [], few)).toBe(expected);
  });
});

it("lists a day's times in order", () => {
  expect(dayTimes(CAL, "2027-03-13").map((t) => t.time)).toEqual(["09:30", "15:00"]);
  expect(dayTimes(CAL, null)).toEqual([]);
});

describe("monthRange: the displayed month", () => {
  it.each([
    [new Date(2027, 1, 14), { start: "20270201", end: "20270228" }],
    [new Date(2028, 1, 1), { start: "20280201", end: "20280229" }],
    [new Date(2027, 11, 31), { start: "20271201", end: "20271231" }],
  ])("%s", (month, expected) => {
    expect(monthRange(month)).toEqual(expected);
  });
});

describe("tour links carry the chosen day", () => {
  it.each([
    [104, null, "/guided-tours/104"],
    [104, "2027-03-12", "/guided-tours/104?date=2027-03-12"],
  ])("%i on %s -> %s", (id, day, expected) => {
    expect(tourHref(id, day)).toBe(expected);
  });

  it.each([
    ["date=2027-03-12", "2027-03-12"],
    ["x=1&date=2027-03-12", "2027-03-12"],
    ["date=12.03.2027", null],
    ["date=", null],
    ["", null],
  ])("%j -> %s", (search, expected) => {
    expect(dayFromSearch(search)).toBe(expected);
  });
});

describe("NO_FILTERS: every filter on all", () => {
  it("is an empty value per filter, and keeps every tour", () => {
    expect(NO_FILTERS).toEqual({ language: "", category: "", venue: "", day: "" });
    expect(filterTours(TOURS, NO_FILTERS, {}).map((t) => t.id)).toEqual([1, 2, 3, 4]);
  });
});

it("names a tour language as the first tour held in it does", () => {
  const tours = [
    { langIdentifier: "de", langName: "Deutsch" },
    { langIdentifier: "en", langName: "English" },
    { langIdentifier: "de", langName: "German" },
  ];
  expect(tourLanguages(tours)).toEqual([
    { value: "de", label: "Deutsch" },
    { value: "en", label: "English" },
  ]);
});

describe("isBookable: a time with places left and not sold out", () => {
  it.each([
    ["places left", 3, false, true],
    ["one place left", 1, false, true],
    ["no places left", 0, false, false],
    ["a negative count from the service", -1, false, false],
    ["marked sold out though places are listed", 5, true, false],
    ["sold out and empty", 0, true, false],
  ])("%s", (_, tickets, soldout, expected) => {
    expect(isBookable({ time: "11:00", tickets, timeslotId: 1, soldout })).toBe(expected);
  });
});

describe("nextBookableDay: the first later day with a bookable time", () => {
  it.each([
    ["the next day with places", "2027-03-10", "2027-03-11"],
    ["skips a sold-out day", "2027-03-11", "2027-03-13"],
    ["from a day before the calendar", "2027-03-01", "2027-03-10"],
    ["not the day itself", "2027-03-13", null],
    ["nothing after the loaded calendar", "2027-03-20", null],
  ])("%s", (_, day, expected) => {
    expect(nextBookableDay(CAL, day)).toBe(expected);
  });

  it("finds the earliest day whatever the calendar's order", () => {
    const times = CAL["2027-03-11"];
    const unordered: TourCalendar = { "2027-03-20": times, "2027-03-15": {}, "2027-03-17": times };
    expect(nextBookableDay(unordered, "2027-03-12")).toBe("2027-03-17");
  });

  it("counts a day when any of its times is bookable", () => {
    const cal: TourCalendar = {
      "2027-03-10": {
        "11:00": { time: "11:00", tickets: 0, timeslotId: 1, soldout: true },
        "15:00": { time: "15:00", tickets: 2, timeslotId: 2, soldout: false },
      },
    };
    expect(nextBookableDay(cal, "2027-03-09")).toBe("2027-03-10");
  });
});

it.each([
  ["date=2027-03-12x", null],
  ["date=x2027-03-12", null],
  ["date=2027-03-12T10:00", null],
])("dayFromSearch refuses %j", (search, expected) => {
  expect(dayFromSearch(search)).toBe(expected);
});
