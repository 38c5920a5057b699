// The two account flows through checkout in Chromium (their parts are tested at component level
// in test/features/account/): a guest checkout from a full basket, and a token that expires
// during checkout, which leads to login and back to checkout with the basket intact.
import { describe, expect, it } from "vitest";
import { shop, useHarness } from "./harness";
import {
  adultTickets,
  answer,
  expectAxeClean,
  lineCount,
  openWith,
  order,
  poster,
  sessionFor,
  storedBasket,
  SEEDED_EMAIL,
  SEEDED_PASSWORD,
} from "./checkout-helpers";

const h = useHarness();

describe("accounts at checkout", () => {
  it("a guest checks out from a full basket and pays", async () => {
    const page = await h.page();
    await openWith(h, page, "/checkout", [adultTickets(1), poster]);
    const s = shop(page);
    // before sign-in: express PayPal only
    await expect.poll(() => s.getByRole("region", { name: "Payment" }).getByRole("radio").count()).toBe(1);
    await s.getByRole("region", { name: "Your details" }).getByRole("button", { name: "Continue as a guest" }).click();
    await s.getByLabel(/^First name/).waitFor();
    await s.getByLabel(/^E-mail address/).fill("gast@example.org");
    await s.getByLabel(/^Repeat e-mail address/).fill("gast@example.org");
    await s.getByLabel(/^First name/).fill("Gerda");
    await s.getByLabel(/^Last name/).fill("Gast");
    await s.getByLabel(/^Street and number/).fill("Am Markt 5");
    await s.getByLabel(/^Postcode/).fill("14467");
    await s.getByLabel(/^City/).fill("Potsdam");
    await s.getByLabel(/^Country/).selectOption("AT");
    await s.getByRole("button", { name: "Continue as a guest" }).click();

    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#/en/checkout");
    await s.getByText("You are ordering as a guest: Gerda Gast (gast@example.org).").first().waitFor();
    expect(await lineCount(page)).toBe(2);
    // every payment type now; the poster goes to the billing address in Austria
    await expect.poll(() => s.getByRole("region", { name: "Payment" }).getByRole("radio").count()).toBe(6);
    await expect.poll(() => s.getByTestId("basket-totals").textContent()).toContain("€9.90");
    await expectAxeClean(page);
    await order(page, "Credit card");
    await page.getByText("Pay €35.90").first().waitFor();
    await answer(page, /^Pay /);
    await s.getByTestId("booking-id").waitFor();
    expect(await storedBasket(page)).toBeNull();
    expect(h.errors(page)).toEqual([]);
  });

  it("a token that expires during checkout leads to login and back to checkout, the basket intact", async () => {
    const page = await h.page();
    await openWith(h, page, "/checkout", [adultTickets(2), poster], await sessionFor(h));
    const s = shop(page);
    await s.getByText("You are ordering as Erika Mustermann (erika.mustermann@example.org).").first().waitFor();
    // two hours and a minute later the token has expired
    await h.control("clock", { now: new Date(h.now().getTime() + 2 * 3600_000 + 10 * 60_000).toISOString() });
    const payment = s.getByRole("region", { name: "Payment" });
    await payment.getByRole("radio", { name: "Credit card" }).check();
    await payment.getByRole("checkbox", { name: /I accept/ }).check();
    await payment.getByRole("button", { name: "Order with obligation to pay" }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#/en/login?unauthorized=1&returnTo=%2Fcheckout");
    await s
      .getByText(/Please log in to continue/)
      .first()
      .waitFor();
    expect((await storedBasket(page))!.lines).toHaveLength(2);
    await s.getByLabel(/^E-mail address/).fill(SEEDED_EMAIL);
    await s.getByLabel(/^Password/).fill(SEEDED_PASSWORD);
    await s.getByRole("button", { name: "Log in", exact: true }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#/en/checkout");
    await expect.poll(() => lineCount(page)).toBe(2);
    // and the order goes through with the new token
    await order(page, "Credit card");
    await answer(page, /^Pay /);
    await s.getByTestId("booking-id").waitFor();
  });
});
