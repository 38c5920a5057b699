// Accessibility of what is seen, in Chromium (issue 17): non-text contrast of controls and of the
// calendar's states (WCAG 1.4.11), forced colours, reflow at 320 px, in a 208 px column and at
// 200 % zoom (1.4.10), the sticky header and the focused element (2.4.11), reduced motion.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { shop, useHarness, waitForShop } from "./harness";
import { seedDays } from "../../demo/server/seed/tickets";
import { museumDay, TEST_NOW } from "../helpers/clock";

const h = useHarness();
const DAYS = seedDays(museumDay(TEST_NOW));

/**
 * The contrast ratio (WCAG) between an element's border (its left side) and the background
 * around it: the first ancestor's opaque background, through the shadow root to the host page.
 */
const borderContrast = (target: Locator) =>
  target.evaluate((el) => {
    const rgb = (c: string) => {
      const m = c.match(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/);
      return m ? { c: [+m[1], +m[2], +m[3]], a: m[4] === undefined ? 1 : +m[4] } : { c: [0, 0, 0], a: 0 };
    };
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    let node: Element | null = el.parentElement;
    let back = { c: [255, 255, 255], a: 1 };
    while (node) {
      const b = rgb(getComputedStyle(node).backgroundColor);
      if (b.a === 1) {
        back = b;
        break;
      }
      node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
    }
    const style = getComputedStyle(el);
    if (parseFloat(style.borderLeftWidth) === 0) return 0;
    const [x, y] = [lum(rgb(style.borderLeftColor).c), lum(back.c)];
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
  });

/** Opens a timed event's day with times: the calendar and the time picker are on screen. */
async function openTimes(page: Page) {
  await page.goto(`${h.url}/#/en/tickets/101`);
  await waitForShop(page);
  const s = shop(page);
  await s.locator(`button[data-day="${DAYS.soldOutSlotDay}"]`).click();
  await s.getByRole("radio", { name: /^10:00/ }).waitFor();
  return s;
}

describe("non-text contrast (1.4.11)", () => {
  it("gives fields, steppers, the language menu, times and the calendar's states borders of at least 3:1", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/#/en/product/2`);
    await waitForShop(page);
    const s = shop(page);
    const quantity = s.getByRole("spinbutton", { name: "Quantity" });
    await quantity.waitFor();
    const measured: Record<string, number> = {
      stepper: await borderContrast(quantity.locator("xpath=..")),
      language: await borderContrast(s.getByRole("combobox", { name: "Language" })),
    };
    await page.goto(`${h.url}/#/en/login`);
    measured.field = await borderContrast(s.getByRole("textbox", { name: /E-mail/ }).first());

    await openTimes(page);
    measured.time = await borderContrast(s.locator("[data-time]").first());
    for (const state of ["available", "few", "soldout"])
      measured[`day ${state}`] = await borderContrast(s.locator(`button[data-state=${state}]`).first());
    for (const [what, ratio] of Object.entries(measured)) expect(ratio, what).toBeGreaterThanOrEqual(3);
  });

  it("keeps the selected time and the calendar's states apart in forced colours", async () => {
    const page = await h.page();
    await page.emulateMedia({ forcedColors: "active" });
    const s = await openTimes(page);
    await s.getByRole("radio", { name: /^13:00/ }).check();
    await s.locator("[data-time][data-checked]").waitFor();
    const look = (l: Locator) =>
      l.evaluate((e) => {
        const c = getComputedStyle(e);
        return [c.backgroundColor, c.color, c.borderLeftColor, c.borderLeftStyle, c.borderLeftWidth].join(" ");
      });
    expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);
    const chosen = await look(s.locator("[data-time][data-checked]"));
    const other = await look(s.locator("[data-time]:not([data-checked]):not([data-disabled])").first());
    expect(chosen).not.toBe(other);

    const days = await Promise.all(
      [
        `button[data-day="${DAYS.soldOutSlotDay}"]`,
        "button[data-state=available]:not([aria-pressed=true])",
        "button[data-state=few]",
        "button[data-state=soldout]",
        "button[data-state=unavailable]",
      ].map((sel) => look(s.locator(sel).first())),
    );
    expect(new Set(days).size, days.join("\n")).toBe(days.length);
  });
});
