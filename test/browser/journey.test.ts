// The visitor's journey on a tall host page (issue 19): the shop sits far below the fold, so after
// the provider and after a host link into the shop the widget must bring its screen into view and
// focus its heading; on a phone (375 and 320 px) the widget never makes the host page scroll
// sideways.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { settled, shop, traceScrolls, useHarness, waitForShop } from "./harness";
import { adultTickets, order, putBasket, sessionFor, SEEDED_EMAIL, SEEDED_PASSWORD } from "./checkout-helpers";

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

/** How far the page is scrolled past the widget's top. */
const widgetOffset = (page: Page) =>
  page.evaluate(() => Math.round(-document.querySelector("[data-foyer]")!.getBoundingClientRect().top) || 0);

describe("scroll restoration (spec 000)", () => {
  it("back to a screen restores how far into the widget it was scrolled, also when its answer comes late", async () => {
    const page = await h.page({ viewport: { width: 1024, height: 600 } });
    // a host app that restores its own scroll positions (as many do) turns the browser's off:
    // what comes back is the shop's own doing
    await page.addInitScript(() => (history.scrollRestoration = "manual"));
    const url = await tallHost(page);
    let hold: Promise<void> | null = null;
    let release = () => {};
    let held = 0;
    await page.route(/\/api\/en\/merchandise\/select/, async (route) => {
      if (hold) {
        held++;
        await hold;
      }
      await route.continue();
    });
    await page.goto(`${url}#/en/merchandise`);
    await waitForShop(page);
    const s = shop(page);
    await s.getByTestId("product-card").first().waitFor();
    // the cookie notice comes above the screen after its first content: the page would move
    // under the scroll below
    await s.getByTestId("cookie-notice").waitFor();
    await settled(page);
    // 500 px into the list, then a product opened from there
    await page.evaluate(() => scrollBy(0, document.querySelector("[data-foyer]")!.getBoundingClientRect().top + 500));
    await expect.poll(() => widgetOffset(page)).toBe(500);
    await s.getByTestId("product-card").last().getByRole("link").first().click();
    await s.getByRole("button", { name: "Add to basket" }).waitFor();
    // the widget's own navigation: the widget's top in view, not the host page's top
    await expect.poll(() => widgetOffset(page)).toBe(0);
    hold = new Promise((resolve) => (release = resolve));
    await page.goBack();
    // the list is asked for again and answers late; the position holds once it is there
    await expect.poll(() => held).toBe(1);
    release();
    await s.getByTestId("product-card").first().waitFor();
    await expect.poll(() => widgetOffset(page)).toBe(500);
    // the widget's own link to the same list starts it at the widget's top
    await s.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Vouchers" }).click();
    await s.getByRole("heading", { level: 1, name: /Vouchers/ }).waitFor();
    await expect.poll(() => widgetOffset(page)).toBeLessThanOrEqual(0);
  });

  it("back to a screen left in the same moment it was scrolled (its scroll event not sent yet): the position comes back", async () => {
    const { page, s } = await openEvent101();
    // one task: a scroll event is sent with the next frame, after the address has changed (a busy machine)
    await page.evaluate(() => {
      scrollBy(0, document.querySelector("[data-foyer]")!.getBoundingClientRect().top + 300);
      location.hash = "#/en/tickets/103";
    });
    await s.getByRole("heading", { level: 1, name: /Festival of Lights/ }).waitFor();
    await page.goBack();
    await s.getByRole("heading", { level: 1, name: "Light and Shadow – Romantic Painting" }).waitFor();
    await expect.poll(() => widgetOffset(page)).toBe(300);
  });

  it("back to a screen still loading, then the visitor scrolls another way (scrollbar, find in page): the retries stop", async () => {
    const { page, s } = await openEvent101();
    let hold: Promise<void> | null = null;
    let release = () => {};
    let held = 0;
    await page.route(/\/api\/en\/ticket\/collect\/event\/101/, async (route) => {
      if (hold) {
        held++;
        await hold;
      }
      await route.continue();
    });
    await page.evaluate(() => scrollBy(0, document.querySelector("[data-foyer]")!.getBoundingClientRect().top + 300));
    await expect.poll(() => widgetOffset(page)).toBe(300);
    await page.evaluate(() => (location.hash = "#/en/tickets/103"));
    await s.getByRole("heading", { level: 1, name: /Festival of Lights/ }).waitFor();
    hold = new Promise((resolve) => (release = resolve));
    await page.goBack();
    await expect.poll(() => held).toBe(1);
    // the first attempt found the screen too short; the visitor moves the page by the scrollbar
    // (a scroll with no wheel, touch or key), while the retries would still go on
    await expect.poll(() => widgetOffset(page)).toBeLessThan(300);
    await page.evaluate(() => scrollTo(0, scrollY - 60));
    const mine = await widgetOffset(page);
    release();
    await s.getByRole("heading", { level: 1, name: "Light and Shadow – Romantic Painting" }).waitFor();
    await s.locator("button[data-day]").first().waitFor();
    // two retry periods (domain/scroll.ts SCROLL_RETRY_MS, 500 ms) on the page's clock: a retry
    // still running would have put the page back at 300 by then
    const at = await page.evaluate(() => performance.now());
    await page.waitForFunction((t) => performance.now() > t + 1000, at);
    expect(await widgetOffset(page)).toBe(mine);
  });

  it("back to a screen that is still loading: too short at first, its position comes with a later attempt", async () => {
    const { page, s, trace } = await openEvent101();
    await page.evaluate(() => scrollBy(0, document.querySelector("[data-foyer]")!.getBoundingClientRect().top + 300));
    await expect.poll(() => widgetOffset(page)).toBe(300);
    // a host link to another event, then back: each visit to an event's screen loads the event
    // afresh, so the first attempt finds a screen too short for 300 px (135 px without retries)
    await page.evaluate(() => (location.hash = "#/en/tickets/103"));
    await s.getByRole("heading", { level: 1, name: /Festival of Lights/ }).waitFor();
    await page.goBack();
    await s.getByRole("heading", { level: 1, name: "Light and Shadow – Romantic Painting" }).waitFor();
    // a later attempt (every 500 ms) reaches the position once the event is there
    try {
      await expect.poll(() => widgetOffset(page)).toBe(300);
    } catch (e) {
      console.log("TRACE\n" + (await trace()));
      throw e;
    }
  });
});

/**
 * An event's screen on the tall host, settled, with the browser's own scroll restoration off (as
 * host apps do: what comes back is the shop's doing) and the page's scrolls traced.
 */
async function openEvent101() {
  const page = await h.page({ viewport: { width: 1024, height: 600 } });
  await page.addInitScript(() => (history.scrollRestoration = "manual"));
  const trace = await traceScrolls(page);
  const url = await tallHost(page);
  await page.goto(`${url}#/en/tickets/101`);
  await waitForShop(page);
  const s = shop(page);
  await s.getByRole("heading", { level: 1, name: "Light and Shadow – Romantic Painting" }).waitFor();
  // the cookie notice comes above the screen after its first content (it moves what is below)
  await s.getByTestId("cookie-notice").waitFor();
  await settled(page);
  return { page, s, trace };
}

/** Sideways overflow of the host page, and of every product name inside its card. */
const clippedNames = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector("[data-foyer]")!.shadowRoot!;
    return Array.from(root.querySelectorAll("[data-testid=product-card] h2"))
      .filter((h) => h.scrollWidth > h.clientWidth + 1 || h.getBoundingClientRect().right > window.innerWidth)
      .map((h) => h.textContent);
  });

describe("a full purchase on a phone", () => {
  // asserted at both widths: the host page never scrolls sideways, at 375 px nor at 320 px
  it.each([
    [375, true],
    [320, true],
  ])(
    "at %i px: shop, product, basket, login, payment; never sideways (asserted: %s), the outcome in view",
    async (width, strict) => {
      const page = await h.page({ viewport: { width, height: 740 } });
      const url = await tallHost(page);
      // a product whose German-length name has no room on one line
      const long = "Sammlungsführerausstellungskatalogsonderausgabe mit Lageplan";
      await page.route(/\/api\/en\/merchandise\/select/, async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as { data: { id: number; name: string }[] };
        body.data = body.data.map((m) => (m.id === 2 ? { ...m, name: long } : m));
        await route.fulfill({ response: res, json: body });
      });
      await page.goto(`${url}#/en/merchandise`);
      await waitForShop(page);
      const s = shop(page);
      const overflow: number[] = [];
      const noSideways = async () => {
        const px = await sideways(page);
        overflow.push(px);
        if (strict) expect(px).toBeLessThanOrEqual(0);
      };
      await s.getByRole("button", { name: "Accept" }).click();
      await s.getByRole("link", { name: long }).waitFor();
      expect(await clippedNames(page)).toEqual([]);
      await noSideways();

      await s.getByRole("link", { name: "Poster “Linden in Bloom”" }).click();
      await s.getByRole("heading", { level: 1, name: "Poster “Linden in Bloom”" }).waitFor();
      await noSideways();
      await s.getByRole("button", { name: "Add to basket" }).click();
      await s.getByText("1 item was added to your basket.").first().waitFor();
      await page.evaluate(() => (location.hash = "#/en/checkout"));
      await s.getByRole("heading", { level: 1, name: "Basket" }).waitFor();
      await noSideways();

      await s.getByRole("region", { name: "Your details" }).getByRole("button", { name: "Log in" }).click();
      await s.getByLabel(/^E-mail address/).fill(SEEDED_EMAIL);
      await s.getByLabel(/^Password/).fill(SEEDED_PASSWORD);
      await s.getByRole("button", { name: "Log in", exact: true }).click();
      await s
        .getByText(/You are ordering as Erika Mustermann/)
        .first()
        .waitFor();
      await noSideways();

      await order(page, "Credit card");
      await noSideways();
      await answerTo(page, /^Pay /);
      await s.getByTestId("booking-id").waitFor();
      await expect
        .poll(() => focusedHeading(page))
        .toEqual({ tag: "H1", text: "Thank you for your order", inView: true });
      await noSideways();
      if (!strict) console.info(`sideways overflow at ${width} px per step:`, overflow.join(", "));
      expect(h.errors(page)).toEqual([]);
    },
    60000,
  );
});

describe("configurator", () => {
  it("keeps an invalid basket name out of the snippet, says why, and its noscript link follows the label", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/configurator.html`);
    await page.getByLabel("Language").selectOption("fr");
    await page.getByLabel(/Basket name/).fill("my shop!");
    expect(await page.locator("#snippet").textContent()).not.toContain("data-embed-id");
    expect(await page.getByLabel(/Basket name/).getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#embedId-error").textContent()).toContain("left out of the snippet");
    expect(await page.locator("#snippet").textContent()).toMatch(/<noscript><a href="[^"]+">Billets<\/a><\/noscript>/);
    await page.getByLabel(/Basket name/).fill("shop_7");
    expect(await page.locator("#snippet").textContent()).toContain('data-embed-id="shop_7"');
    expect(await page.locator("#embedId-error").textContent()).toBe("");
    await page.getByLabel("As a button that opens the shop").check();
    await page.getByLabel("Button label").fill("Give a visit");
    expect(await page.locator("#snippet").textContent()).toContain(">Give a visit</a></noscript>");
  });
});
