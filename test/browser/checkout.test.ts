// Checkout in Chromium against the built widget on the demo page: one test per outcome through
// the provider's sandbox (paid, declined, cancelled and kept or cleared, expired cart, the same
// return twice), voucher codes in the total, the keyboard, and axe on every checkout screen.
import { describe, expect, it } from "vitest";
import { shop, useHarness, waitForShop } from "./harness";
import {
  adultTickets,
  answer,
  code,
  expectAxeClean,
  lineCount,
  openWith,
  order,
  placesAt12,
  poster,
  sessionFor,
  storedBasket,
  SEEDED_EMAIL,
  SEEDED_PASSWORD,
} from "./checkout-helpers";

const h = useHarness();

async function stockOf(id: number) {
  const r = await fetch(`${h.url}/api/en/merchandise?article=${id}`);
  return ((await r.json()) as { data: { stock: number } }).data.stock;
}

describe("checkout in the browser", () => {
  it("paid: log in from the basket, pay by card, the booking shows, basket gone, capacity and stock reduced, a reload books nothing", async () => {
    const page = await h.page();
    const stock = await stockOf(3);
    await openWith(h, page, "/checkout", [adultTickets(2), poster]);
    const s = shop(page);
    await s.getByRole("heading", { level: 2, name: "Your basket" }).waitFor();
    await expectAxeClean(page);

    await s.getByRole("region", { name: "Your details" }).getByRole("button", { name: "Log in" }).click();
    await s.getByLabel(/^E-mail address/).fill(SEEDED_EMAIL);
    await s.getByLabel(/^Password/).fill(SEEDED_PASSWORD);
    await s.getByRole("button", { name: "Log in", exact: true }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#/en/checkout");
    await s.getByText("You are ordering as Erika Mustermann (erika.mustermann@example.org).").first().waitFor();
    // Erika's delivery address in Hamburg: shipping to Germany
    await expect.poll(() => s.getByTestId("basket-totals").textContent()).toContain("€4.95");
    await expectAxeClean(page);

    await order(page, "Credit card");
    await page.getByText("Pay €44.95").first().waitFor();
    const back = await answer(page, /^Pay /);
    expect(back).toMatch(
      /\?us=[A-Za-z0-9]{12}&sessionUs=[A-Za-z0-9]{12}&srcURL=.+#\/en\/checkout\/success\?embed=shop3$/,
    );
    await s.getByTestId("booking-id").waitFor();
    expect(await s.getByTestId("booking-id").textContent()).toMatch(/^Your booking number: LH\d+$/);
    await expectAxeClean(page);
    // the parameters left the address; the basket is gone
    expect(page.url()).toBe(`${h.url}/#/en/checkout/success`);
    expect(await storedBasket(page)).toBeNull();
    expect(await s.getByTestId("basket-link").textContent()).toContain("0");
    expect(await placesAt12(h)).toBe(1);
    expect(await stockOf(3)).toBe(stock - 1);

    // a reload confirms nothing again and still shows the booking with what was booked (issue 19)
    const number = await s.getByTestId("booking-id").textContent();
    await page.reload();
    await waitForShop(page);
    await expect.poll(() => s.getByTestId("booking-id").textContent()).toBe(number);
    expect(await s.getByTestId("booked").getByTestId("basket-line").count()).toBeGreaterThan(0);
    expect(await placesAt12(h)).toBe(1);
    expect(h.errors(page)).toEqual([]);
  });

  it("declined: the failed page says the payment was not completed and keeps the basket", async () => {
    const page = await h.page();
    await openWith(h, page, "/checkout", [adultTickets(1)], await sessionFor(h));
    await order(page, "PayPal");
    const back = await answer(page, /Simulate a declined payment/);
    expect(back).toMatch(/status=declined#\/en\/checkout\/failed\?embed=shop3$/);
    const s = shop(page);
    await s.getByText("The payment was not completed successfully. Please try again.").first().waitFor();
    expect(await lineCount(page)).toBe(1);
    expect(page.url()).toBe(`${h.url}/#/en/checkout/failed`);
    await expectAxeClean(page);
    expect(await placesAt12(h)).toBe(3);
  });

  it.each([
    ["keeps", "Keep basket", 1],
    ["clears", "Clear basket", 0],
  ])("cancelled: the canceled page %s the basket", async (_, button, left) => {
    const page = await h.page();
    await openWith(h, page, "/checkout", [adultTickets(1)], await sessionFor(h));
    await order(page, "Credit card");
    await answer(page, /Cancel and return to the shop/);
    const s = shop(page);
    await s.getByRole("button", { name: button }).waitFor();
    expect(await page.evaluate(() => location.hash)).toBe("#/en/checkout/canceled");
    await expectAxeClean(page);
    await s.getByRole("button", { name: button }).click();
    if (left) {
      await expect.poll(() => page.evaluate(() => location.hash)).toBe("#/en/checkout");
      await expect.poll(() => lineCount(page)).toBe(1);
    } else {
      await s.getByText("Your basket has been cleared.").first().waitFor();
      expect(await storedBasket(page)).toBeNull();
    }
  });

  it("an expired cart: the cart-gone message, the basket kept", async () => {
    const page = await h.page();
    await openWith(h, page, "/checkout", [adultTickets(1)], await sessionFor(h));
    await order(page, "Credit card");
    // the visitor stays at the provider longer than the cart lives (15 minutes)
    await h.control("clock", { now: new Date(h.now().getTime() + 30 * 60_000).toISOString() });
    await answer(page, /^Pay /);
    const s = shop(page);
    await s
      .getByText(/We cannot find this basket: it has already been paid for, it has timed out/)
      .first()
      .waitFor();
    expect((await storedBasket(page))!.lines).toHaveLength(1);
    await expectAxeClean(page);
    // the provider took nothing for the expired cart: the canceled page offers to keep the basket
    await s.getByRole("button", { name: "Keep basket" }).click();
    await expect.poll(() => lineCount(page)).toBe(1);
    expect(await placesAt12(h)).toBe(3);
  });

  it("accepted: without confirmation on checkout the visitor confirms after the provider", async () => {
    await h.control("config", { confirmPaymentOnCheckout: false });
    const page = await h.page();
    await openWith(h, page, "/checkout", [adultTickets(1)], await sessionFor(h));
    const payment = shop(page).getByRole("region", { name: "Payment" });
    await payment.getByRole("radio", { name: "Credit card" }).check();
    await payment.getByRole("checkbox", { name: /I accept the terms/ }).check();
    await payment.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/pay\//);
    expect(await answer(page, /^Pay /)).toMatch(/#\/en\/checkout\/accepted\?embed=shop3$/);
    const s = shop(page);
    await s
      .getByText("Your payment details have been accepted. Please check your order and confirm it.")
      .first()
      .waitFor();
    // held by the open cart (issue 32: held is not free), not yet booked
    expect(await placesAt12(h)).toBe(2);
    await expectAxeClean(page);
    await s.getByRole("button", { name: "Order with obligation to pay" }).click();
    await s.getByTestId("booking-id").waitFor();
    expect(page.url()).toBe(`${h.url}/#/en/checkout/success`);
    expect(await placesAt12(h)).toBe(2);
  });

  it("the same return twice books once", async () => {
    const page = await h.page();
    await openWith(h, page, "/checkout", [adultTickets(2)], await sessionFor(h));
    await order(page, "Credit card");
    const back = await answer(page, /^Pay /);
    const s = shop(page);
    await s.getByTestId("booking-id").waitFor();
    const booking = await s.getByTestId("booking-id").textContent();
    // the provider's redirect again (a second tab, the browser's history)
    await page.goto(back);
    await waitForShop(page);
    // the (now empty) basket knows no cart: the same booking is confirmed again (issue 32, 7),
    // nothing is booked twice
    await expect.poll(() => s.getByTestId("booking-id").textContent()).toBe(booking);
    expect(await placesAt12(h)).toBe(1);
  });

  it("a voucher code shows as a discount in the total, never below 0", async () => {
    const page = await h.page();
    await openWith(h, page, "/checkout", [adultTickets(2), code("GIFT-PARTLY-30", 3000)]);
    const s = shop(page);
    const totals = s.getByTestId("basket-totals");
    await totals.waitFor();
    expect(await totals.getByRole("row", { name: /Voucher codes/ }).textContent()).toBe("Voucher codes-€28.00");
    expect(await s.getByTestId("basket-total").textContent()).toBe("€0.00");
    expect(await s.getByTestId("basket-line").nth(1).textContent()).toContain("Left on the code afterwards: €2.00");
    // a second code through the entry in the basket: nothing more to take
    await s.getByRole("textbox", { name: "Voucher code" }).fill("GIFT-BIG-500");
    await s.getByRole("button", { name: "Check code" }).click();
    await s.getByRole("button", { name: "Add code to basket" }).click();
    await expect.poll(() => lineCount(page)).toBe(3);
    expect(await s.getByTestId("basket-line").nth(2).textContent()).toContain("Left on the code afterwards: €500.00");
    expect(await s.getByTestId("basket-total").textContent()).toBe("€0.00");
    await expectAxeClean(page);
  });

  it("orders with the keyboard alone, direct debit included", async () => {
    const page = await h.page();
    const session = await sessionFor(h);
    // the service's payment types answer late (as on a busy machine): until then the checkout
    // offers its own two (credit card, PayPal), and the group grows when they come
    await h.control("fault", { endpoint: "checkout/payments", delay: 1000, times: 3 });
    await openWith(h, page, "/checkout", [adultTickets(1)], session);
    const payment = shop(page).getByRole("region", { name: "Payment" });
    // a visitor who pays by direct debit waits for it to be offered
    await payment.getByRole("radio", { name: "Direct debit", exact: true }).waitFor();
    await payment.getByRole("radio", { name: "Credit card" }).focus();
    // arrow keys move through the radio group: credit card, PayPal, direct debit
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    expect(await payment.getByRole("radio", { name: "Direct debit", exact: true }).isChecked()).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Erika Mustermann");
    await page.keyboard.press("Tab");
    await page.keyboard.type("DE89 3704 0044 0532 0130 00");
    // past the invoice checkbox (on by default) to the terms
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    expect(await payment.getByRole("checkbox", { name: "Send me an invoice with the order" }).isChecked()).toBe(true);
    expect(await payment.getByRole("checkbox", { name: /I accept/ }).isChecked()).toBe(true);
    await expectAxeClean(page);
    await payment.getByRole("button", { name: "Order with obligation to pay" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/pay\//);
    await page.getByText("DE89 3704 0044 0532 0130 00").first().waitFor();
    await page.getByText("Erika Mustermann").first().waitFor();
  });

  it("has no serious or critical axe violation on the order review and with every check failing", async () => {
    const page = await h.page();
    await openWith(h, page, "/checkout", [poster], await sessionFor(h));
    const payment = shop(page).getByRole("region", { name: "Payment" });
    await payment.getByRole("radio", { name: "SEPA direct debit" }).check();
    await shop(page).getByRole("checkbox", { name: "Deliver to my billing address" }).waitFor();
    await shop(page)
      .getByLabel(/^Country/)
      .selectOption("US");
    await payment.getByRole("button", { name: "Order with obligation to pay" }).click();
    await payment.getByText("Please enter your IBAN.").first().waitFor();
    await payment
      .getByText(/We have no shipping costs for this country/)
      .first()
      .waitFor();
    await expectAxeClean(page);

    await page.goto(`${h.url}/#/en/order-review/R7K2M9Q4`);
    await shop(page).getByRole("heading", { level: 1, name: "Order R7K2M9Q4" }).waitFor();
    await expectAxeClean(page);
    await page.goto(`${h.url}/#/en/order-review/X5C1V6B9`);
    await shop(page)
      .getByText(/This order is not available/)
      .waitFor();
    await expectAxeClean(page);
    await page.goto(`${h.url}/#/de/checkout`);
    await shop(page).getByText("Ihr Warenkorb", { exact: true }).first().waitFor();
    await expectAxeClean(page);
  });
});
