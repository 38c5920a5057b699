import { describe, expect, it } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { recordSaid } from "../../helpers/live";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop, type RenderedShop } from "../../helpers/render-shop";
import { seedDays } from "../../../demo/server/seed/tickets";
import { formatKeyDate, toKeyDate } from "../../../src/domain/dates";
import { museumDay } from "../../helpers/clock";
import { addDays } from "../../../demo/server/clock";

const service = useSandbox();

/** The museum's today at the pinned instant. */
const today = () => museumDay(service.pinned);
const DAYS = seedDays(today());

const day = (shop: RenderedShop, key: string) => {
  const button = shop.root.querySelector<HTMLButtonElement>(`button[data-day="${key}"]`);
  if (!button) throw new Error(`day ${key} is not shown`);
  return button;
};

async function openEvent(id: number, lang: "en" | "de" = "en") {
  const shop = await renderShop({ service, route: `/tickets/${id}`, lang });
  await shop.screen.findByRole("heading", { level: 1, name: (n) => n !== "" && !/Loading/.test(n) });
  return shop;
}

/** Opens "Light and Shadow" and picks a day once the calendar has its states. */
async function lightOn(date: string) {
  const shop = await openEvent(101);
  await waitFor(() => expect(day(shop, date).getAttribute("aria-disabled")).toBeNull());
  await shop.user.click(day(shop, date));
  await shop.screen.findByText(new RegExp(`Tickets for ${formatKeyDate(date).replace(/\./g, "\\.")}`));
  return shop;
}

const basketLines = () => JSON.parse(sessionStorage.getItem("foyer:test:basket") ?? "null")?.value?.lines ?? [];

describe("event detail: the way back", () => {
  it("a deep link to an event, whose list was never loaded, has a way back to all events", async () => {
    const shop = await openEvent(101);
    expect(shop.screen.getByRole("link", { name: /All events/ }).getAttribute("href")).toMatch(/\/en\/tickets$/);
    shop.handle.unmount();
  });
});

describe("event detail: calendar and times", () => {
  it("marks each day from the calendar call: available, few left, sold out", async () => {
    const shop = await openEvent(101);
    await waitFor(() => expect(day(shop, DAYS.soldOutDay).getAttribute("aria-label")).toMatch(/sold out$/));
    expect(day(shop, DAYS.fewDay).getAttribute("aria-label")).toMatch(/few places left$/);
    expect(day(shop, DAYS.soldOutSlotDay).getAttribute("aria-label")).toMatch(/, available$/);
    expect(shop.screen.getByRole("group", { name: "Choose a date" })).toBeTruthy();
    expect(shop.root.querySelectorAll("table caption").length).toBe(2);
    shop.handle.unmount();
  });

  it('says a day is loading while the calendar loads (not "not available"), then what it is', async () => {
    await service.fault({ endpoint: "ticket/calendar/event/101/*", delay: 1500 });
    const shop = await openEvent(101);
    expect(day(shop, DAYS.soldOutSlotDay).getAttribute("aria-label")).toMatch(/, Loading…$/);
    expect(day(shop, DAYS.soldOutSlotDay).getAttribute("aria-disabled")).toBe("true");
    await waitFor(() => expect(day(shop, DAYS.soldOutSlotDay).getAttribute("aria-label")).toMatch(/, available$/));
    expect(day(shop, DAYS.soldOutSlotDay).getAttribute("aria-disabled")).toBeNull();
    shop.handle.unmount();
  });

  it("shows the day's times with places left; a sold-out time cannot be chosen", async () => {
    const shop = await lightOn(DAYS.soldOutSlotDay);
    const soldOut = shop.screen.getByRole("radio", { name: /^11:00/ }) as HTMLInputElement;
    expect(soldOut.disabled).toBe(true);
    expect(soldOut.closest("label")!.textContent).toBe("11:00sold out");
    expect(shop.screen.getByRole("radio", { name: /^12:00/ }).closest("label")!.textContent).toBe("12:003 places left");
    // the first time with places is chosen
    expect((shop.screen.getByRole("radio", { name: /^10:00/ }) as HTMLInputElement).checked).toBe(true);
    await shop.user.click(soldOut);
    expect(soldOut.checked).toBe(false);
    await shop.user.click(shop.screen.getByRole("radio", { name: /^13:00/ }));
    await shop.screen.findByRole("heading", { name: `Tickets for ${formatKeyDate(DAYS.soldOutSlotDay)} at 13:00` });
    shop.handle.unmount();
  });

  it("tells the visitor a sold-out day is sold out", async () => {
    const shop = await openEvent(101);
    await waitFor(() => expect(day(shop, DAYS.soldOutDay).getAttribute("aria-label")).toMatch(/sold out$/));
    // picking it does something, so it is not marked disabled; a day without a sale is
    const unavailable = Array.from(shop.root.querySelectorAll<HTMLButtonElement>("button[data-day]")).find((b) =>
      /, not available$/.test(b.getAttribute("aria-label")!),
    )!;
    expect(unavailable.getAttribute("aria-disabled")).toBe("true");
    expect(day(shop, DAYS.soldOutDay).getAttribute("aria-disabled")).toBeNull();
    await shop.user.click(day(shop, DAYS.soldOutDay));
    const alert = await shop.screen.findByRole("alert");
    expect(alert.textContent).toBe(`${formatKeyDate(DAYS.soldOutDay)} is sold out. Please choose another day.`);
    expect(shop.screen.queryByRole("radio")).toBeNull();
    shop.handle.unmount();
  });

  it("keeps the chosen time on another day, or says it is sold out there", async () => {
    const shop = await lightOn(DAYS.fewDay);
    await shop.user.click(shop.screen.getByRole("radio", { name: /^11:00/ }));
    await shop.user.click(day(shop, DAYS.soldOutSlotDay));
    const alert = await shop.screen.findByRole("alert");
    expect(alert.textContent).toBe("11:00 is sold out on this day. Please choose another time.");
    expect((shop.screen.getByRole("radio", { name: /^10:00/ }) as HTMLInputElement).checked).toBe(true);
    await shop.user.click(shop.screen.getByRole("radio", { name: /^14:00/ }));
    await shop.user.click(day(shop, DAYS.fewDay));
    await waitFor(() =>
      expect((shop.screen.getByRole("radio", { name: /^14:00/ }) as HTMLInputElement).checked).toBe(true),
    );
    shop.handle.unmount();
  });

  it("takes the previous day's times and tickets away while another day loads", async () => {
    const shop = await lightOn(DAYS.soldOutSlotDay);
    await shop.user.click(shop.screen.getByRole("radio", { name: /^13:00/ }));
    await service.fault({ endpoint: `ticket/collect/event/101/date/${DAYS.fewDay.replace(/-/g, "")}`, delay: 1500 });
    await shop.user.click(day(shop, DAYS.fewDay));
    await shop.screen.findByText("Loading times and tickets…");
    expect(shop.screen.queryByRole("radio")).toBeNull();
    expect(shop.screen.queryByRole("button", { name: "More: Adult" })).toBeNull();
    expect(shop.screen.queryByRole("button", { name: "Add to basket" })).toBeNull();
    // another day picked before the slow one arrives still keeps the time chosen before
    await shop.user.click(day(shop, DAYS.soldOutSlotDay));
    await shop.screen.findByRole("heading", { name: `Tickets for ${formatKeyDate(DAYS.soldOutSlotDay)} at 13:00` });
    expect((shop.screen.getByRole("radio", { name: /^13:00/ }) as HTMLInputElement).checked).toBe(true);
    shop.handle.unmount();
  });

  it("is keyboard operable from the first day on sale: arrows move, Enter picks", async () => {
    const shop = await openEvent(101);
    await waitFor(() => expect(day(shop, DAYS.soldOutSlotDay).getAttribute("aria-label")).toMatch(/, available$/));
    const entry = shop.root.querySelector<HTMLButtonElement>("button[data-day][tabindex='0']")!;
    // days before today cannot be reached, so focus starts on today rather than the 1st
    expect(entry.dataset.day).toBe(toKeyDate(today()));
    entry.focus();
    const steps = Math.round(
      (new Date(`${DAYS.soldOutSlotDay}T12:00`).getTime() - new Date(`${entry.dataset.day}T12:00`).getTime()) /
        86_400_000,
    );
    await shop.user.keyboard("{ArrowRight}".repeat(steps));
    await waitFor(() => expect(shop.shadow.activeElement).toBe(day(shop, DAYS.soldOutSlotDay)));
    await shop.user.keyboard("{Enter}");
    await shop.screen.findByText(
      new RegExp(`^Tickets for ${formatKeyDate(DAYS.soldOutSlotDay).replace(/\./g, "\\.")} at 10:00$`),
    );
    shop.handle.unmount();
  });

  it("moves the calendar by month with its buttons and keeps loading the shown range", async () => {
    const shop = await openEvent(101);
    const captions = () => Array.from(shop.root.querySelectorAll("table caption"), (c) => c.textContent);
    await waitFor(() => expect(captions()).toHaveLength(2));
    const before = captions();
    // a day of the month that comes into view (on sale, not a Monday), outside the first range
    const fresh = new Date(today().getFullYear(), today().getMonth() + 2, 15);
    if (fresh.getDay() === 1) fresh.setDate(16);
    expect(shop.root.querySelector(`button[data-day="${toKeyDate(fresh)}"]`)).toBeNull();
    await shop.user.click(shop.screen.getByRole("button", { name: "Next month" }));
    await waitFor(() => expect(captions()[0]).toBe(before[1]));
    // its state comes from the calendar call for the new range
    await waitFor(() => expect(day(shop, toKeyDate(fresh)).getAttribute("aria-label")).toMatch(/, available$/));
    shop.handle.unmount();
  });

  it("offers scheduled performances as times, without a ticket limit (mode 5)", async () => {
    const shop = await openEvent(104);
    const saturday = await waitFor(() => {
      const button = Array.from(shop.root.querySelectorAll<HTMLButtonElement>("button[data-day]")).find(
        (b) =>
          new Date(`${b.dataset.day}T12:00`).getDay() === 6 &&
          b.dataset.day! > toKeyDate(today()) &&
          /, (available|few places left)$/.test(b.getAttribute("aria-label")!),
      );
      if (!button) throw new Error("no Saturday yet");
      return button;
    });
    await shop.user.click(saturday);
    await shop.screen.findByText(/^Tickets for .* at 20:00$/);
    const sixteen = shop.screen.getByRole("radio", { name: /^16:00/ }) as HTMLInputElement;
    expect(sixteen.disabled).toBe(true);
    expect((shop.screen.getByRole("radio", { name: /^20:00/ }) as HTMLInputElement).checked).toBe(true);
    const input = shop.screen.getByRole("spinbutton", { name: "Number of Concert ticket" });
    await shop.user.type(input, "85{Enter}", { initialSelectionStart: 0, initialSelectionEnd: 1 });
    expect(shop.screen.getByTestId("selection-summary").textContent).toBe("85 tickets, total €1,870.00");
    expect(shop.screen.queryByTestId("selection-errors")).toBeNull();
    shop.handle.unmount();
  });
});

describe("event detail: quantities and subtickets", () => {
  it("gives the overbooking message with requested and available places", async () => {
    const shop = await lightOn(DAYS.soldOutSlotDay);
    await shop.user.click(shop.screen.getByRole("radio", { name: /^12:00/ }));
    for (let i = 0; i < 2; i++) {
      await shop.user.click(shop.screen.getByRole("button", { name: "More: Adult" }));
      await shop.user.click(shop.screen.getByRole("button", { name: "More: Reduced" }));
    }
    const errors = await shop.screen.findByTestId("selection-errors");
    expect(errors.textContent).toBe("You are trying to book 4 tickets, but only 3 are available.");
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    expect(basketLines()).toEqual([]);
    expect(shop.screen.getByTestId("basket-link").textContent).toContain("0");
    shop.handle.unmount();
  });

  it("lets each ticket go no higher than the time's places left", async () => {
    const shop = await lightOn(DAYS.soldOutSlotDay);
    await shop.user.click(shop.screen.getByRole("radio", { name: /^12:00/ }));
    const more = shop.screen.getByRole("button", { name: "More: Adult" }) as HTMLButtonElement;
    for (let i = 0; i < 3; i++) await shop.user.click(more);
    expect(more.disabled).toBe(true);
    expect((shop.screen.getByRole("spinbutton", { name: "Number of Adult" }) as HTMLInputElement).value).toBe("3");
    shop.handle.unmount();
  });

  it("starts a family ticket's parts at their minimum; the fixed booklet follows; the ticket counts 1", async () => {
    const shop = await lightOn(DAYS.soldOutSlotDay);
    // the checkbox choice (docs/decisions.md): nothing is chosen at load, so no family ticket
    // lands in a basket the visitor did not ask for; choosing it starts the parts at min_quantity
    const family = shop.screen.getByRole("checkbox", { name: "Family ticket" }) as HTMLInputElement;
    expect(family.checked).toBe(false);
    expect(shop.screen.getByTestId("selection-summary").textContent).toBe("0 tickets, total €0.00");
    await shop.user.click(shop.screen.getByRole("checkbox", { name: "Family ticket" }));
    const adults = shop.screen.getByRole("spinbutton", {
      name: "Number of Adults (Family ticket)",
    }) as HTMLInputElement;
    const children = shop.screen.getByRole("spinbutton", {
      name: "Number of Children (Family ticket)",
    }) as HTMLInputElement;
    expect([adults.value, children.value]).toEqual(["1", "1"]);
    expect(shop.screen.getByTestId("fixed-part").textContent).toBe("1 × Family puzzle booklet, included");
    // the minimum is the least: the parts of a chosen family cannot go to 0
    expect(
      (shop.screen.getByRole("button", { name: "Fewer: Adults (Family ticket)" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await shop.user.click(shop.screen.getByRole("button", { name: "More: Children (Family ticket)" }));
    await shop.user.click(shop.screen.getByRole("button", { name: "More: Children (Family ticket)" }));
    expect(children.value).toBe("3");
    expect(shop.screen.getByTestId("selection-summary").textContent).toBe("1 ticket, total €32.00");
    await shop.user.click(shop.screen.getByRole("checkbox", { name: "Family ticket" }));
    expect(shop.screen.queryByRole("spinbutton", { name: "Number of Adults (Family ticket)" })).toBeNull();
    expect(shop.screen.getByTestId("selection-summary").textContent).toBe("0 tickets, total €0.00");
    shop.handle.unmount();
  });

  it("starts a group ticket's parts above 0 and prices them", async () => {
    const shop = await openEvent(102);
    const first = await waitFor(() => {
      const b = Array.from(shop.root.querySelectorAll<HTMLButtonElement>("button[data-day]")).find((x) =>
        /, available$/.test(x.getAttribute("aria-label")!),
      );
      if (!b) throw new Error("calendar not loaded");
      return b;
    });
    await shop.user.click(first);
    await shop.user.click(await shop.screen.findByRole("checkbox", { name: "Group ticket (10 people or more)" }));
    expect(
      (
        shop.screen.getByRole("spinbutton", {
          name: "Number of People (Group ticket (10 people or more))",
        }) as HTMLInputElement
      ).value,
    ).toBe("10");
    expect(
      (
        shop.screen.getByRole("spinbutton", {
          name: "Number of Group leader (free) (Group ticket (10 people or more))",
        }) as HTMLInputElement
      ).value,
    ).toBe("1");
    expect(shop.screen.getByTestId("selection-summary").textContent).toBe("1 ticket, total €80.00");
    shop.handle.unmount();
  });

  it("asks for a ticket when nothing is chosen", async () => {
    const shop = await lightOn(DAYS.soldOutSlotDay);
    expect(shop.screen.queryByTestId("selection-errors")).toBeNull();
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    expect((await shop.screen.findByTestId("selection-errors")).textContent).toBe("Please choose at least one ticket.");
    shop.handle.unmount();
  });

  it("adds ticket lines to the basket and tells the host page", async () => {
    const shop = await lightOn(DAYS.soldOutSlotDay);
    const events: CustomEvent[] = [];
    shop.host.addEventListener("foyer:basket-add", (e) => events.push(e as CustomEvent));
    await shop.user.click(shop.screen.getByRole("button", { name: "More: Adult" }));
    await shop.user.click(shop.screen.getByRole("button", { name: "More: Adult" }));
    await shop.user.click(shop.screen.getByRole("checkbox", { name: "Family ticket" }));
    await shop.user.click(shop.screen.getByRole("button", { name: "More: Adults (Family ticket)" }));
    const said = recordSaid(shop.root);
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));

    expect(await shop.screen.findByText("3 tickets are now in your basket.")).toBeTruthy();
    // said through the embed's polite live region, which exists from mount
    await waitFor(() => expect(said.join(" ")).toContain("3 tickets are now in your basket."));
    expect(shop.screen.getByRole("button", { name: "Go to basket" })).toBeTruthy();
    const datetime = `${DAYS.soldOutSlotDay} 10:00:00`;
    const base = {
      type: "ticket",
      eventId: 101,
      eventName: "Light and Shadow – Romantic Painting",
      datetime,
      date: DAYS.soldOutSlotDay,
      time: "10:00",
      vat_value: 7,
      // the language the lines were added in (their names are in it)
      lang: "en",
    };
    expect(basketLines()).toEqual([
      {
        ...base,
        key: expect.any(String),
        id: 1011,
        name: "Adult",
        price: 1400,
        count: 2,
        totalPrice: 2800,
        subtickets: [],
      },
      {
        ...base,
        key: expect.any(String),
        id: 1014,
        name: "Family ticket",
        price: 3200,
        count: 1,
        totalPrice: 3200,
        subtickets: [
          { id: 10141, name: "Adults", price: 0, vat_value: 7, count: 2 },
          { id: 10142, name: "Children", price: 0, vat_value: 7, count: 1 },
          { id: 10143, name: "Family puzzle booklet", price: 0, vat_value: 7, count: 1 },
        ],
      },
    ]);
    expect(events.map((e) => e.detail)).toEqual([
      {
        item: { item_id: "ticket-1011", item_name: "Adult", item_category: "ticket", price: 14, quantity: 2 },
        basketCount: 1,
        currency: "EUR",
      },
      {
        item: { item_id: "ticket-1014", item_name: "Family ticket", item_category: "ticket", price: 32, quantity: 1 },
        basketCount: 2,
        currency: "EUR",
      },
    ]);
    expect(within(shop.screen.getByTestId("basket-link")).getByText("2")).toBeTruthy();
    // the selection starts afresh
    expect(shop.screen.getByTestId("selection-summary").textContent).toBe("0 tickets, total €0.00");
    shop.handle.unmount();
  });
});

describe("event detail: a mixed event (timed and event-long tickets)", () => {
  const names = (el: HTMLElement) =>
    within(el)
      .getAllByTestId("ticket-row")
      .map((r) => r.firstChild!.firstChild!.textContent);

  it("offers the event-long pass before and beside a day's timed tickets, and books both", async () => {
    const shop = await openEvent(106);
    // before any day is chosen, the pass for the whole run is there to choose
    const run = await shop.screen.findByRole("group", { name: "Valid on every day of the run" });
    expect(names(run)).toEqual(["Studio year pass"]);
    expect(within(run).getByText(/^The tickets are valid on every day from/)).toBeTruthy();
    const first = await waitFor(() => {
      const b = Array.from(shop.root.querySelectorAll<HTMLButtonElement>("button[data-day]")).find((x) =>
        /, available$/.test(x.getAttribute("aria-label")!),
      );
      if (!b) throw new Error("calendar not loaded");
      return b;
    });
    await shop.user.click(first);
    const timed = await shop.screen.findByRole("group", { name: /^Tickets for .* at \d\d:\d\d$/ });
    expect(names(timed)).toEqual(["Adult", "Child (6–17)"]);
    expect(names(shop.screen.getByRole("group", { name: "Valid on every day of the run" }))).toEqual([
      "Studio year pass",
    ]);
    await shop.user.click(shop.screen.getByRole("button", { name: "More: Adult" }));
    await shop.user.click(shop.screen.getByRole("button", { name: "More: Studio year pass" }));
    expect(shop.screen.getByTestId("selection-summary").textContent).toBe("2 tickets, total €33.00");
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    await shop.screen.findByText("2 tickets are now in your basket.");
    const [adult, pass] = basketLines();
    expect(adult).toMatchObject({ id: 1061, count: 1, totalPrice: 800, date: first.dataset.day });
    expect(adult.time).toMatch(/^\d\d:\d\d$/);
    // the pass is for the run: its datetime is the run's start, without a time of day
    expect(pass).toMatchObject({ id: 1063, count: 1, totalPrice: 2500, time: "" });
    expect(pass.datetime).toBe(`${toKeyDate(addDays(today(), -100))} 11:00:00`);
    shop.handle.unmount();
  });
});

describe("event detail: other states", () => {
  it("sells an event-long pass without a date; a sold-out pass cannot be chosen (mode 3)", async () => {
    const shop = await openEvent(103);
    expect(shop.root.querySelector("button[data-day]")).toBeNull();
    expect(shop.screen.getByText(/^The tickets are valid on every day from/)).toBeTruthy();
    const workshop = shop.screen.getAllByTestId("ticket-row")[1];
    expect(workshop.textContent).toContain("sold out");
    expect(
      (within(workshop).getByRole("button", { name: "More: Festival pass with lantern workshop" }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await shop.user.click(shop.screen.getByRole("button", { name: "More: Festival pass" }));
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    await shop.screen.findByText("1 ticket is now in your basket.");
    const [line] = basketLines();
    expect(line).toMatchObject({ id: 1031, count: 1, totalPrice: 1800, time: "" });
    expect(line.datetime).toMatch(/^\d{4}-\d{2}-\d{2} 18:00:00$/);
    shop.handle.unmount();
  });

  it("says an event has ended", async () => {
    const shop = await openEvent(105);
    expect(shop.screen.getByRole("heading", { level: 1 }).textContent).toBe("Winter Light");
    expect(shop.screen.getByRole("alert").textContent).toBe("This event has ended. Tickets can no longer be booked.");
    expect(shop.screen.queryByRole("button", { name: "Add to basket" })).toBeNull();
    shop.handle.unmount();
  });

  it.each([["/tickets/999"], ["/tickets/abc"]])("says an event does not exist: %s", async (route) => {
    const shop = await renderShop({ service, route });
    expect((await shop.screen.findByTestId("event-not-found")).textContent).toBe(
      "We could not find this event. It may no longer be in our programme.",
    );
    expect(shop.screen.getByRole("heading", { level: 1 }).textContent).toBe("Event not found");
    shop.handle.unmount();
  });

  it("offers a retry when the event cannot be loaded, and keeps the basket", async () => {
    sessionStorage.setItem(
      "foyer:test:basket",
      JSON.stringify({
        v: 1,
        value: {
          lines: [{ key: "a", type: "merchandise", id: 1, name: "Poster", price: 900, totalPrice: 900, count: 1 }],
        },
      }),
    );
    await service.fault({ endpoint: "ticket/collect/event/101", status: 500, times: 3 });
    const shop = await renderShop({ service, route: "/tickets/101" });
    await shop.screen.findByText("The event could not be loaded. Please try again.");
    expect(basketLines()).toHaveLength(1);
    await shop.user.click(shop.screen.getByRole("button", { name: "Try again" }));
    await shop.screen.findByRole("heading", { level: 1, name: "Light and Shadow – Romantic Painting" });
    shop.handle.unmount();
  });

  it("speaks German by default wording", async () => {
    const shop = await openEvent(101, "de");
    expect(shop.screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Licht und Schatten – Malerei der Romantik",
    );
    expect(shop.screen.getByRole("heading", { level: 2, name: "Datum wählen" })).toBeTruthy();
    await waitFor(() =>
      expect(day(shop, DAYS.soldOutDay).getAttribute("aria-label")).toMatch(/ausgebucht|ausverkauft/),
    );
    shop.handle.unmount();
  });
});
