// Accessibility of what is seen, in Chromium (issue 17): non-text contrast of controls and of the
// calendar's states (WCAG 1.4.11), forced colours, reflow at 320 px, in a 208 px column and at
// 200 % zoom (1.4.10), the sticky header and the focused element (2.4.11), reduced motion.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { settled, shop, useHarness, waitForShop } from "./harness";
import { adultTickets, openWith, poster, putBasket } from "./checkout-helpers";
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

/** The widget root's sideways overflow (scrollWidth − clientWidth) and the elements sticking out of it. */
const overflow = (page: Page, selector = "[data-foyer]") =>
  page.evaluate((selector) => {
    const root = document.querySelector(selector)!.shadowRoot!.querySelector<HTMLElement>(".foyer-root")!;
    const right = root.getBoundingClientRect().right;
    const out = Array.from(root.querySelectorAll<HTMLElement>("*"))
      // the header's measuring copy of the menu is clipped away (aria-hidden): not seen, not counted
      .filter(
        (e) =>
          e.getBoundingClientRect().right > right + 0.5 &&
          e.getClientRects().length > 0 &&
          !e.closest("[aria-hidden=true]"),
      )
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right - right)}px ${(e.textContent ?? "").trim().slice(0, 30)}`,
      )
      .slice(0, 8);
    const pageOut = Array.from(document.body.querySelectorAll<HTMLElement>("*"))
      .filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right - innerWidth)}px`,
      )
      .slice(0, 6);
    return {
      pageOut,
      excess: root.scrollWidth - root.clientWidth,
      page: document.documentElement.scrollWidth - innerWidth,
      out,
    };
  }, selector);

/** The main screens (each waits for its h1). */
const SCREENS = [
  "",
  "/tickets",
  "/tickets/101",
  "/product/2",
  "/merchandise",
  "/vouchers",
  "/guided-tours",
  "/login",
  "/checkout",
];

describe("reflow (1.4.10)", () => {
  const walk = async (page: Page, lang: "en" | "de", selector?: string) => {
    const found: Record<string, unknown> = {};
    const h1 = shop(page, selector).getByRole("heading", { level: 1 }).first();
    for (const route of SCREENS) {
      const before = (await h1.count()) ? await h1.textContent() : null;
      const target = `${page.url().split("#")[0]}#/${lang}${route}`;
      const moved = target !== page.url();
      await page.goto(target);
      await waitForShop(page, selector);
      // a new screen: wait until its heading replaced the last one's
      if (moved) await expect.poll(async () => (await h1.count()) && (await h1.textContent())).not.toBe(before);
      else await h1.waitFor();
      if (route === "/checkout") await shop(page, selector).locator("ol[aria-label]").waitFor();
      if (route === "/tickets/101") await shop(page, selector).locator("button[data-day]").first().waitFor();
      // the list with its filters, not its loading state
      if (route === "/tickets") await shop(page, selector).getByTestId("event-card").first().waitFor();
      await settled(page);
      const o = await overflow(page, selector);
      if (o.excess > 0 || o.page > 0) found[route || "/"] = o;
    }
    return found;
  };

  // 200 % zoom of a 1280 px window is a 640 CSS px layout viewport; the device scale factor does not change layout
  it.each([
    [320, "de"],
    [320, "en"],
    [640, "de"],
    [640, "en"],
  ] as const)(
    "does not scroll sideways at %i px in %s (with the checkout's progress bar); 640 px is 200 %% zoom",
    async (width, lang) => {
      const page = await h.page({ viewport: { width, height: 700 } });
      await openWith(h, page, "/checkout", [adultTickets(1), poster]);
      expect(await walk(page, lang), `${width} px ${lang}`).toEqual({});
    },
  );

  it("fits a 208 px column: calendar, footer and progress bar do not overflow", async () => {
    const page = await h.page({ viewport: { width: 800, height: 800 } });
    const url = await h.serve(
      page,
      "/t/narrow.html",
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>narrow</title></head><body>
      <div style="width:208px"><div id="narrow" data-foyer data-embed-id="shop3"></div></div>
      <script async src="/foyer/loader.js"></script></body></html>`,
    );
    await page.goto(url);
    await waitForShop(page, "#narrow");
    await putBasket(page, [adultTickets(1), poster]);
    for (const lang of ["de", "en"] as const) expect(await walk(page, lang, "#narrow"), `208 px ${lang}`).toEqual({});
  });
});

describe("the sticky header and focus (2.4.11)", () => {
  it("never covers the focused element while Shift+Tab walks back up a long screen", async () => {
    const page = await h.page({ viewport: { width: 390, height: 480 } });
    await page.goto(`${h.url}/#/en/merchandise`);
    await waitForShop(page);
    const s = shop(page);
    await s.getByRole("heading", { level: 1 }).waitFor();
    await s.locator("footer a").last().focus();
    const covered: string[] = [];
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Shift+Tab");
      await settled(page);
      const c = await page.evaluate(() => {
        const root = document.querySelector("[data-foyer]")!.shadowRoot!;
        const active = root.activeElement as HTMLElement | null;
        const header = root.querySelector("header");
        if (!active || !header || header.contains(active)) return null;
        const box = (active.closest("label") ?? active).getBoundingClientRect();
        const bottom = header.getBoundingClientRect().bottom;
        return box.top < bottom - 1 && box.bottom > 0
          ? `${active.tagName} ${active.textContent?.trim().slice(0, 30)}`
          : null;
      });
      if (c) covered.push(c);
    }
    expect(covered).toEqual([]);
  });
});

describe("reduced motion", () => {
  it.each(SCREENS)("runs no animation or transition longer than 0.01 s on the screen '%s'", async (route) => {
    const page = await h.page({ viewport: { width: 390, height: 700 } });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openWith(h, page, route, [adultTickets(1), poster]);
    await shop(page).getByRole("heading", { level: 1 }).first().waitFor();
    await settled(page);
    const slow = await page.evaluate(() => {
      const root = document.querySelector("[data-foyer]")!.shadowRoot!;
      const seconds = (list: string) =>
        Math.max(...list.split(",").map((v) => parseFloat(v) * (/ms/.test(v) ? 0.001 : 1)));
      const out: string[] = [];
      for (const e of Array.from(root.querySelectorAll("*")))
        for (const pseudo of [null, "::before", "::after"]) {
          const c = getComputedStyle(e, pseudo);
          const longest = Math.max(
            c.animationName === "none" ? 0 : seconds(c.animationDuration),
            c.transitionProperty === "none" ? 0 : seconds(c.transitionDuration),
          );
          if (longest > 0.01)
            out.push(`${e.tagName.toLowerCase()}${pseudo ?? ""}.${e.getAttribute("class")} ${longest}s`);
        }
      return out;
    });
    expect(await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)).toBe(true);
    expect(slow).toEqual([]);
  });
});
