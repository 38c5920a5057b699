// The success page lists what was booked, as the basket showed it, and shows the booking again
// after a reload (issue 19); a damaged kept booking is no booking.
import { afterEach, describe, expect, it } from "vitest";
import { within } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import type { BasketLine } from "../../../src/domain/basket";
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

  it("says there is nothing to confirm when the kept booking is damaged", async () => {
    sessionStorage.setItem("foyer:test:booked", JSON.stringify({ v: 1, value: { us: "x", result: { total: 5 } } }));
    const shop = await renderShop({ service, route: "/checkout/success" });
    await shop.screen.findByRole("heading", { level: 1 });
    expect(shop.screen.queryByTestId("booking-id")).toBeNull();
    expect(shop.screen.queryByTestId("booked")).toBeNull();
  });
});
