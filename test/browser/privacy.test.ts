// Privacy on the host's page (issue 12 item 6), in Chromium: only http(s) links of the server's
// HTML stay clickable, and the provider's return URLs carry the shop's own parameters only, not
// the host page's query (e.g. ?email=). Logout: the contract has no logout call (decisions.md).
import { describe, expect, it } from "vitest";
import { shop, useHarness, waitForShop } from "./harness";
import { adultTickets, putBasket, sessionFor } from "./checkout-helpers";

const h = useHarness();

describe("privacy on the host's page", () => {
  it("keeps only http(s) links of a static page clickable: no data:, vbscript: or javascript:", async () => {
    await h.control("page", {
      id: "imprint",
      title: "Imprint",
      html:
        '<p><a href="data:text/html,<script>alert(1)</script>">d</a> <a href="vbscript:msgbox(1)">v</a> ' +
        '<a href="javascript:alert(1)">j</a> <a href="https://museum.example/contact">Contact</a></p>',
    });
    const page = await h.page();
    await page.goto(`${h.url}/#/en/page/imprint`);
    await waitForShop(page);
    const s = shop(page);
    await s.getByText("Contact").waitFor();
    const hrefs = await s
      .locator("[data-foyer-main] a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")).filter((href): href is string => href !== null));
    expect(hrefs.filter((href) => !/^https?:/.test(href) && !href.startsWith("#") && !href.startsWith("/"))).toEqual(
      [],
    );
    expect(hrefs).toContain("https://museum.example/contact");
  });

  it("hands the provider return URLs without the host page's query", async () => {
    const session = await sessionFor(h);
    const page = await h.page();
    const visit = `${h.url}/?email=ada%40example.org&fname=Ada`;
    await page.goto(`${visit}#/en`);
    await waitForShop(page);
    await putBasket(page, [adultTickets(1)], session);
    await page.goto(`${visit}#/en/checkout`);
    await page.reload();
    await waitForShop(page);
    const payment = shop(page).getByRole("region", { name: "Payment" });
    await payment.getByRole("radio", { name: "Credit card" }).check();
    await payment.getByRole("checkbox", { name: /I accept the terms/ }).check();
    const sent = page.waitForRequest((r) => /checkout\/initPayment/.test(r.url()));
    await payment.getByRole("button", { name: "Order with obligation to pay" }).click();
    const body = (await sent).postDataJSON() as { url: { continue: string; cancel: string } };
    expect(body.url.continue).toBe(`${h.url}/#/en/checkout/success?embed=shop3`);
    expect(body.url.cancel).toBe(`${h.url}/#/en/checkout/failed?embed=shop3`);
    expect(JSON.stringify(body)).not.toMatch(/ada|fname/i);
  });
});
