// Damaged storage and garbage answers in real Chromium (issue 12 item 5): a basket damaged in
// session storage (and junk in local storage) still gives a working shop that names what it
// dropped; storage filling up mid-session loses no line silently; garbage configuration, list
// and login answers end in a retry or an error, never in a broken shop or a stored token.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { shop, useHarness, waitForShop } from "./harness";
import { SEEDED_EMAIL, SEEDED_PASSWORD } from "../../demo/server/seed/accounts";

const h = useHarness();

const storedLines = (page: Page): Promise<{ name: string }[]> =>
  page.evaluate(() => {
    const raw = sessionStorage.getItem("foyer:shop3:basket");
    return raw ? JSON.parse(raw).value.lines : [];
  });

const poster = {
  key: "poster",
  type: "merchandise",
  id: 3,
  name: "Poster “Linden in Bloom”",
  price: 1200,
  totalPrice: 1200,
  count: 1,
  vat_value: 19,
};

async function open(page: Page, route: string) {
  await page.goto(`${h.url}/#/en${route}`);
  await waitForShop(page);
}

describe("damaged storage", () => {
  it("a basket with null, a string, a number, an undated ticket, a bare tour, a pass without owners and no numbers", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/`);
    await waitForShop(page);
    await page.evaluate((good) => {
      const lines = [
        null,
        "poster",
        42,
        { key: "t", type: "ticket", id: 1011, eventId: 101, name: "Adult", price: 1400, totalPrice: 1400, count: 1 },
        { key: "g", type: "guidedTour" },
        { key: "p", type: "annualPass", id: 20, name: "Annual pass", price: 9000, totalPrice: 9000, count: 1 },
        { ...good, key: "nan", id: 4, name: "Poster “Night Garden”", price: "free", totalPrice: undefined },
        good,
      ];
      const put = (k: string, value: unknown) =>
        sessionStorage.setItem(`foyer:shop3:${k}`, JSON.stringify({ v: 1, value }));
      put("basket", { lines, requestInvoice: true, cartId: null, externalDocumentNumber: "" });
      put("jwt", { not: "a token" });
      put("customer", 7);
      put("tracking", "utm");
      localStorage.setItem("foyer:shop3:purchases", "{not json");
    }, poster);
    // a new document, so the embed reads what was just stored
    await page.goto(`${h.url}/#/en/checkout`);
    await page.reload();
    await waitForShop(page);
    const s = shop(page);
    await expect.poll(() => s.getByTestId("basket-line").count()).toBe(1);
    await s
      .getByTestId("toast")
      .getByText(
        "These could not be read back and were removed from your basket: “Adult”, “Annual pass”, “Poster “Night Garden””, 4 unreadable entries.",
      )
      .waitFor();
    expect(await s.getByText("This part of the shop could not be shown").count()).toBe(0);
    expect(await s.locator(".foyer-root").textContent()).not.toContain("NaN");
    await expect.poll(() => storedLines(page)).toEqual([expect.objectContaining({ name: poster.name })]);
    // signed out: the damaged token was not believed
    await s.getByRole("link", { name: "Log in" }).first().waitFor();
    // the line left is removable, and the shop goes on
    await s.getByRole("button", { name: `Remove ${poster.name}` }).click();
    await s.getByRole("button", { name: "Yes, remove" }).click();
    await s.getByText("Your basket is empty.").waitFor();
    expect(h.errors(page)).toEqual([]);
  });

  it("storage filling up mid-session: the visitor is told once, and the line is saved with the next change", async () => {
    const page = await h.page();
    await open(page, "/product/3");
    const s = shop(page);
    await s.getByRole("button", { name: "Add to basket" }).click();
    await expect.poll(async () => (await storedLines(page)).length).toBe(1);
    // the host page fills session storage up to its quota
    const filled = await page.evaluate(() => {
      const chunk = "x".repeat(256 * 1024);
      let n = 0;
      try {
        for (; n < 100; n++) sessionStorage.setItem(`junk${n}`, chunk);
      } catch {
        // full
      }
      // then smaller and smaller crumbs, full to the last few bytes
      for (const size of [1024, 64, 1]) {
        try {
          for (let i = 0; i < 4096; i++) sessionStorage.setItem(`crumb${size}-${i}`, "x".repeat(size));
        } catch {
          // full at this size
        }
      }
      return n;
    });
    expect(filled).toBeLessThan(100);
    await open(page, "/product/5");
    await s.getByRole("button", { name: "Add to basket" }).click();
    await s.getByTestId("toast").getByText("Your browser's storage is full", { exact: false }).waitFor();
    expect(await storedLines(page)).toHaveLength(1);
    // the host frees space; the next change (here a route) saves the waiting basket
    await page.evaluate(() => {
      for (const k of Object.keys(sessionStorage)) if (/^(junk|crumb)/.test(k)) sessionStorage.removeItem(k);
    });
    await s.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Vouchers" }).click();
    await expect.poll(async () => (await storedLines(page)).length).toBe(2);
    await page.reload();
    await waitForShop(page);
    await page.evaluate(() => (location.hash = "#/en/checkout"));
    await expect.poll(() => s.getByTestId("basket-line").count()).toBe(2);
    expect(await s.getByText("Your browser's storage is full", { exact: false }).count()).toBe(0);
  });
});

describe("garbage answers", () => {
  it("a garbage configuration shows the retry screen, not 'Page not found'; Try again shows the shop", async () => {
    await h.control("fault", { endpoint: "shopinfo/config", body: { data: "garbage" } });
    const page = await h.page();
    await page.goto(`${h.url}/#/en/tickets`);
    const s = shop(page);
    await s.getByText("The shop cannot be loaded right now", { exact: false }).waitFor();
    expect(await s.getByText("Page not found").count()).toBe(0);
    await s.getByRole("button", { name: "Try again" }).click();
    await s.getByTestId("event-card").first().waitFor();
  });

  it("a garbage list answer: Try again really loads the list", async () => {
    await h.control("fault", { endpoint: "event/select", body: "<html>busy</html>", contentType: "text/html" });
    const page = await h.page();
    await open(page, "/tickets");
    const s = shop(page);
    await s.getByText("The events could not be loaded. Please try again.").waitFor();
    await s.getByRole("button", { name: "Try again" }).click();
    await s.getByTestId("event-card").first().waitFor();
  });

  it("a garbage login answer is never stored as the token: login failed is shown", async () => {
    await h.control("fault", { endpoint: "auth/login", body: { data: { token: "not one" } } });
    const page = await h.page();
    await open(page, "/login");
    const s = shop(page);
    await s.getByLabel(/^E-mail address/).fill(SEEDED_EMAIL);
    await s.getByLabel(/^Password/).fill(SEEDED_PASSWORD);
    await s.getByRole("button", { name: "Log in", exact: true }).click();
    await s.getByText("Login failed.").first().waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("foyer:shop3:jwt"))).toBeNull();
    expect(await page.evaluate(() => location.hash)).toBe("#/en/login");
  });
});
