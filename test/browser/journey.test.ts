// The visitor's journey on a tall host page (issue 19): the shop sits far below the fold, so after
// the provider and after a host link into the shop the widget must bring its screen into view and
// focus its heading; on a phone (375 and 320 px) the widget never makes the host page scroll
// sideways.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { shop, useHarness, waitForShop } from "./harness";
import { adultTickets, order, putBasket, sessionFor } from "./checkout-helpers";

const h = useHarness();

const PHONE = { width: 375, height: 740 };

/** A museum page whose shop starts 1,500 px down, served for any query (the provider's return). */
async function tallHost(page: Page): Promise<string> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Museum</title>
<style>body{margin:0;font-family:sans-serif} .intro{height:1500px;padding:1em;background:#eee}</style></head>
<body><main><div class="intro"><h1>Our museum</h1><p>Opening hours and directions.</p></div>
<div data-foyer data-lang="en" data-shop="3"></div></main>
<script async src="/foyer/loader.js"></script></body></html>`;
  await page.route(/\/tall\.html(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
  );
  return `${h.url}/tall.html`;
}

/**
 * The provider's answer; its redirect is loaded again (a route does not see the target of a
 * redirect, and the tall page exists only as a route).
 */
async function answerTo(page: Page, button: RegExp) {
  const redirect = page.waitForResponse((r) => r.request().method() === "POST" && /\/pay\//.test(r.url()));
  await page.getByRole("button", { name: button }).click();
  const location = (await (await redirect).headerValue("location")) ?? "";
  await page.waitForURL(location);
  await page.reload();
  await waitForShop(page);
}

/** The focused element inside the shop's shadow root, and whether its box is in the viewport. */
function focusedHeading(page: Page) {
  return page.evaluate(() => {
    const host = document.querySelector("[data-foyer]")!;
    const active = host.shadowRoot?.activeElement as HTMLElement | null;
    if (!active) return null;
    const box = active.getBoundingClientRect();
    return {
      tag: active.tagName,
      text: active.textContent,
      inView: box.top >= 0 && box.bottom <= window.innerHeight,
    };
  });
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("the outcome in view on a tall host page", () => {
  it("after paying on a 375 px phone the thank-you heading is in view and focused", async () => {
    const page = await h.page({ viewport: PHONE });
    const url = await tallHost(page);
    await page.goto(url);
    await waitForShop(page);
    await putBasket(page, [adultTickets(1)], await sessionFor(h));
    await page.goto(`${url}#/en/checkout`);
    await page.reload();
    await waitForShop(page);
    await order(page, "Credit card");
    await answerTo(page, /^Pay /);
    await shop(page).getByTestId("booking-id").waitFor();
    await expect
      .poll(() => focusedHeading(page))
      .toEqual({ tag: "H1", text: "Thank you for your order", inView: true });
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(h.errors(page)).toEqual([]);
  });

  it.each([
    ["a declined payment", /Simulate a declined payment/, "Payment failed"],
    ["a cancelled payment", /Cancel and return to the shop/, "Payment cancelled"],
  ])("after %s the outcome heading is in view and focused", async (_, button, heading) => {
    const page = await h.page({ viewport: PHONE });
    const url = await tallHost(page);
    await page.goto(`${url}#/en/checkout`);
    await waitForShop(page);
    await putBasket(page, [adultTickets(1)], await sessionFor(h));
    await page.reload();
    await waitForShop(page);
    await order(page, "PayPal");
    await answerTo(page, button);
    await expect.poll(() => focusedHeading(page)).toEqual({ tag: "H1", text: heading, inView: true });
  });

  it("a host link into the shop opens with the linked screen in view and its heading focused", async () => {
    const page = await h.page({ viewport: PHONE });
    const url = await tallHost(page);
    await page.goto(`${url}#/en/vouchers`);
    await waitForShop(page);
    await expect.poll(() => focusedHeading(page)).toMatchObject({ tag: "H1", inView: true });
  });

  it("an ordinary visit keeps the host page at its top and its focus", async () => {
    const page = await h.page({ viewport: PHONE });
    await page.goto(await tallHost(page));
    await waitForShop(page);
    await shop(page).getByRole("heading", { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await focusedHeading(page)).toBeNull();
  });
});
