// A new screen shows its heading and its main content, below anything that sticks over the page
// (the widget's header, a host's sticky header), also when the shell's later parts (the cookie
// notice, the breadcrumbs) arrive above it after the screen was brought into view: the outcome
// after paying or declining on a phone, the second shop's outcome on /embeds.html, a host link
// into the shop, the first invalid field of a form, and the heading below a two-row header.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { afterEvent, settled, shop, useHarness, waitForShop } from "./harness";

const h = useHarness();

/**
 * Where `target` stands: whether its top and bottom are inside the viewport and not covered
 * (the element at its top-left and bottom-left corners is the target or inside it).
 */
function place(target: Locator) {
  return target.evaluate((el) => {
    const root = el.getRootNode() as ShadowRoot | Document;
    const box = el.getBoundingClientRect();
    const x = box.left + Math.min(8, box.width / 2);
    const hit = (y: number) => {
      const at = root.elementFromPoint(x, y);
      return !!at && (at === el || el.contains(at));
    };
    const shown = box.top >= 0 && box.bottom <= innerHeight && hit(box.top + 2) && hit(box.bottom - 2);
    const header = root.querySelector("[data-foyer-header]")?.getBoundingClientRect();
    return {
      shown,
      top: Math.round(box.top),
      bottom: Math.round(box.bottom),
      viewport: innerHeight,
      header: header ? Math.round(header.bottom) : null,
    };
  });
}

/** Waits until the page settled and the element's place is what the visitor sees for good. */
async function expectInView(page: Page, target: Locator) {
  await target.waitFor();
  await settled(page);
  const where = await place(target);
  expect(where, JSON.stringify(where)).toMatchObject({ shown: true });
}

describe("a new screen in view", () => {
  it.each([
    ["paid", /^Pay /, "booking-id"],
    ["declined", /Simulate a declined payment/, "The payment was not completed successfully. Please try again."],
  ])("on a phone (375 x 740), %s: the heading and what it says in view", async (_, button, content) => {
    const { sessionFor, poster, openWith, order, answer } = await import("./checkout-helpers");
    const page = await h.page({ viewport: { width: 375, height: 740 } });
    await openWith(h, page, "/checkout", [poster], await sessionFor(h));
    // a visitor who came with cookies not yet accepted: the notice arrives above the outcome
    await page.evaluate(() => sessionStorage.removeItem("foyer:shop3:cookieAccepted"));
    await order(page, "Credit card");
    await answer(page, button);
    const s = shop(page);
    await s.getByTestId("cookie-notice").waitFor();
    await expectInView(page, s.getByRole("heading", { level: 1 }));
    await expectInView(page, content.includes(" ") ? s.getByText(content).first() : s.getByTestId(content).first());
  });

  it("the second shop of /embeds.html: its outcome in view after paying", async () => {
    const { sessionFor, poster, putBasket } = await import("./checkout-helpers");
    const session = await sessionFor(h);
    const page = await h.page({ viewport: { width: 1024, height: 768 } });
    await page.goto(`${h.url}/embeds.html`);
    await waitForShop(page, "#partner-shop");
    await putBasket(page, [poster], session, "partner");
    await page.reload();
    await waitForShop(page, "#partner-shop");
    await page.evaluate(() =>
      (window as unknown as { Foyer: { open(r: string, el: Element): void } }).Foyer.open(
        "/checkout",
        document.getElementById("partner-shop")!,
      ),
    );
    const partner = shop(page, "#partner-shop");
    const payment = partner.getByRole("region", { name: "Payment" });
    await payment.getByRole("radio", { name: "Credit card" }).check();
    await payment.getByRole("checkbox", { name: /I accept the terms/ }).check();
    await payment.getByRole("button", { name: "Order with obligation to pay" }).click();
    await page.waitForURL(/\/pay\/[A-Za-z0-9]{12}/);
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL(/embeds\.html/);
    await expectInView(page, partner.getByRole("heading", { level: 1 }));
    await expectInView(page, partner.getByTestId("booking-id"));
  });

  it.each([
    [1024, 768],
    [375, 740],
  ])("a host link to an event at %i px: the heading below the cookie notice's arrival", async (width, height) => {
    const page = await h.page({ viewport: { width, height } });
    await page.goto(`${h.url}/#/de/tickets/101`);
    await waitForShop(page);
    const s = shop(page);
    await s.getByTestId("cookie-notice").waitFor();
    await expectInView(page, s.getByRole("heading", { level: 1 }));
  });

  it.each([375, 320])("at %i px the first invalid field takes focus below the sticky header", async (width) => {
    const page = await h.page({ viewport: { width, height: 640 } });
    await page.goto(`${h.url}/#/en/register`);
    await waitForShop(page);
    const s = shop(page);
    await page.evaluate(() =>
      sessionStorage.setItem("foyer:shop3:cookieAccepted", JSON.stringify({ v: 1, value: true })),
    );
    const submit = s.getByRole("button", { name: "Create account" });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    const first = s.getByRole("textbox", { name: /^E-mail address/ });
    await expect.poll(() => first.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
    await expectInView(page, first);
  });

  it("at 320 px a screen reached by a link shows its heading below the two-row header", async () => {
    const page = await h.page({ viewport: { width: 320, height: 640 } });
    await page.goto(`${h.url}/#/en/tickets`);
    await waitForShop(page);
    const s = shop(page);
    const link = s.getByRole("link", { name: /Light and Shadow/ }).first();
    await link.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    await link.click();
    await expectInView(page, s.getByRole("heading", { level: 1, name: /Light and Shadow/ }));
  });
});

/**
 * A host page with 1,200 px of its own above the shop, so that an arrival scrolls down to it; without
 * scroll anchoring when `anchoring` is false.
 */
const tallHost = (anchoring: boolean) => `<!doctype html>
<html lang="en"${anchoring ? "" : ' style="overflow-anchor:none"'}><head><meta charset="utf-8"><title>Visit</title></head>
<body style="margin:0"><main>
  <h1>Visit us</h1><div id="above" style="height:1200px">The museum's own page</div>
  <div data-foyer data-lang="en"></div>
  <div style="height:3000px"></div>
  <script async src="/foyer/loader.js"></script>
</main></body></html>`;

/** Where the shop's heading stands in the viewport, and the page's scroll offset. */
const where = (page: Page) =>
  shop(page)
    .getByRole("heading", { level: 1 })
    .evaluate((el) => ({ top: Math.round(el.getBoundingClientRect().top), y: Math.round(scrollY) }));

/** Something of the host page's own arrives at its top, far above the viewport (an image, a banner). */
const growAbove = (page: Page) =>
  page.evaluate(() => {
    const block = document.createElement("div");
    block.style.height = "300px";
    document.body.prepend(block);
  });

/** Arrives on an event through a host link and waits until the shell's later parts are there. */
async function arrive(page: Page, anchoring: boolean) {
  const url = await h.serve(page, "/visit.html", tallHost(anchoring));
  await page.goto(`${url}#/en/tickets/101`);
  await waitForShop(page);
  const s = shop(page);
  await s.getByTestId("cookie-notice").waitFor();
  await s.getByRole("navigation", { name: "Breadcrumb" }).waitFor();
  await s.locator("footer").waitFor();
  await settled(page);
  const arrived = await where(page);
  expect(arrived.y, "the arrival scrolled to the shop").toBeGreaterThan(1000);
  return arrived;
}

describe("an arrival's heading is held in place until the visitor moves", () => {
  it.each([
    ["with the browser's scroll anchoring", true],
    ["without it (as Safari)", false],
  ])(
    "a scroll by other means than wheel, touch or keys (the scrollbar, find in page) ends the hold, %s",
    async (_, anchoring) => {
      const page = await h.page({ viewport: { width: 1024, height: 768 } });
      const arrived = await arrive(page, anchoring);
      // the visitor drags the scrollbar up 250 px: a scroll event, no wheel, touch, key or pointer event
      await afterEvent(page, "window", "scroll", () =>
        page.evaluate((y) => scrollTo({ top: y - 250, behavior: "instant" }), arrived.y),
      );
      const put = await where(page);
      expect(put.top).toBe(arrived.top + 250);
      await growAbove(page);
      await settled(page);
      // what the visitor sees stays: with anchoring the browser keeps it, without the offset stays
      const after = await where(page);
      if (anchoring) expect(after.top, JSON.stringify({ arrived, put, after })).toBe(put.top);
      else expect(after.y, JSON.stringify({ arrived, put, after })).toBe(put.y);
    },
  );

  it("while the page only grows the heading stays, also after the browser's own anchoring scrolled", async () => {
    const page = await h.page({ viewport: { width: 1024, height: 768 } });
    const arrived = await arrive(page, true);
    // scroll anchoring answers this one with a scroll of its own (a scroll event not made by the hold)
    await afterEvent(page, "window", "scroll", () => growAbove(page));
    expect((await where(page)).top).toBe(arrived.top);
    // then the hold answers, where the browser does not anchor
    await page.evaluate(() => document.documentElement.style.setProperty("overflow-anchor", "none"));
    await growAbove(page);
    await settled(page);
    const after = await where(page);
    expect(after.top, JSON.stringify({ arrived, after })).toBe(arrived.top);
    expect(after.y).toBe(arrived.y + 600);
  });
});
