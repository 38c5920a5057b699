// Merchandise, annual passes, vouchers and voucher codes in Chromium against the built widget.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations, describeViolations, shop, useHarness, waitForShop } from "./harness";
import { allocateVouchers } from "../../src/domain/vouchers";
import type { BasketLine } from "../../src/domain/basket";

const h = useHarness();

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const storedLines = (page: Page): Promise<BasketLine[]> =>
  page.evaluate(() => {
    const raw = sessionStorage.getItem("foyer:shop3:basket");
    return raw ? JSON.parse(raw).value.lines : [];
  });

/** The id of the element that has focus inside the widget's shadow root. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.querySelector("[data-foyer]")!.shadowRoot!.activeElement as HTMLElement | null;
    return active ? (active.getAttribute("aria-label") ?? active.textContent ?? active.id) : null;
  });

describe("shop area", () => {
  it("adds a poster, an annual pass for two with owners, a variable voucher of 25.50 EUR and redeems a code", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/#/en/merchandise`);
    await waitForShop(page);
    const s = shop(page);
    await s.getByRole("button", { name: "Accept" }).click();

    // merchandise list, then a category
    await s.getByRole("link", { name: "Poster “Night Garden”" }).waitFor();
    await expectNoViolations(page);
    await s.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Posters" }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#/en/merchandise/2");
    await expect.poll(() => s.getByTestId("product-card").count()).toBe(2);
    await expectNoViolations(page);

    // the poster
    await s.getByRole("link", { name: "Poster “Linden in Bloom”" }).click();
    await s.getByRole("heading", { level: 1, name: "Poster “Linden in Bloom”" }).waitFor();
    await expectNoViolations(page);
    await s.getByRole("button", { name: "Add to basket" }).click();
    await s.getByText("1 item was added to your basket.").first().waitFor();

    // the annual pass for two, with its two owners
    await s.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Annual passes" }).click();
    await s.getByRole("link", { name: "Annual pass for two" }).waitFor();
    await expectNoViolations(page);
    await s.getByRole("link", { name: "Annual pass for two" }).click();
    await s.getByRole("heading", { level: 1, name: "Annual pass for two" }).waitFor();
    const rows = s.getByTestId("owner-row");
    await expect.poll(() => rows.count()).toBe(2);
    await expectNoViolations(page);
    // nothing filled in: the first missing field takes the focus
    await s.getByRole("button", { name: "Add to basket" }).click();
    await s.getByText("Please correct the errors in the form.").first().waitFor();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (document.querySelector("[data-foyer]")!.shadowRoot!.activeElement as HTMLInputElement)
              ?.closest("fieldset")
              ?.querySelector("legend")?.textContent,
        ),
      )
      .toBe("Pass holder 1");
    await expectNoViolations(page);
    await rows.nth(0).getByLabel("First name").fill("Ada");
    await rows.nth(0).getByLabel("Surname").fill("Lind");
    await rows.nth(1).getByLabel("Title").selectOption("mr");
    await rows.nth(1).getByLabel("First name").fill("Ben");
    await rows.nth(1).getByLabel("Surname").fill("Lind");
    await s.getByRole("button", { name: "Add to basket" }).click();
    await s.getByText("1 item was added to your basket.").first().waitFor();

    // a variable voucher of 25.50 EUR
    await s.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Vouchers" }).click();
    await s.getByRole("link", { name: "Voucher, amount of your choice" }).waitFor();
    await expectNoViolations(page);
    await s.getByRole("link", { name: "Voucher, amount of your choice" }).click();
    const amount = s.getByRole("textbox", { name: /Amount in euros/ });
    await amount.fill("25.50");
    await amount.press("Tab");
    await expect.poll(() => amount.inputValue()).toBe("25.50");
    await s.getByText("Total: €25.50").first().waitFor();
    await expectNoViolations(page);
    await s.getByRole("button", { name: "Add to basket" }).click();
    await s.getByText("The voucher was added to your basket.").first().waitFor();

    // a code larger than the basket, through the voucher list's code entry
    await s.getByRole("link", { name: "Back to the vouchers" }).click();
    await s.getByRole("textbox", { name: "Voucher code" }).fill(" GIFT-BIG-500 ");
    await s.getByRole("button", { name: "Check code" }).click();
    await s.getByText("Gift voucher GIFT-BIG-500 is valid. Available amount: €500.00").first().waitFor();
    await expectNoViolations(page);
    await s.getByRole("button", { name: "Add code to basket" }).click();
    await s
      .getByText("The code GIFT-BIG-500 is in your basket. Up to €500.00 will be taken off your total.")
      .first()
      .waitFor();
    await expect.poll(() => s.getByTestId("basket-link").textContent()).toContain("4");

    const lines = await storedLines(page);
    expect(lines).toMatchObject([
      { type: "merchandise", id: 3, count: 1, price: 1200, totalPrice: 1200 },
      {
        type: "annualPass",
        id: 102,
        count: 1,
        totalPrice: 11000,
        owners: [
          { fname: "Ada", lname: "Lind" },
          { title: "mr", fname: "Ben", lname: "Lind" },
        ],
      },
      { type: "voucher", id: 4, count: 1, price: 2550, totalPrice: 2550, variable_amount: true },
      { type: "voucherCode", barcode: "GIFT-BIG-500", amount: 50000, price: -50000, totalPrice: -50000 },
    ]);
    // the basket screen (issue 6) shows the discount; the stored lines already give it: never below 0
    const allocation = allocateVouchers(lines);
    expect(allocation).toMatchObject({ subtotal: 14750, total: 0, discount: -14750 });
    expect(allocation.vouchers[0]).toMatchObject({ discount: -14750, remaining: 35250 });
    expect(h.errors(page)).toEqual([]);
  });

  it("is usable with the keyboard: quantity, add to basket, and a code looked up with Enter", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/#/en/product/7`);
    await waitForShop(page);
    const s = shop(page);
    const more = s.getByRole("button", { name: "More: Children’s book “Mia at the Museum”" });
    await more.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => s.getByRole("spinbutton").inputValue()).toBe("2");
    await page.keyboard.press("Tab");
    expect(await focusedLabel(page)).toBe("Add to basket");
    await page.keyboard.press("Enter");
    await s.getByText("2 items were added to your basket.").first().waitFor();

    await page.evaluate(() => (location.hash = "#/en/vouchers"));
    const code = s.getByRole("textbox", { name: "Voucher code" });
    await code.focus();
    await page.keyboard.type("GIFT-PARTLY-30");
    await page.keyboard.press("Enter");
    await s.getByText("Gift voucher GIFT-PARTLY-30 is valid. Available amount: €30.00").first().waitFor();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await focusedLabel(page)).toBe("Add code to basket");
    await page.keyboard.press("Enter");
    await s
      .getByText(/The code GIFT-PARTLY-30 is in your basket/)
      .first()
      .waitFor();
    expect((await storedLines(page)).map((l) => l.type)).toEqual(["merchandise", "voucherCode"]);
  });

  it("shows the sold-out product, an invalid code and the German screens without axe violations", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/#/de/product/4`);
    await waitForShop(page);
    const s = shop(page);
    await s.getByText("Dieser Artikel ist ausverkauft.").first().waitFor();
    await expectNoViolations(page);

    await page.evaluate(() => (location.hash = "#/de/passes/103"));
    await s
      .getByText(/werden per Post verschickt/)
      .first()
      .waitFor();
    await expectNoViolations(page);

    await page.evaluate(() => (location.hash = "#/de/vouchers"));
    await s.getByRole("textbox", { name: "Gutscheincode" }).fill("GIFT-USED-25");
    await s.getByRole("button", { name: "Code prüfen" }).click();
    await s.getByText("Dieser Code ist bereits vollständig eingelöst.").first().waitFor();
    await expectNoViolations(page);
    expect(h.errors(page)).toEqual([]);
  });
});
