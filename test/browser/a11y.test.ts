// Accessibility beyond axe in Chromium (issue 17): the widget's language on a host page, its
// landmark, the language menu that switches only on an explicit choice, focus that is never
// lost, reflow at 320 px and in a narrow column, zoom, forced colours and reduced motion.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  axeRules,
  axeViolations,
  describeViolations,
  focusedInWidget,
  settled,
  shop,
  useHarness,
  waitForShop,
} from "./harness";
import { adultTickets, openWith, poster } from "./checkout-helpers";

const h = useHarness();

const LANDMARK_RULES = [
  "landmark-main-is-top-level",
  "landmark-no-duplicate-main",
  "landmark-unique",
  "landmark-banner-is-top-level",
  "landmark-contentinfo-is-top-level",
  "landmark-no-duplicate-banner",
  "landmark-no-duplicate-contentinfo",
  "landmark-complementary-is-top-level",
  "landmark-one-main",
];

const rootLang = (page: Page, selector = "[data-foyer]") =>
  page.evaluate(
    (s) => document.querySelector(s)!.shadowRoot!.querySelector(".foyer-root")!.getAttribute("lang"),
    selector,
  );

describe("structure on a host page", () => {
  it("gives the widget its own language on a German host page, and follows a switch", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/#/en/page/imprint`);
    await waitForShop(page);
    await shop(page).getByRole("heading", { name: "Imprint" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    expect(await rootLang(page)).toBe("en");
    await shop(page).getByRole("combobox", { name: "Language" }).selectOption("de");
    await shop(page).getByRole("heading", { name: "Impressum" }).waitFor();
    expect(await rootLang(page)).toBe("de");
  });

  it("is a named region inside the host's main, with no landmark rule broken, also with several embeds", async () => {
    for (const [path, selectors] of [
      ["/", ["[data-foyer]"]],
      ["/embeds.html", ["#main-shop", "#partner-shop"]],
    ] as const) {
      const page = await h.page();
      await page.goto(`${h.url}${path}`);
      for (const s of selectors) {
        await waitForShop(page, s);
        await shop(page, s).getByRole("heading", { level: 1 }).first().waitFor();
      }
      const violations = await axeRules(page, LANDMARK_RULES);
      expect(violations, describeViolations(violations)).toEqual([]);
      const serious = await axeViolations(page);
      expect(serious, describeViolations(serious)).toEqual([]);
      for (const s of selectors) {
        const landmarks = await page.evaluate(
          (s) =>
            Array.from(
              document.querySelector(s)!.shadowRoot!.querySelectorAll("main,[role=main],[role=region]"),
              (e) => `${e.tagName.toLowerCase()}[${e.getAttribute("role")}] ${e.getAttribute("aria-label")}`,
            ),
          s,
        );
        expect(landmarks).toHaveLength(1);
        expect(landmarks[0]).toMatch(/^div\[region\] (Lindenhof Museum|Museum Lindenhof): /);
      }
    }
  });

  it("switches language only on an explicit choice: ArrowDown browses, Enter switches, leaving puts it back", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/#/de/page/imprint`);
    await waitForShop(page);
    await shop(page).getByRole("heading", { name: "Impressum" }).waitFor();
    const menu = shop(page).getByRole("combobox", { name: "Sprache" });
    await menu.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    // the select has changed its value (its change event is dispatched with it); then the page settles
    await expect.poll(() => menu.inputValue()).not.toBe("de");
    await settled(page);
    expect(await page.evaluate(() => location.hash)).toBe("#/de/page/imprint");
    expect(await rootLang(page)).toBe("de");
    expect(await menu.inputValue()).not.toBe("de");
    await page.keyboard.press("Tab");
    await expect.poll(() => menu.inputValue()).toBe("de");
    expect(await page.evaluate(() => location.hash)).toBe("#/de/page/imprint");

    await menu.focus();
    await page.keyboard.press("ArrowDown");
    const chosen = await menu.inputValue();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#/${chosen}/page/imprint`);
    await expect.poll(() => rootLang(page)).toBe(chosen);
  });
});

describe("focus is never lost", () => {
  /** Presses Enter on the focused control and expects focus on `expected` inside the widget. */
  const pressAndExpect = async (page: Page, expected: RegExp) => {
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedInWidget(page)).toMatch(expected);
  };

  it("moves focus to a sensible control when the focused one is disabled: quantity at max and min, cookie Accept", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/#/en/product/2`);
    await waitForShop(page);
    const s = shop(page);
    await s.getByRole("heading", { level: 1, name: "Guide to the collection" }).waitFor();
    // the notice's link opens a new tab and says so (issue 17 item 11)
    await s
      .getByTestId("cookie-notice")
      .getByRole("link", { name: "data protection notice (opens in a new tab)" })
      .waitFor();
    // the cookie notice goes away with its button: focus lands on the screen's heading
    await s.getByRole("button", { name: "Accept" }).focus();
    await pressAndExpect(page, /^h1 Guide to the collection/);
    expect(await s.getByTestId("cookie-notice").count()).toBe(0);

    await s.getByRole("button", { name: "More: Guide to the collection" }).focus();
    await page.keyboard.press("Enter");
    expect(await focusedInWidget(page)).toBe("button More: Guide to the collection");
    // at the stock's maximum (3) "+" is disabled: focus goes to "−"
    await pressAndExpect(page, /^button Fewer: Guide to the collection$/);
    expect(await s.getByRole("spinbutton", { name: "Quantity" }).inputValue()).toBe("3");
    await page.keyboard.press("Enter");
    // at the minimum (1) "−" is disabled: focus goes to the quantity
    await pressAndExpect(page, /^input Quantity/);
    expect(await s.getByRole("spinbutton", { name: "Quantity" }).inputValue()).toBe("1");
  });

  it("keeps focus in the calendar when Next month reaches the last month", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/#/en/tickets/101`);
    await waitForShop(page);
    const next = shop(page).getByRole("button", { name: "Next month" });
    await next.waitFor();
    await next.focus();
    for (let i = 0; i < 36 && (await next.isEnabled()); i++) {
      await page.keyboard.press("Enter");
      await expect.poll(() => focusedInWidget(page)).not.toBeNull();
    }
    expect(await next.isDisabled()).toBe(true);
    await expect.poll(() => focusedInWidget(page)).toBe("button Previous month");
    // up to 36 months, each with its calendar read: more than the default 30 s on a slow machine
  }, 120_000);

  it("keeps focus in the widget when a basket line is removed, the basket emptied, and a code checked", async () => {
    const page = await h.page();
    await openWith(h, page, "/checkout", [adultTickets(1), poster]);
    const s = shop(page);
    await s.getByTestId("basket-line").first().waitFor();
    await s
      .getByRole("button", { name: /^Remove / })
      .first()
      .focus();
    await page.keyboard.press("Enter");
    await s.getByRole("button", { name: "Yes, remove" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => s.getByTestId("basket-line").count()).toBe(1);
    // the next line's remove button, not "Empty basket" (issue 35)
    await expect.poll(() => focusedInWidget(page)).toMatch(/^button Remove Poster/);

    const code = s.getByRole("textbox", { name: "Voucher code" });
    await code.fill("NO-SUCH-CODE");
    await s.getByRole("button", { name: "Check code" }).focus();
    await page.keyboard.press("Enter");
    await s.getByText("We do not know this code. Please check your entry.").first().waitFor();
    expect(await focusedInWidget(page)).not.toBeNull();

    await s.getByRole("button", { name: "Empty basket" }).focus();
    await page.keyboard.press("Enter");
    await s.getByRole("button", { name: /^Yes/ }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => s.getByTestId("basket-line").count()).toBe(0);
    // the empty basket's screen: its link to the offers (or its heading)
    await expect.poll(() => focusedInWidget(page)).toMatch(/^(h1 Basket|a Discover our offers)$/);
  });
});

describe("header and smaller items", () => {
  it("closes the burger menu on Escape (focus back on the burger) and on a tap outside", async () => {
    const page = await h.page({ viewport: { width: 390, height: 800 } });
    await page.goto(`${h.url}/#/en`);
    await waitForShop(page);
    const burger = shop(page).getByRole("button", { name: "Menu", exact: true });
    const panel = shop(page).locator("#foyer-nav-panel");
    await burger.click();
    await panel.getByRole("link", { name: "Vouchers" }).focus();
    await page.keyboard.press("Escape");
    await expect.poll(() => panel.count()).toBe(0);
    expect(await burger.getAttribute("aria-expanded")).toBe("false");
    expect(await focusedInWidget(page)).toMatch(/^button .*Menu/);
    await burger.click();
    await panel.waitFor();
    await page.mouse.click(5, 780);
    await expect.poll(() => panel.count()).toBe(0);
  });

  it("an arrival screen that shows after the visitor took the menu leaves the focus on the menu", async () => {
    const page = await h.page({ viewport: { width: 390, height: 800 } });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/home-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${h.url}/#/en`);
    await waitForShop(page);
    const burger = shop(page).getByRole("button", { name: "Menu", exact: true });
    await burger.click();
    await page.keyboard.press("Escape");
    expect(await focusedInWidget(page)).toMatch(/^button .*Menu/);
    release();
    await shop(page).getByRole("heading", { level: 1 }).waitFor();
    await settled(page);
    expect(await focusedInWidget(page)).toMatch(/^button .*Menu/);
  });

  it("tabs through the header row by row as it is seen; the progress bar is a list, not a navigation", async () => {
    const page = await h.page({ viewport: { width: 1280, height: 900 } });
    await openWith(h, page, "/checkout", [poster]);
    const s = shop(page);
    await s.getByRole("navigation", { name: "Main navigation" }).waitFor();
    const order = await page.evaluate(() => {
      const root = document.querySelector("[data-foyer]")!.shadowRoot!;
      const header = root.querySelector("header")!;
      const visible = Array.from(header.querySelectorAll<HTMLElement>("a[href],button,select")).filter(
        (e) => !e.closest("[aria-hidden=true]"),
      );
      // the DOM (Tab) order must be the reading order of the boxes: row by row, left to right
      const boxes = visible.map((e) => e.getBoundingClientRect());
      return boxes.every(
        (b, i) =>
          i === 0 ||
          b.top > boxes[i - 1].bottom - 1 ||
          (Math.abs(b.top - boxes[i - 1].top) < 20 && b.left > boxes[i - 1].left),
      );
    });
    expect(order).toBe(true);
    // the list is on the checkout screen, which may come after the header: wait for it, then count
    await s.getByRole("list", { name: "Checkout progress" }).waitFor();
    expect(await s.getByRole("list", { name: "Checkout progress" }).count()).toBe(1);
    expect(await s.getByRole("navigation", { name: "Checkout progress" }).count()).toBe(0);
  });
});
