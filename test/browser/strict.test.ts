// The strict sandbox in Chromium: every catalogue screen, the basket and a purchase work when the
// service answers only with the fields the specification names (demo/server/shape.ts), with no
// page error and no error boundary.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { shop, useHarness, waitForShop } from "./harness";
import { answer, order, SEEDED_EMAIL, SEEDED_PASSWORD, ticketDay } from "./checkout-helpers";

const h = useHarness({ shape: "spec" });

const BROKEN = /could not be shown|could not be loaded/;

async function visit(page: Page, route: string, ready: string) {
  await page.goto(`${h.url}/#/en${route}`);
  await waitForShop(page);
  const s = shop(page);
  await s.getByText(ready, { exact: false }).first().waitFor();
  expect(await s.locator("[data-foyer-main]").textContent()).not.toMatch(BROKEN);
}

describe("strict sandbox in the browser", () => {
  it.each([
    ["/tickets", "Light and Shadow – Romantic Painting"],
    ["/tickets/101", "Main building on Lindenplatz"],
    ["/tickets/103", "Festival of Lights in Lindenpark"],
    ["/guided-tours", "Highlights of the collection"],
    ["/guided-tours/102", "Highlights of the collection"],
    ["/merchandise", "Poster “Linden in Bloom”"],
    ["/product/3", "Poster “Linden in Bloom”"],
    ["/passes/102", "Pass holder 1"],
    ["/vouchers", "Gift voucher €25"],
  ])("shows %s", async (route, ready) => {
    const page = await h.page();
    await visit(page, route, ready);
    expect(h.errors(page)).toEqual([]);
  });

  it("buys tickets: event, day and time, basket, login, card payment, booking", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/#/en/tickets/101`);
    await waitForShop(page);
    const s = shop(page);
    await s.getByRole("heading", { level: 1, name: "Light and Shadow – Romantic Painting" }).waitFor();
    const day = s.locator(`button[data-day="${ticketDay()}"][aria-label$=", available"]`);
    await day.click();
    await s.getByRole("radio", { name: /^10:00/ }).check();
    await s.getByRole("button", { name: "More: Adult" }).click();
    await s.getByRole("button", { name: "Add to basket" }).click();
    await s.getByText("1 ticket is now in your basket.").first().waitFor();

    await page.goto(`${h.url}/#/en/checkout`);
    await s.getByRole("heading", { level: 2, name: "Your basket" }).waitFor();
    await s.getByRole("region", { name: "Your details" }).getByRole("button", { name: "Log in" }).click();
    await s.getByLabel(/^E-mail address/).fill(SEEDED_EMAIL);
    await s.getByLabel(/^Password/).fill(SEEDED_PASSWORD);
    await s.getByRole("button", { name: "Log in", exact: true }).click();
    await s
      .getByText(/You are ordering as Erika Mustermann/)
      .first()
      .waitFor();
    await order(page, "Credit card");
    await answer(page, /^Pay /);
    await s.getByTestId("booking-id").waitFor();
    expect(await s.getByTestId("booking-id").textContent()).toMatch(/^Your booking number: LH\d+$/);
    expect(await s.locator("[data-foyer-main]").textContent()).not.toMatch(BROKEN);
    // neither the provider's address nor the booking named the cart: the basket is gone all the same
    await page.goto(`${h.url}/#/en/checkout`);
    await s.getByText("Your basket is empty.").first().waitFor();
    expect(h.errors(page)).toEqual([]);
  });
});
