// The foundation in real Chromium against the demo museum page.
import { describe, expect, it } from "vitest";
import {
  afterEvent,
  axeViolations,
  describeViolations,
  settled,
  shop,
  traceScrolls,
  useHarness,
  waitForShop,
} from "./harness";

const h = useHarness();

describe("demo page", () => {
  it("mounts the shop in an open shadow root and adds nothing to the host's head", async () => {
    const page = await h.page();
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { headBefore: string[] }).headBefore = Array.from(
          document.head.children,
          (e) => e.outerHTML,
        );
      });
    });
    await page.goto(`${h.url}/`);
    await waitForShop(page);
    const result = await page.evaluate(() => {
      const host = document.querySelector("[data-foyer]")!;
      return {
        shadow: !!host.shadowRoot && host.shadowRoot.mode === "open",
        inside: !!host.shadowRoot?.querySelector(".foyer-root header"),
        before: (window as unknown as { headBefore: string[] }).headBefore,
        after: Array.from(document.head.children, (e) => e.outerHTML),
        styleElements: document.querySelectorAll("style").length,
      };
    });
    expect(result.shadow).toBe(true);
    expect(result.inside).toBe(true);
    expect(result.after).toEqual(result.before);
    expect(result.styleElements).toBe(0);
    expect(h.errors(page)).toEqual([]);
  });

  it("keeps every session-storage key under foyer:", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/`);
    await waitForShop(page);
    await shop(page).getByRole("button", { name: "Akzeptieren" }).click();
    const keys = await page.evaluate(() => Object.keys(sessionStorage));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/^foyer:shop3:/);
  });

  it("navigates through the hash, switches language in place and shows not-found", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/`);
    await waitForShop(page);
    await shop(page).getByRole("navigation", { name: "Hauptnavigation" }).waitFor();
    await shop(page).getByRole("link", { name: "Impressum" }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#/de/page/imprint");
    await shop(page).getByRole("heading", { name: "Impressum" }).waitFor();

    await shop(page).getByRole("combobox", { name: "Sprache" }).selectOption("en");
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#/en/page/imprint");
    await shop(page).getByRole("heading", { name: "Imprint" }).waitFor();
    expect(page.url().startsWith(`${h.url}/#`)).toBe(true);

    await page.goBack();
    await shop(page).getByRole("heading", { name: "Impressum" }).waitFor();

    await page.evaluate(() => (location.hash = "#/de/no/such/page"));
    await shop(page).getByText("Diese Seite konnten wir leider nicht finden.").first().waitFor();
    // a host anchor that is not a shop route leaves the shop where it was
    await afterEvent(page, "window", "hashchange", () => page.evaluate(() => (location.hash = "#content")));
    expect(await shop(page).getByText("Diese Seite konnten wir leider nicht finden.").isVisible()).toBe(true);
    expect(h.errors(page)).toEqual([]);
  });

  it("shows the danger message with the support address when the service answers 500", async () => {
    await h.control("fault", { endpoint: "static/page/terms", status: 500, times: 5 });
    const page = await h.page();
    await page.goto(`${h.url}/#/de/page/terms`);
    // the address comes with the shop's meta data, which may follow the message
    const message = shop(page).getByTestId("global-message").filter({ hasText: "shop@museum-lindenhof.example" });
    await message.waitFor({ timeout: 30_000 });
    expect(await message.textContent()).toContain("Fehler");
  });

  it("collapses the navigation into a burger on a narrow widget and re-measures on resize", async () => {
    const page = await h.page({ viewport: { width: 390, height: 800 } });
    await page.goto(`${h.url}/#/en`);
    await waitForShop(page);
    const burger = shop(page).getByRole("button", { name: "Menu", exact: true });
    await burger.waitFor();
    await expect.poll(() => shop(page).getByRole("navigation", { name: "Main navigation" }).count()).toBe(0);
    await burger.click();
    expect(await burger.getAttribute("aria-expanded")).toBe("true");
    const panel = shop(page).locator("#foyer-nav-panel");
    await panel.getByRole("link", { name: "Vouchers" }).waitFor();
    expect(await panel.getByRole("combobox", { name: "Language" }).count()).toBe(1);
    expect(await panel.getByRole("link", { name: "Log in" }).count()).toBe(1);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shop(page).getByRole("navigation", { name: "Main navigation" }).waitFor();
    await expect.poll(() => shop(page).getByRole("button", { name: "Menu", exact: true }).count()).toBe(0);
  });

  it("on a 375 px phone the header is one row: the brand beside the basket and the burger, whose words stay for screen readers", async () => {
    const page = await h.page({ viewport: { width: 375, height: 740 } });
    await page.goto(`${h.url}/#/en/tickets`);
    await waitForShop(page);
    const s = shop(page);
    const burger = s.getByRole("button", { name: "Menu", exact: true });
    await burger.waitFor();
    await s.getByRole("link", { name: /^Basket/ }).waitFor();
    const box = (selector: string) =>
      page.evaluate((sel) => {
        const b = document.querySelector("[data-foyer]")!.shadowRoot!.querySelector(sel)!.getBoundingClientRect();
        return { top: b.top, bottom: b.bottom, height: b.height };
      }, selector);
    const header = await box("header");
    const brand = await box("header > a");
    const basket = await box("[data-testid=basket-link]");
    // one row (the brand's words may take two lines beside the controls): 96 px with two rows
    expect(basket.top).toBeLessThan(brand.bottom);
    expect(header.height).toBeLessThan(80);
  });

  it("paints its first content already laid out for its width: the size classes come before it, no column jumps after", async () => {
    const page = await h.page({ viewport: { width: 1280, height: 900 } });
    // at the first frame that shows a card: the root's classes and the card's width
    await page.addInitScript(() => {
      const w = window as unknown as { firstFrame?: { classes: string; width: number } };
      const look = () => {
        const root = document.querySelector("[data-foyer]")?.shadowRoot;
        const card = root?.querySelector("[data-testid=event-card]");
        if (!root || !card) return requestAnimationFrame(look);
        const classes = root.querySelector(".foyer-root")!.className;
        w.firstFrame = { classes, width: card.getBoundingClientRect().width };
      };
      requestAnimationFrame(look);
    });
    await page.goto(`${h.url}/#/de/tickets`);
    await shop(page).getByTestId("event-card").first().waitFor();
    await settled(page);
    const seen = await page.evaluate(() => {
      const root = document.querySelector("[data-foyer]")!.shadowRoot!;
      return {
        first: (window as unknown as { firstFrame: { classes: string; width: number } }).firstFrame,
        classes: root.querySelector(".foyer-root")!.className,
        width: root.querySelector("[data-testid=event-card]")!.getBoundingClientRect().width,
      };
    });
    expect(seen.classes).toContain("foyer-md");
    expect(seen.first).toEqual({ classes: seen.classes, width: seen.width });
    // and they follow the widget's width
    const classes = () =>
      page.evaluate(() => document.querySelector("[data-foyer]")!.shadowRoot!.querySelector(".foyer-root")!.className);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(classes).toBe("foyer-root foyer-sm");
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(classes).toBe(seen.classes);
  });

  it("has no serious or critical axe violation on the home page", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/`);
    await waitForShop(page);
    await shop(page)
      .getByRole("heading", { name: /Willkommen/ })
      .waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it("takes the scrolled style once the page is 100 px past the widget's top, and brings the widget into view on navigation", async () => {
    const page = await h.page({ viewport: { width: 1280, height: 700 } });
    const trace = await traceScrolls(page);
    await page.goto(`${h.url}/#/en`);
    await waitForShop(page);
    await shop(page).getByRole("navigation", { name: "Main navigation" }).waitFor();
    // the arrival (a shop hash at mount) focuses the first screen's heading and brings it into
    // view: it is over before the test scrolls (under load the screen shows after the header)
    await shop(page).getByRole("heading", { level: 1 }).first().waitFor();
    // the cookie notice comes with the static content, above the screen: the page moves when it
    // shows (scroll anchoring), so the test scrolls once it is there
    await shop(page).getByRole("button", { name: "Accept" }).waitFor();
    await settled(page);
    const top = await page.evaluate(
      () => document.querySelector("[data-foyer]")!.getBoundingClientRect().top + scrollY,
    );
    const shadow = () =>
      page.evaluate(
        () => getComputedStyle(document.querySelector("[data-foyer]")!.shadowRoot!.querySelector("header")!).boxShadow,
      );
    await afterEvent(page, "document", "scroll", () => page.evaluate((y) => scrollTo(0, y), top + 50));
    // the shadow fades (a 0.2 s transition; the arrival may have scrolled further first): it ends at none
    try {
      await expect.poll(shadow).toBe("none");
    } catch (e) {
      console.log("TRACE top=" + top + "\n" + (await trace()));
      throw e;
    }
    await page.evaluate((y) => scrollTo(0, y), top + 400);
    await expect.poll(shadow).not.toBe("none");
    // far down the widget: a link in the footer leads to a short page, whose top comes into view
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await shop(page).getByRole("link", { name: "Imprint" }).click();
    await shop(page).getByRole("heading", { name: "Imprint" }).waitFor();
    await expect
      .poll(() => page.evaluate(() => Math.round(document.querySelector("[data-foyer]")!.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(-1);
    expect(await page.evaluate(() => document.querySelector("[data-foyer]")!.getBoundingClientRect().top)).toBeLessThan(
      700,
    );
  });

  it("dismisses a toast swiped 80 px sideways or by its close button, and keeps one moved less", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/#/en/login`);
    await waitForShop(page);
    const fail = async () => {
      await shop(page).getByLabel("E-mail address").fill("nobody@example.org");
      await shop(page).getByLabel("Password").fill("wrong-password");
      await shop(page).getByRole("button", { name: "Log in", exact: true }).click();
      const toast = shop(page).getByTestId("toast");
      await toast.waitFor();
      return toast;
    };
    const drag = async (toast: Awaited<ReturnType<typeof fail>>, dx: number) => {
      const box = (await toast.boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
    };
    let toast = await fail();
    expect(await toast.locator("span").first().textContent()).toBe("Login failed.");
    await drag(toast, 40);
    expect(await toast.count()).toBe(1);
    // held while the pointer rests on it; closed by its button
    await toast.getByRole("button", { name: "Dismiss" }).click();
    await toast.waitFor({ state: "detached", timeout: 30_000 });
    toast = await fail();
    await drag(toast, 90);
    expect(await toast.count()).toBe(0);
  });

  it("puts a toast at the viewport's bottom when at its top it would cover the focused control (issue 35)", async () => {
    const page = await h.page({ viewport: { width: 375, height: 640 } });
    await page.goto(`${h.url}/#/en/login`);
    await waitForShop(page);
    const s = shop(page);
    await s.getByLabel("E-mail address").fill("nobody@example.org");
    await s.getByLabel("Password").fill("wrong-password");
    await s.getByRole("button", { name: "Log in", exact: true }).focus();
    await page.keyboard.press("Enter");
    const toast = s.getByTestId("toast");
    await toast.waitFor();
    const boxes = () =>
      page.evaluate(() => {
        const root = document.querySelector("[data-foyer]")!.shadowRoot!;
        const t = root.querySelector('[data-testid="toast"]')?.getBoundingClientRect();
        const f = root.activeElement?.getBoundingClientRect();
        if (!t || !f) return { toast: !!t, focused: !!f };
        const overlap = Math.max(0, Math.min(t.bottom, f.bottom) - Math.max(t.top, f.top));
        return { toast: true, focused: true, overlap, top: Math.round(t.top), bottom: Math.round(t.bottom) };
      });
    const before = await boxes();
    expect(before).toMatchObject({ toast: true, focused: true, overlap: 0 });
    // the focused control (the form's field the failure focused, or the button) scrolled under the toast
    await page.evaluate(
      (top) => {
        const root = document.querySelector("[data-foyer]")!.shadowRoot!;
        scrollBy(0, root.activeElement!.getBoundingClientRect().top - top - 4);
      },
      (before as { top: number }).top,
    );
    await expect.poll(boxes).toMatchObject({ toast: true, focused: true, overlap: 0, bottom: 640 - 16 });
  });

  it("shows one toast at a time and never over the header's controls, at the page's top or with the header stuck", async () => {
    const page = await h.page({ viewport: { width: 1280, height: 700 } });
    await page.goto(`${h.url}/#/en/login`);
    await waitForShop(page);
    const s = shop(page);
    const toast = s.getByTestId("toast");
    // the area the toast and the header share (0 when they do not meet)
    const overlap = () =>
      page.evaluate(() => {
        const root = document.querySelector("[data-foyer]")!.shadowRoot!;
        const a = root.querySelector("header")!.getBoundingClientRect();
        const b = root.querySelector("[data-testid=toast]")!.getBoundingClientRect();
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        return w > 0 && h > 0 ? Math.round(w * h) : 0;
      });
    const fail = async () => {
      await s.getByLabel("E-mail address").fill("nobody@example.org");
      await s.getByLabel("Password").fill("wrong-password");
      await s.getByRole("button", { name: "Log in", exact: true }).click();
      await toast.waitFor();
    };
    // the widget's header at the viewport's top, then stuck there far down the form
    for (const past of [0, 150]) {
      await page.evaluate(
        (y) => scrollTo(0, document.querySelector("[data-foyer]")!.getBoundingClientRect().top + scrollY + y),
        past,
      );
      await fail();
      await expect.poll(overlap).toBe(0);
      await fail();
      expect(await toast.count()).toBe(1);
      await toast.getByRole("button", { name: "Dismiss" }).click();
      await toast.waitFor({ state: "detached" });
    }
  });
});
