// A basket damaged in session storage (issue 12 item 5): lines that are null, a string, a number,
// a ticket without a date, a tour without fields, a pass without owners, lines without numbers.
// Each line that does not decode is dropped when the embed starts, with a notice naming it (a
// toast, said by the live region); the good lines stay, checkout works, nothing shows €NaN.
import { afterEach, describe, expect, it, vi } from "vitest";
import { waitFor } from "@testing-library/dom";
import type { BasketLine } from "../../../src/domain/basket";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop, type RenderedShop } from "../../helpers/render-shop";
import { adultTickets, poster, resetAddress, seedBasket, storedBasket } from "./helpers";

const service = useSandbox();
afterEach(() => {
  resetAddress();
  vi.restoreAllMocks();
});

const damaged = (line: unknown) => line as BasketLine;

/** The text of every toast, once the first is there. */
async function toasts(shop: RenderedShop): Promise<string> {
  const found = await shop.screen.findAllByTestId("toast");
  return found.map((t) => t.textContent).join(" | ");
}

describe("a damaged stored basket", () => {
  it("drops a null, a string and a number line, keeps the rest, and checkout still works", async () => {
    seedBasket([damaged(null), poster(1), damaged("poster"), damaged(42)]);
    const shop = await renderShop({ service, route: "/checkout" });
    const lines = await shop.screen.findAllByTestId("basket-line");
    expect(lines.map((l) => l.querySelector("h3")!.textContent)).toEqual(["Poster “Linden in Bloom”"]);
    expect(shop.root.textContent).not.toContain("NaN");
    // the notice names what was dropped (three unreadable lines have no name to give)
    expect(await toasts(shop)).toBe("3 basket entries could not be read and were removed.×");
    // the stored basket is clean again
    await waitFor(() => expect(storedBasket()!.lines.map((l) => l.name)).toEqual(["Poster “Linden in Bloom”"]));
    // and the shop goes on: a line is removed after yes
    await shop.user.click(shop.screen.getByRole("button", { name: "Remove Poster “Linden in Bloom”" }));
    await shop.user.click(shop.screen.getByRole("button", { name: "Yes, remove" }));
    expect(await shop.screen.findByText("Your basket is empty.")).toBeTruthy();
  });

  it("drops a ticket without a date, a tour without fields and a pass without owners, naming each", async () => {
    const { date: _d, datetime: _dt, ...undated } = adultTickets(1) as BasketLine & { date: string; datetime: string };
    seedBasket([
      damaged(undated),
      damaged({ type: "guidedTour", key: "tour" }),
      damaged({ type: "annualPass", key: "pass", id: 7, name: "Annual pass", price: 5000, totalPrice: 5000, count: 1 }),
      adultTickets(2),
    ]);
    const shop = await renderShop({ service, route: "/checkout" });
    const lines = await shop.screen.findAllByTestId("basket-line");
    expect(lines).toHaveLength(1);
    expect(lines[0].textContent).toContain("2 × €14.00");
    expect(await toasts(shop)).toBe(
      "These could not be read back and were removed from your basket: “Adult – Light and Shadow – Romantic Painting”, “Annual pass”, 1 unreadable entry.×",
    );
    // the live region says it too (assertively: the screen speaks after it)
    await waitFor(() =>
      expect(shop.root.querySelector("[data-testid=live-assertive]")!.textContent).toContain("Annual pass"),
    );
    expect(shop.root.textContent).not.toContain("NaN");
  });

  it("never shows €NaN: a line without its numbers is dropped", async () => {
    const { totalPrice: _t, ...noTotal } = poster(2) as BasketLine & { totalPrice: number };
    seedBasket([
      damaged({ ...poster(1), key: "noprice", id: 4, name: "Poster “Night Garden”", price: undefined }),
      damaged({ ...poster(1), key: "nocount", id: 5, name: "Tote bag", count: "many" }),
      damaged(noTotal),
      poster(2),
    ]);
    const shop = await renderShop({ service, route: "/checkout" });
    const lines = await shop.screen.findAllByTestId("basket-line");
    expect(lines.map((l) => l.querySelector("h3")!.textContent)).toEqual(["Poster “Linden in Bloom”"]);
    expect(lines[0].textContent).toContain("€24.00");
    expect(shop.root.textContent).not.toContain("NaN");
    expect(await toasts(shop)).toContain(
      "These could not be read back and were removed from your basket: “Poster “Night Garden””, “Tote bag”, “Poster “Linden in Bloom””.",
    );
    // the header's basket link counts only what is left
    expect(shop.screen.getByRole("link", { name: /Basket\s*,\s*1 item/ })).toBeTruthy();
  });

  it("a basket that is not an object at all starts empty, with a notice", async () => {
    sessionStorage.setItem("foyer:test:basket", JSON.stringify({ v: 1, value: { lines: "everything" } }));
    const shop = await renderShop({ service, route: "/checkout" });
    expect(await shop.screen.findByText("Your basket is empty.")).toBeTruthy();
    expect(await toasts(shop)).toBe("1 basket entry could not be read and was removed.×");
  });
});
