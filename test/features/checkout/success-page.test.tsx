// The success page lists what was booked, as the basket showed it, and shows the booking again
// after a reload (issue 19); a damaged kept booking is no booking.
import { afterEach, describe, expect, it } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import type { BasketLine } from "../../../src/domain/basket";
import { museumInstant } from "../../../src/domain/calendar";
import { SEEDED_EMAIL } from "../account/session";
import { adultTickets, answerProvider, arriveAt, orderByCard, poster, resetAddress, seedLogin } from "./helpers";

const service = useSandbox();
afterEach(resetAddress);

/** Orders the basket by credit card, pays at the provider and comes back; the shop after it. */
async function buy(lines: BasketLine[]) {
  const back = await answerProvider(service, await orderByCard(service, lines), "pay");
  arriveAt(back);
  return renderShop({ service, route: new URL(back).hash.replace(/^#\/en/, "") });
}

describe("the success page", () => {
  it("lists what was booked with its date, time and total, and shows it all again after a reload", async () => {
    await seedLogin(service);
    const tickets = adultTickets(2);
    const posters = poster(1);
    const shop = await buy([tickets, posters]);
    const number = (await shop.screen.findByTestId("booking-id")).textContent;
    const booked = within(await shop.screen.findByTestId("booked"));
    expect(booked.getByRole("heading", { level: 2 }).textContent).toBe("What you booked");
    const lines = booked.getAllByTestId("basket-line");
    expect(lines.map((l) => within(l).getByRole("heading", { level: 3 }).textContent)).toEqual([
      tickets.name,
      posters.name,
    ]);
    expect(lines[0].textContent).toContain("12:00");
    expect(booked.queryByRole("button")).toBeNull();
    const total = booked.getByText(/^Total:/).textContent;
    // a reload: the address no longer carries the return, the page still knows the booking
    shop.handle.unmount();
    const again = await renderShop({ service, route: "/checkout/success" });
    expect((await again.screen.findByTestId("booking-id")).textContent).toBe(number);
    const after = within(again.screen.getByTestId("booked"));
    expect(after.getAllByTestId("basket-line")).toHaveLength(2);
    expect(after.getByText(/^Total:/).textContent).toBe(total);
    expect(again.screen.getByRole("heading", { level: 1 }).textContent).toBe("Thank you for your order");
  });

  it("names the address the tickets go to and offers each timed visit for the calendar (issue 35)", async () => {
    await seedLogin(service);
    const tickets = adultTickets(2);
    const shop = await buy([tickets, poster(1)]);
    const id = (await shop.screen.findByTestId("booking-id")).textContent!.replace("Your booking number: ", "");
    expect(shop.screen.getByTestId("sent-to").textContent).toBe(`Your tickets are on their way to ${SEEDED_EMAIL}.`);
    const calendar = within(shop.screen.getByTestId("add-to-calendar"));
    expect(calendar.getByRole("heading", { level: 2 }).textContent).toBe("Add to calendar");
    // the tickets' slot is a visit, the poster none
    expect(calendar.getAllByRole("listitem")).toHaveLength(1);
    const file = calendar.getByRole("link", { name: "Calendar file (.ics)" });
    expect(file.getAttribute("download")).toBe(`booking-${id}-1.ics`);
    expect(file.getAttribute("aria-describedby")).toBeTruthy();
    const read = () =>
      decodeURIComponent(file.getAttribute("href")!.replace(/^data:text\/calendar;charset=utf-8,/, ""));
    // the venue is the shop's (shopinfo, asked for at the start)
    await waitFor(() => expect(read()).toContain("LOCATION:"));
    const ics = read();
    const start = museumInstant(tickets.type === "ticket" ? tickets.datetime : "", "Europe/Berlin")!;
    const utc = (d: Date) => d.toISOString().replace(/[-:]|\.\d{3}/g, "");
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("\r\nSUMMARY:Light and Shadow – Romantic Painting\r\n");
    expect(unfolded).toContain(`\r\nDTSTART:${utc(start)}\r\n`);
    expect(unfolded).toContain(`\r\nDTEND:${utc(new Date(start.getTime() + 3_600_000))}\r\n`);
    expect(unfolded).toContain("\r\nLOCATION:Museum Lindenhof\\, Lindenplatz 1\\, 10117 Berlin\r\n");
    expect(unfolded).toContain(`\r\nDESCRIPTION:Your booking number: ${id}\\n2 × Adult\r\n`);
    expect(unfolded).toMatch(new RegExp(`\\r\\nUID:booking-${id}-1@[\\w.:-]+\\r\\n`));
    const google = new URL(calendar.getByRole("link", { name: /^Google Calendar/ }).getAttribute("href")!);
    expect(google.searchParams.get("dates")).toBe(`${utc(start)}/${utc(new Date(start.getTime() + 3_600_000))}`);
    expect(google.searchParams.get("ctz")).toBe("Europe/Berlin");
    expect(shop.screen.getByRole("button", { name: "Print confirmation" })).toBeTruthy();
  });

  it("says there is nothing to confirm when the kept booking is damaged", async () => {
    sessionStorage.setItem("foyer:test:booked", JSON.stringify({ v: 1, value: { us: "x", result: { total: 5 } } }));
    const shop = await renderShop({ service, route: "/checkout/success" });
    await shop.screen.findByRole("heading", { level: 1 });
    expect(shop.screen.queryByTestId("booking-id")).toBeNull();
    expect(shop.screen.queryByTestId("booked")).toBeNull();
  });
});
