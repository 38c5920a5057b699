import { describe, expect, it, vi } from "vitest";
import { fireEvent, waitFor, within } from "@testing-library/dom";
import { addDays } from "date-fns/addDays";
import { recordSaid } from "../../helpers/live";
import { useSandbox } from "../../helpers/sandbox";
import { tourDays } from "./days";
import { renderShop, type RenderedShop } from "../../helpers/render-shop";
import { formatDate, toKeyDate } from "../../../src/domain/dates";
import type { GuidedTourLine } from "../../../src/domain/basket";
import { buildCart } from "../../../src/domain/cart";
import { monthRange } from "../../../src/domain/tours-list";
import { berlin, museumDay } from "../../helpers/clock";

const service = useSandbox();
const { today, dayAhead } = tourDays(service);

async function openTour(id: number, day: Date | null, lang: "en" | "de" = "en", now?: Date) {
  const route = `/guided-tours/${id}${day ? `?date=${toKeyDate(day)}` : ""}`;
  const shop = await renderShop({ service, route, lang, options: now ? { now } : {} });
  await shop.screen.findByRole("heading", { level: 1 });
  return shop;
}

const timeRadio = (shop: RenderedShop, time: string) =>
  shop.screen.getByRole("radio", { name: new RegExp(`^${time}`) }) as HTMLInputElement;

/** Types into a field, replacing what it held (user.clear cannot focus inside a shadow root). */
async function replace(shop: RenderedShop, input: HTMLElement, text: string) {
  const length = (input as HTMLInputElement).value.length;
  await shop.user.type(input, text, { initialSelectionStart: 0, initialSelectionEnd: length });
}

const setCount = (shop: RenderedShop, label: string, value: number | string) =>
  replace(shop, shop.screen.getByRole("spinbutton", { name: `Number of ${label}` }), `${value}{Enter}`);

/** A day's date as the calendar speaks it in English (its button's name starts with it). */
const spokenDay = (day: Date) =>
  new Intl.DateTimeFormat("en-IE", { weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(day);

/** A day's button in the tour's calendar (the next month shown when the day is in it), once it
 * can be picked (the month's calendar is in). */
async function dayButton(shop: RenderedShop, day: Date): Promise<HTMLElement> {
  if (day.getMonth() !== today().getMonth())
    await shop.user.click(shop.screen.getByRole("button", { name: "Next month" }));
  const label = new RegExp(`^${spokenDay(day)}`);
  const button = await shop.screen.findByRole("button", { name: label });
  await waitFor(() => expect(button.getAttribute("aria-disabled")).toBeNull());
  return button;
}

const basketLines = (): GuidedTourLine[] =>
  JSON.parse(sessionStorage.getItem("foyer:test:basket") ?? '{"value":{"lines":[]}}').value.lines;

describe("tour detail: times", () => {
  it("selects the only time of a date automatically", async () => {
    const shop = await openTour(102, dayAhead(3));
    await waitFor(() => expect(timeRadio(shop, "14:00").checked).toBe(true));
    expect(timeRadio(shop, "14:00").labels![0].textContent).toBe("14:008 places left");
    shop.handle.unmount();
  });

  it("selects the first of several times, and keeps the chosen time on another date", async () => {
    const first = dayAhead(3);
    const shop = await openTour(101, first);
    await waitFor(() => expect(timeRadio(shop, "11:00").checked).toBe(true));
    await shop.user.click(timeRadio(shop, "15:00"));
    expect(timeRadio(shop, "15:00").checked).toBe(true);
    const next = addDays(first, 1);
    const label = new RegExp(`^${spokenDay(next)}`);
    if (next.getMonth() !== first.getMonth())
      await shop.user.click(shop.screen.getByRole("button", { name: "Next month" }));
    await shop.user.click(await shop.screen.findByRole("button", { name: label }));
    await shop.screen.findByRole("heading", { name: `Tour on ${formatDate(next)}` });
    await waitFor(() => expect(timeRadio(shop, "15:00").checked).toBe(true));
    expect(timeRadio(shop, "11:00").checked).toBe(false);
    shop.handle.unmount();
  });

  it("shows a picked day as chosen at once, and brings the day's times only after that frame", async () => {
    const day = dayAhead(3);
    const shop = await openTour(101, null);
    const button = await dayButton(shop, day);
    fireEvent.click(button);
    // React renders a click's update in a microtask; a frame, and what follows it, come later
    for (let i = 0; i < 3; i++) await Promise.resolve();
    expect(button.getAttribute("aria-pressed")).toBe("true");
    // the click's frame shows the choice only: the day's heading and times come after it
    expect(shop.screen.queryByRole("heading", { name: `Tour on ${formatDate(day)}` })).toBeNull();
    await shop.screen.findByRole("heading", { name: `Tour on ${formatDate(day)}` });
    await waitFor(() => expect(timeRadio(shop, "11:00").checked).toBe(true));
    shop.handle.unmount();
  });

  it("takes a pick where the browser draws no frames (a tab in the background)", async () => {
    const frames = vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0);
    const day = dayAhead(3);
    const shop = await openTour(101, null);
    const button = await dayButton(shop, day);
    fireEvent.click(button);
    await shop.screen.findByRole("heading", { name: `Tour on ${formatDate(day)}` });
    frames.mockRestore();
    shop.handle.unmount();
  });

  it("lists a sold-out time without letting it be chosen, and selects the only time left", async () => {
    const shop = await openTour(101, addDays(today(), 2));
    await waitFor(() => expect(timeRadio(shop, "11:00").checked).toBe(true));
    expect(timeRadio(shop, "15:00").disabled).toBe(true);
    expect(timeRadio(shop, "15:00").labels![0].textContent).toBe("15:00sold out");
    shop.handle.unmount();
  });

  it("keeps the chosen time on a date where it is sold out, shows it sold out and does not book it", async () => {
    const first = addDays(today(), 1);
    const shop = await openTour(101, first);
    await waitFor(() => expect(timeRadio(shop, "11:00").checked).toBe(true));
    await shop.user.click(timeRadio(shop, "15:00"));
    const next = addDays(first, 1);
    const label = new RegExp(`^${spokenDay(next)}`);
    if (next.getMonth() !== first.getMonth())
      await shop.user.click(shop.screen.getByRole("button", { name: "Next month" }));
    await shop.user.click(await shop.screen.findByRole("button", { name: label }));
    await shop.screen.findByRole("heading", { name: `Tour on ${formatDate(next)}` });
    // spec 001 section 4: the previous time is kept when the date has it, sold out or not
    await waitFor(() => expect(timeRadio(shop, "15:00").labels![0].textContent).toBe("15:00sold out"));
    expect(timeRadio(shop, "15:00").checked).toBe(true);
    expect(timeRadio(shop, "11:00").checked).toBe(false);
    expect(shop.screen.getByText("15:00 is sold out on this day. Please choose another time.")).toBeTruthy();
    await setCount(shop, "places (Tour fee)", 1);
    await setCount(shop, "Adult", 1);
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    expect(basketLines()).toEqual([]);
    shop.handle.unmount();
  });

  it("opens on the season's first month when the season starts later", async () => {
    // late in a month, so that the season's first month (it starts 14 days before the sandbox's
    // today) still has days ahead to book
    await service.reset(berlin("2026-06-20 10:00"));
    // the widget's today lies two months before the season (its clock only; the sandbox's stays)
    const first = addDays(today(), -14);
    const widgetNow = addDays(service.pinned, -74);
    // the widget's month is never asked for: these faults stay unused when it is not
    const { start, end } = monthRange(museumDay(widgetNow));
    const todays = [`tour/calendar/tour/101/range/${start};${end}`, `tour/soldout/tour/101/range/${start};${end}`];
    for (const endpoint of todays) await service.fault({ endpoint, status: 404 });
    const shop = await openTour(101, null, "en", widgetNow);
    const month = new Intl.DateTimeFormat("en-IE", { month: "long", year: "numeric" }).format(first);
    const calendar = shop.screen.getByRole("group", { name: "Choose a date" });
    await waitFor(() => expect(within(calendar).getByRole("table").querySelector("caption")!.textContent).toBe(month));
    expect((within(calendar).getByRole("button", { name: "Previous month" }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() =>
      expect(within(calendar).getAllByRole("button", { name: /, available$/ }).length).toBeGreaterThan(0),
    );
    for (const endpoint of todays) expect((await service.call(`en/${endpoint}`)).status).toBe(404);
    shop.handle.unmount();
  });

  it("offers the next available date when the tour does not run on the chosen one", async () => {
    const shop = await openTour(105, today());
    const alert = await shop.screen.findByText(/does not take place or is sold out/);
    const next = formatDate(addDays(today(), 3));
    expect(alert.textContent).toBe(
      `This tour does not take place or is sold out on ${formatDate(today())}. The next available date is ${next}.`,
    );
    expect(shop.screen.queryAllByRole("radio")).toEqual([]);
    // the shown month is not loaded again for a date inside it: this fault stays unused
    const { start, end } = monthRange(today());
    const shown = `tour/calendar/tour/105/range/${start};${end}`;
    await waitFor(() => expect(shop.screen.queryByText("Loading dates…")).toBeNull());
    await service.fault({ endpoint: shown, status: 404 });
    await shop.user.click(shop.screen.getByRole("button", { name: `Choose ${next}` }));
    await shop.screen.findByRole("heading", { name: `Tour on ${next}` });
    await waitFor(() => expect(timeRadio(shop, "10:30").checked).toBe(true));
    expect(shop.screen.queryByText(/does not take place/)).toBeNull();
    expect((await service.call(`en/${shown}`)).status).toBe(404);
    shop.handle.unmount();
  });
});

describe("tour detail: counts and warnings", () => {
  it("warns about fewer or more tickets than places and blocks adding until they match", async () => {
    const shop = await openTour(101, dayAhead(3));
    await waitFor(() => expect(timeRadio(shop, "11:00").checked).toBe(true));
    await setCount(shop, "places (Tour fee)", 2);
    await setCount(shop, "Adult", 1);
    expect((await shop.screen.findByRole("alert")).textContent).toBe(
      "You have chosen fewer admission tickets (1) than places (2). Please choose one ticket for each place.",
    );
    await setCount(shop, "Reduced", 2);
    expect(shop.screen.getByRole("alert").textContent).toMatch(
      /^You have chosen more admission tickets \(3\) than places \(2\)/,
    );
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    expect(basketLines()).toEqual([]);
    await setCount(shop, "Reduced", 1);
    expect(shop.screen.queryByRole("alert")).toBeNull();
    expect(shop.screen.getByText("Total").nextElementSibling!.textContent).toBe("€28.00");
    const said = recordSaid(shop.root);
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    expect(await shop.screen.findByText("The tour is now in your basket.")).toBeTruthy();
    // said through the embed's polite live region, which exists from mount
    await waitFor(() => expect(said.join(" ")).toContain("The tour is now in your basket."));
    expect(shop.screen.getByRole("button", { name: "Go to basket" })).toBeTruthy();
    expect(basketLines()).toMatchObject([
      { type: "guidedTour", tourId: 101, totalCount: 2, totalPrice: 2800, count: 1, time: "11:00" },
    ]);
    expect(shop.screen.getByTestId("basket-link").textContent).toContain("1");
    shop.handle.unmount();
  });

  it("refuses a count that is not a number at its field, and keeps the count it had (issue 33: it became 0)", async () => {
    const shop = await openTour(101, dayAhead(3));
    await waitFor(() => expect(timeRadio(shop, "11:00").checked).toBe(true));
    await setCount(shop, "places (Tour fee)", 2);
    const total = shop.screen.getByText("Total").nextElementSibling!.textContent;
    await setCount(shop, "places (Tour fee)", "e");
    const field = shop.screen.getByRole("spinbutton", { name: "Number of places (Tour fee)" }) as HTMLInputElement;
    expect(await shop.screen.findByText("Please enter a whole number.")).toBeTruthy();
    expect(field.value).toBe("e");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(shop.screen.getByText("Total").nextElementSibling!.textContent).toBe(total);
    // adding waits until the field is put right
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    expect(basketLines()).toEqual([]);
    shop.handle.unmount();
  });

  it("states requested and available places when asking for too many", async () => {
    const shop = await openTour(102, dayAhead(3));
    await waitFor(() => expect(timeRadio(shop, "14:00").checked).toBe(true));
    await setCount(shop, "places (Tour fee)", 9);
    expect(await shop.screen.findByText("You are trying to book 9 places, but only 8 are available.")).toBeTruthy();
    await setCount(shop, "Adult", 9);
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    expect(basketLines()).toEqual([]);
    await setCount(shop, "places (Tour fee)", 8);
    await setCount(shop, "Adult", 8);
    expect(shop.screen.queryByRole("alert")).toBeNull();
    shop.handle.unmount();
  });

  it("stops the places stepper at what the slot has left; a typed number above it is told", async () => {
    const shop = await openTour(102, dayAhead(3));
    await waitFor(() => expect(timeRadio(shop, "14:00").checked).toBe(true));
    const more = shop.screen.getByRole("button", { name: "More: places (Tour fee)" }) as HTMLButtonElement;
    for (let i = 0; i < 8; i++) await shop.user.click(more);
    const input = shop.screen.getByRole("spinbutton", { name: "Number of places (Tour fee)" }) as HTMLInputElement;
    expect(input.value).toBe("8");
    // min(max_participants 25, 8 left)
    expect(more.disabled).toBe(true);
    expect(shop.screen.queryByText(/You are trying to book/)).toBeNull();
    await setCount(shop, "places (Tour fee)", 12);
    expect(await shop.screen.findByText("You are trying to book 12 places, but only 8 are available.")).toBeTruthy();
    shop.handle.unmount();
  });

  it("counts the basket's places of the same slot against what is left", async () => {
    const shop = await openTour(102, dayAhead(3));
    await waitFor(() => expect(timeRadio(shop, "14:00").checked).toBe(true));
    await setCount(shop, "places (Tour fee)", 5);
    await setCount(shop, "Adult", 5);
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    await shop.screen.findByText("The tour is now in your basket.");
    await setCount(shop, "places (Tour fee)", 4);
    expect((await shop.screen.findByText(/You are trying to book/)).textContent).toBe(
      "You are trying to book 4 places, but only 3 are available.",
    );
    shop.handle.unmount();
  });

  it("prices single ticketing per ticket, needs the minimum group and counts the tickets in the basket", async () => {
    const shop = await openTour(104, dayAhead(3));
    await waitFor(() => expect(timeRadio(shop, "11:30").checked).toBe(true));
    expect(shop.screen.getByText("This tour takes place from 2 participants.")).toBeTruthy();
    expect(shop.screen.getByText("Tour per person: €3.00 per ticket, on top of the ticket price.")).toBeTruthy();
    expect(shop.screen.queryByRole("spinbutton", { name: "Number of places (Tour per person)" })).toBeNull();
    await setCount(shop, "Adult", 1);
    expect((await shop.screen.findByRole("alert")).textContent).toBe(
      "Please book at least 2 participants (you have chosen 1).",
    );
    await setCount(shop, "Family ticket: Child (6–17)", 2);
    expect(shop.screen.queryByRole("alert")).toBeNull();
    expect(shop.screen.getByText("Total").nextElementSibling!.textContent).toBe("€27.00");
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    await shop.screen.findByText("The tour is now in your basket.");
    const [line] = basketLines();
    expect(line).toMatchObject({
      single_ticketing: 1,
      totalCount: 3,
      count: 3,
      price: 900,
      priceId: 41,
      totalPrice: 2700,
    });
    expect(line.tickets).toEqual([
      { id: 42, name: "Adult", price: 1000, count: 1, vat_value: 7 },
      {
        id: 44,
        name: "Family ticket",
        price: 800,
        count: 1,
        vat_value: 7,
        subtickets: [{ id: 442, name: "Child (6–17)", price: 400, count: 2, vat_value: 7 }],
      },
    ]);
    shop.handle.unmount();
  });
});

describe("tour detail: group questions", () => {
  it("enforces required answers and puts the answers into the basket line and cart", async () => {
    const shop = await openTour(103, dayAhead(3, [1, 2, 3, 4, 5, 6]));
    await waitFor(() => expect(timeRadio(shop, "10:00").checked).toBe(true));
    await setCount(shop, "tours (Group tour, 60 minutes)", 1);
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    expect(await shop.screen.findByText("Please answer the marked questions about your group.")).toBeTruthy();
    expect(shop.screen.getAllByText("Please answer this question.")).toHaveLength(3);
    expect(basketLines()).toEqual([]);

    await shop.user.type(shop.screen.getByRole("textbox", { name: /Name of the group/ }), "Book club Lindenhof");
    await shop.user.type(shop.screen.getByRole("textbox", { name: /Number of participants/ }), "25");
    await shop.user.selectOptions(shop.screen.getByRole("combobox", { name: /Age group/ }), "seniors");
    await shop.user.click(shop.screen.getByRole("radio", { name: "Modern art" }));
    await shop.user.click(shop.screen.getByRole("checkbox", { name: "Hearing loop needed" }));
    await shop.user.type(shop.screen.getByRole("textbox", { name: /Notes for the guide/ }), "Two wheelchairs");
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    expect(await shop.screen.findByText("Please enter a number from 1 to 20.")).toBeTruthy();
    await replace(shop, shop.screen.getByRole("textbox", { name: /Number of participants/ }), "18");
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    await shop.screen.findByText("The tour is now in your basket.");

    const [line] = basketLines();
    expect(line).toMatchObject({
      type: "guidedTour",
      tourId: 103,
      book_complete_tour: 1,
      tickets: [],
      totalPrice: 9000,
      price: 9000,
      priceId: 31,
    });
    expect(buildCart(basketLines()).items).toEqual([
      {
        type: "guidedTour",
        tourId: 103,
        datetime: `${toKeyDate(dayAhead(3, [1, 2, 3, 4, 5, 6]))} 10:00:00`,
        prices: [{ id: 31, count: 1 }],
        tickets: [],
        answers: [
          { qId: 1, type: "text", value: "Book club Lindenhof" },
          { qId: 2, type: "number", value: "18" },
          { qId: 3, type: "select", value: "seniors" },
          { qId: 4, type: "radio", value: "modern" },
          { qId: 5, type: "checkbox", value: ["hearing-loop"] },
          { qId: 6, type: "textarea", value: "Two wheelchairs" },
        ],
      },
    ]);
    // the form starts again; date and time stay
    expect((shop.screen.getByRole("textbox", { name: /Name of the group/ }) as HTMLInputElement).value).toBe("");
    expect(timeRadio(shop, "10:00").checked).toBe(true);
    shop.handle.unmount();
    // the basket shows the answers in words (issue 19): a choice by its label
    const basket = await renderShop({ service, route: "/checkout" });
    const shown = (await basket.screen.findAllByTestId("basket-line"))[0].textContent;
    for (const words of [
      "Age group: Seniors",
      "Focus of the tour: Modern art",
      "Hearing loop needed",
      "Notes for the guide: Two wheelchairs",
      "Book club Lindenhof",
    ])
      expect(shown).toContain(words);
  });

  it("reads a number answer as the language writes it and refuses anything else at the field (issue 33)", async () => {
    const shop = await openTour(103, dayAhead(3, [1, 2, 3, 4, 5, 6]));
    await waitFor(() => expect(timeRadio(shop, "10:00").checked).toBe(true));
    await setCount(shop, "tours (Group tour, 60 minutes)", 1);
    await shop.user.type(shop.screen.getByRole("textbox", { name: /Name of the group/ }), "Class 4b");
    await shop.user.selectOptions(shop.screen.getByRole("combobox", { name: /Age group/ }), "seniors");
    const people = shop.screen.getByRole("textbox", { name: /Number of participants/ }) as HTMLInputElement;
    const said = () =>
      (people.getRootNode() as ShadowRoot).getElementById(people.getAttribute("aria-describedby") ?? "")?.textContent;
    for (const [typed, message] of [
      ["abc", "Please enter the number in digits, for example 12."],
      ["1e1", "Please enter the number in digits, for example 12."],
      ["2.5", "Please enter a whole number."],
    ]) {
      await replace(shop, people, typed);
      await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
      await waitFor(() => expect(said()).toBe(message));
      expect([people.value, people.getAttribute("aria-invalid"), basketLines()]).toEqual([typed, "true", []]);
    }
    // digits of another numeral system are read, and sent as the number read
    await replace(shop, people, "１８");
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    await shop.screen.findByText("The tour is now in your basket.");
    expect(basketLines()[0]!.answers).toContainEqual({ qId: 2, type: "number", value: "18" });
    shop.handle.unmount();
  });

  it("keeps whole-tour booking within the schedule's tour count", async () => {
    const day = dayAhead(3, [1, 2, 3, 4, 5, 6]);
    const shop = await openTour(103, day);
    await waitFor(() => expect(timeRadio(shop, "10:00").checked).toBe(true));
    // three tours left that day: not "few places left", which would be true of every day
    const name = spokenDay(day);
    expect(
      within(shop.screen.getByRole("group", { name: "Choose a date" })).getByRole("button", {
        name: `${name}, available`,
      }),
    ).toBeTruthy();
    expect(timeRadio(shop, "10:00").labels![0].textContent).toBe("10:002 tours left");
    await setCount(shop, "tours (Group tour, 60 minutes)", 2);
    await setCount(shop, "tours (Group tour, 90 minutes)", 1);
    expect((await shop.screen.findByRole("alert")).textContent).toBe(
      "You are trying to book 3 tours, but only 2 are available.",
    );
    // at 13:00 only the 60-minute tour is offered, once
    await shop.user.click(timeRadio(shop, "13:00"));
    expect(shop.screen.queryByRole("spinbutton", { name: "Number of tours (Group tour, 90 minutes)" })).toBeNull();
    expect(shop.screen.getByRole("alert").textContent).toBe(
      "You are trying to book 2 tours, but only 1 are available.",
    );
    shop.handle.unmount();
  });
});

describe("tour detail: states", () => {
  it("shows not-found for an unknown tour", async () => {
    const shop = await renderShop({ service, route: "/guided-tours/999" });
    expect(await shop.screen.findByTestId("tour-not-found")).toBeTruthy();
    expect(shop.screen.getByRole("link", { name: "All guided tours" }).getAttribute("href")).toBe("/en/guided-tours");
    shop.navigate("/en/guided-tours/abc");
    await shop.screen.findByRole("heading", { name: "Tour not found" });
    shop.handle.unmount();
  });

  it("says when the calendar could not be loaded and loads it again on request", async () => {
    await service.fault({ endpoint: "tour/calendar/tour/101/*", status: 404 });
    const shop = await openTour(101, null);
    expect(await shop.screen.findByText("The dates of this tour could not be loaded.")).toBeTruthy();
    await shop.user.click(shop.screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(shop.screen.queryByText("The dates of this tour could not be loaded.")).toBeNull());
    const calendar = shop.screen.getByRole("group", { name: "Choose a date" });
    expect(within(calendar).getAllByRole("button", { name: /, available$/ }).length).toBeGreaterThan(0);
    shop.handle.unmount();
  });

  it("shows that the tour is loading, also when it is fetched again on return", async () => {
    await service.fault({ endpoint: "tour", delay: 1200 });
    const shop = await renderShop({ service, route: "/guided-tours/102" });
    const first = await shop.screen.findByText("Loading the tour…");
    // no live region of its own: the shell says a screen's loading once (test/app/a11y.test.tsx)
    expect(first.closest("[role=status]")).toBeNull();
    await shop.screen.findByRole("heading", { level: 1, name: "Highlights of the collection" }, { timeout: 15_000 });
    await waitFor(() => expect(shop.screen.queryByText("Loading the tour…")).toBeNull(), { timeout: 15_000 });
    shop.navigate("/en/guided-tours");
    await shop.screen.findAllByTestId(/^tour-\d+$/);
    await service.fault({ endpoint: "tour", delay: 1200 });
    shop.navigate("/en/guided-tours/102");
    // what was shown stays while it is fetched again, and the screen says so
    expect(await shop.screen.findByText("Loading the tour…")).toBeTruthy();
    expect(shop.screen.getByRole("heading", { level: 1, name: "Highlights of the collection" })).toBeTruthy();
    await waitFor(() => expect(shop.screen.queryByText("Loading the tour…")).toBeNull(), { timeout: 15_000 });
    shop.handle.unmount();
  });

  it("shows while the calendar and the day's tickets are loading", async () => {
    await service.fault({ endpoint: "tour/calendar/tour/102/*", delay: 1500 });
    const shop = await openTour(102, null);
    expect(await shop.screen.findByText("Loading dates…")).toBeTruthy();
    const day = dayAhead(3);
    const name = spokenDay(day);
    if (day.getMonth() !== today().getMonth())
      await shop.user.click(shop.screen.getByRole("button", { name: "Next month" }));
    const button = await shop.screen.findByRole("button", { name: `${name}, available` });
    expect(shop.screen.queryByText("Loading dates…")).toBeNull();
    await service.fault({ endpoint: "tour", delay: 1500 });
    await shop.user.click(button);
    expect(await shop.screen.findByText("Loading times and tickets…")).toBeTruthy();
    await waitFor(() => expect(shop.screen.queryByText("Loading times and tickets…")).toBeNull());
    expect(timeRadio(shop, "14:00").checked).toBe(true);
    shop.handle.unmount();
  });

  /** Opens a tour whose month calendars answer late, on the month of `day`: the day says its state is
   *  coming (not "not available") and cannot be picked yet; returns its spoken date. */
  async function openLoading(id: number, day: Date) {
    await service.fault({ endpoint: `tour/calendar/tour/${id}/*`, delay: 1500, times: 2 });
    const shop = await openTour(id, null);
    if (day.getMonth() !== today().getMonth())
      await shop.user.click(shop.screen.getByRole("button", { name: "Next month" }));
    const name = spokenDay(day);
    const button = await shop.screen.findByRole("button", { name: `${name}, Loading…` });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    return { shop, name };
  }

  it("says a day is loading while the month's calendar loads, then that it is available", async () => {
    const { shop, name } = await openLoading(102, dayAhead(3));
    const button = await shop.screen.findByRole("button", { name: `${name}, available` });
    expect(button.getAttribute("aria-disabled")).toBeNull();
    shop.handle.unmount();
  });

  it("says a day is loading while the month's calendar loads, then that it has no tour", async () => {
    // tour 103 does not run on Sundays
    const { shop, name } = await openLoading(103, dayAhead(1, [0]));
    const button = await shop.screen.findByRole("button", { name: `${name}, not available` });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    shop.handle.unmount();
  });

  it("drops the previous tour's late day answer when another tour is opened", async () => {
    // tour 101's own call and its day's call are slow; tour 103's call is slower still, so by the
    // time its heading shows, tour 101's day answer has arrived
    await service.fault({ endpoint: "tour", delay: 1000, times: 2 });
    await service.fault({ endpoint: "tour", delay: 2000 });
    const shop = await renderShop({ service, route: `/guided-tours/101?date=${toKeyDate(dayAhead(3))}` });
    await shop.screen.findByText("Loading the tour…");
    shop.navigate("/en/guided-tours/103");
    await shop.screen.findByRole("heading", { level: 1, name: "Private group tour" });
    // tour 103's own prices, never tour 101's
    expect(
      await shop.screen.findByRole("spinbutton", { name: "Number of tours (Group tour, 60 minutes)" }),
    ).toBeTruthy();
    expect(shop.screen.queryByRole("spinbutton", { name: "Number of places (Tour fee)" })).toBeNull();
    expect(shop.screen.getByText("Please choose a day in the calendar.")).toBeTruthy();
    shop.handle.unmount();
  });

  it("marks sold-out days in the calendar; one can be picked and offers the next available date", async () => {
    const shop = await openTour(105, addDays(today(), 3));
    const todayName = spokenDay(today());
    const calendar = shop.screen.getByRole("group", { name: "Choose a date" });
    await waitFor(() =>
      expect(within(calendar).getAllByRole("button", { name: /, sold out$/ }).length).toBeGreaterThan(0),
    );
    // the pinned today and today + 3 lie in one month, so both are in view
    const soldOut = within(calendar).getByRole("button", { name: `${todayName}, sold out` });
    // a sold-out day can be picked (issue 19): the day says so and offers the next available date
    for (const b of within(calendar).getAllByRole("button", { name: /, sold out$/ }))
      expect(b.getAttribute("aria-disabled")).toBeNull();
    await shop.user.click(soldOut);
    expect((await shop.screen.findByText(/does not take place or is sold out/)).textContent).toContain(
      `The next available date is ${formatDate(addDays(today(), 3))}.`,
    );
    expect(shop.screen.getByRole("button", { name: `Choose ${formatDate(addDays(today(), 3))}` })).toBeTruthy();
    shop.handle.unmount();
  });

  it("says when a tour's season is over", async () => {
    // the service says the season's last day lies before the museum's today (the widget follows
    // the service's clock, so moving its own would not make the season end)
    const day = (n: number) => toKeyDate(addDays(museumDay(service.pinned), n));
    await service.fault({
      endpoint: "tour/lifetime/tour/101",
      body: { data: { first: day(-120), last: day(-1) } },
      times: 5,
    });
    const shop = await renderShop({ service, route: "/guided-tours/101" });
    await waitFor(() => expect(shop.screen.getByText("This tour cannot be booked at present.")).toBeTruthy(), {
      timeout: 15_000,
    });
    expect(shop.screen.queryByRole("group", { name: "Choose a date" })).toBeNull();
    shop.handle.unmount();
  });
});
