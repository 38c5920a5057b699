// Small things a visitor with assistive technology or another way of seeing meets (issue 35):
// the breadcrumbs' separators are not read aloud, a product card shows keyboard focus clearly
// (also in forced colours), a heading focused by script has no heavy focus box, and long words
// break with hyphens in the widget's language.
import { describe, expect, it } from "vitest";
import { settled, shop, useHarness, waitForShop } from "./harness";

const h = useHarness();

describe("accessibility details", () => {
  it("reads the breadcrumbs without their slashes", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/#/en/tickets/101`);
    await waitForShop(page);
    const crumbs = shop(page).getByRole("navigation", { name: /Breadcrumb|You are here/i });
    await crumbs.getByRole("link").first().waitFor();
    // what is read: the snapshot without the links' addresses
    const snapshot = (await crumbs.ariaSnapshot()).replace(/\/url:.*$/gm, "");
    expect(snapshot).toMatch(/Shop|Home/);
    expect(snapshot).not.toContain("/");
  });

  it.each(["none", "active"] as const)(
    "shows a product card's keyboard focus as a 3 px outline (forced colours %s)",
    async (forced) => {
      const page = await h.page();
      await page.emulateMedia({ forcedColors: forced });
      await page.goto(`${h.url}/#/en/merchandise`);
      await waitForShop(page);
      const card = shop(page).getByTestId("product-card").first();
      await card.waitFor();
      const link = card.getByRole("link").first();
      await link.focus();
      // as a keyboard user gets there: focus by Tab from the control before it
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await settled(page);
      const outline = await card.evaluate((el) => {
        const s = getComputedStyle(el);
        return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
      });
      expect(outline.style).not.toBe("none");
      expect(outline.width).toBeGreaterThanOrEqual(3);
    },
  );

  it("gives a heading focused on arrival no heavy focus box", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/#/en/tickets/101`);
    await waitForShop(page);
    const heading = shop(page).getByRole("heading", { level: 1 });
    await expect.poll(() => heading.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
    expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("none");
  });

  it("hyphenates in the widget's language", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/#/de/tickets/101`);
    await waitForShop(page);
    const text = shop(page).locator("p").first();
    await text.waitFor();
    expect(
      await text.evaluate((el) => ({
        hyphens: getComputedStyle(el).hyphens,
        lang: el.closest("[lang]")?.getAttribute("lang"),
      })),
    ).toEqual({ hyphens: "auto", lang: "de" });
  });
});
