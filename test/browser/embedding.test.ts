// Embedding like the best: button mode, deep links, several embeds, the host API and events,
// a strict CSP, a hostile host stylesheet, the configurator. Real Chromium, the demo's pages.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { settled, shop, useHarness, waitForShop } from "./harness";

const h = useHarness();

const appRequests = (page: Page) => {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (/\/foyer\/app\/|\/shopinfo\/config/.test(r.url())) seen.push(r.url());
  });
  return seen;
};

const dialogOpen = (page: Page, host: string) =>
  page.evaluate((sel) => !!document.querySelector(sel)!.shadowRoot?.querySelector("dialog")?.open, host);

describe("button mode", () => {
  it("costs only the loader until the visitor shows interest", async () => {
    const page = await h.page();
    const seen = appRequests(page);
    await page.goto(`${h.url}/buttons.html`);
    await page.waitForLoadState("networkidle");
    expect(seen).toEqual([]);
    // it says it opens a dialog before the app has loaded (issue 35)
    expect(
      await page.getByRole("button", { name: "Tickets für „Licht und Schatten“" }).getAttribute("aria-haspopup"),
    ).toBe("dialog");
    await page.getByRole("button", { name: "Tickets für „Licht und Schatten“" }).hover();
    await expect.poll(() => seen.some((u) => /\/foyer\/app\/main-/.test(u))).toBe(true);
  });

  it("opens the shop in a modal dialog on its deep link, keeps the page still, and closes with Escape back to the button", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/buttons.html`);
    const button = page.getByRole("button", { name: "Tickets für „Licht und Schatten“" });
    await button.click();
    const host = ".buy";
    await expect.poll(() => dialogOpen(page, host)).toBe(true);
    // the launcher says it opens a dialog (issue 17 item 11)
    expect(await button.getAttribute("aria-haspopup")).toBe("dialog");
    const dialog = page.locator(host).first().locator("dialog");
    await dialog.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await dialog.getByRole("heading", { level: 1 }).first().textContent()).toContain("Licht und Schatten");
    // focus is inside the dialog, the page behind does not scroll
    expect(await page.evaluate(() => !!document.querySelector(".buy")!.shadowRoot!.activeElement)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialogOpen(page, host)).toBe(false);
    // the dialog's close event (a task after the close) gives the focus and the page's scrolling back
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Tickets für „Licht und Schatten“");
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe("");
  });

  it("closes with its close button too, and a button without a label gets the translated default", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/buttons.html`);
    const second = page.locator(".buy").nth(1).getByRole("button");
    expect(await second.textContent()).toBe("Tickets");
    await second.click();
    await expect
      .poll(() => page.evaluate(() => !!document.querySelectorAll(".buy")[1].shadowRoot?.querySelector("dialog")?.open))
      .toBe(true);
    await page.locator(".buy").nth(1).locator("dialog").getByRole("button", { name: "Shop schließen" }).click();
    await expect
      .poll(() => page.evaluate(() => !!document.querySelectorAll(".buy")[1].shadowRoot?.querySelector("dialog")?.open))
      .toBe(false);
  });

  it("fills the screen on a narrow viewport", async () => {
    const page = await h.page({ viewport: { width: 390, height: 780 } });
    await page.goto(`${h.url}/buttons.html`);
    await page.getByRole("button", { name: "Tickets für „Licht und Schatten“" }).click();
    await expect.poll(() => dialogOpen(page, ".buy")).toBe(true);
    const box = await page.locator(".buy").first().locator("dialog").boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 780 });
  });
});

describe("several embeds on one page", () => {
  it("lets one own the hash, shares the basket between embeds of the same id live, and keeps other ids apart", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/embeds.html`);
    await waitForShop(page, "#main-shop");
    await waitForShop(page, "#partner-shop");
    expect(await page.evaluate(() => location.hash)).toBe("#/de");
    // the partner embed navigates in memory: the page's address stays
    await shop(page, "#partner-shop").getByRole("heading", { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => location.hash)).toBe("#/de");

    // a link on the host page drives the hash-owning embed
    await page.getByRole("link", { name: "Licht und Schatten buchen" }).click();
    await shop(page, "#main-shop")
      .getByRole("heading", { name: /Licht und Schatten/ })
      .first()
      .waitFor();

    // add a poster in the button embed: the inline embed of the same id counts it at once
    await page.getByRole("button", { name: "Gutschein verschenken" }).click();
    await page.evaluate(() =>
      (window as unknown as { Foyer: { open(r: string, el: Element): void } }).Foyer.open(
        "/product/3",
        document.getElementById("voucher-button")!,
      ),
    );
    const dialog = page.locator("#voucher-button dialog");
    await dialog.getByRole("button", { name: "In den Warenkorb" }).click();
    await dialog.getByText("1 Artikel wurde in den Warenkorb gelegt.").first().waitFor();
    await expect.poll(() => shop(page, "#main-shop").getByTestId("basket-link").textContent()).toContain("1");
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.endsWith(":basket")))).toEqual([
      "foyer:lindenhof:basket",
    ]);
    // the partner embed has a basket of its own (its header is hidden: look at its storage)
    expect(await page.evaluate(() => sessionStorage.getItem("foyer:partner:basket"))).toBeNull();
  });
});

describe("host API and events", () => {
  it("dispatches foyer:ready and foyer:basket-add with the documented details, and feeds consented trackers", async () => {
    const page = await h.page();
    const url = await h.serve(
      page,
      "/t/events.html",
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body>
      <div id="shop" data-foyer data-lang="en" data-consent="datalayer pixel" data-route="/product/3"></div>
      <script>
        window.events = [];
        window.dataLayer = [];
        window.pixel = [];
        window.fbq = function () { window.pixel.push(Array.from(arguments)); };
        window.uetq = { push: function () { window.ads = (window.ads || 0) + 1; } };
        for (const type of ["foyer:ready", "foyer:basket-add", "foyer:basket-remove"])
          document.addEventListener(type, (e) => window.events.push({ type, target: e.target.id, detail: e.detail }));
      </script>
      <script src="/foyer/loader.js"></script></body></html>`,
    );
    await page.goto(url);
    await shop(page, "#shop").getByRole("button", { name: "Add to basket" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { events: unknown[] }).events.length)).toBe(2);
    const [ready, add] = await page.evaluate(
      () =>
        (window as unknown as { events: { type: string; target: string; detail: Record<string, unknown> }[] }).events,
    );
    expect(ready).toEqual({
      type: "foyer:ready",
      target: "shop",
      detail: { embedId: "shop3", lang: "en", route: "/en/product/3" },
    });
    expect(add.type).toBe("foyer:basket-add");
    expect(add.detail).toEqual({
      item: {
        item_id: "merchandise-3",
        item_name: "Poster “Linden in Bloom”",
        item_category: "merchandise",
        price: expect.any(Number),
        quantity: 1,
      },
      basketCount: 1,
      currency: "EUR",
    });
    const trackers = await page.evaluate(() => {
      const w = window as unknown as { dataLayer: { event?: string }[]; pixel: unknown[][]; ads?: number };
      return {
        dataLayer: w.dataLayer.map((e) => e.event ?? "reset"),
        pixel: w.pixel.map((p) => p[1]),
        ads: w.ads ?? 0,
      };
    });
    expect(trackers).toEqual({ dataLayer: ["reset", "add_to_cart"], pixel: ["AddToCart"], ads: 0 });
  });

  it("opens and closes a button embed from the host page", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/buttons.html`);
    await page.evaluate(() =>
      (window as unknown as { Foyer: { open(r: string, el: Element): void } }).Foyer.open(
        "/vouchers",
        document.querySelectorAll(".buy")[1],
      ),
    );
    await expect
      .poll(() => page.evaluate(() => !!document.querySelectorAll(".buy")[1].shadowRoot?.querySelector("dialog")?.open))
      .toBe(true);
    await page.locator(".buy").nth(1).locator("dialog").getByRole("heading", { name: "Gutscheine" }).first().waitFor();
    await page.evaluate(() => (window as unknown as { Foyer: { close(): void } }).Foyer.close());
    await expect
      .poll(() => page.evaluate(() => !!document.querySelectorAll(".buy")[1].shadowRoot?.querySelector("dialog")?.open))
      .toBe(false);
  });
});

describe("strict CSP and a hostile host", () => {
  it("renders fully styled and works under script-src/style-src with a nonce only, without any violation", async () => {
    const page = await h.page();
    const violations: string[] = [];
    page.on("console", (m) => /Content Security Policy|Refused to/.test(m.text()) && violations.push(m.text()));
    const response = await page.goto(`${h.url}/csp.html`);
    expect(response!.headers()["content-security-policy"]).toContain("style-src 'self' 'nonce-lindenhof-demo-nonce'");
    await waitForShop(page);
    await shop(page).getByRole("link", { name: "Gutscheine" }).first().click();
    await shop(page).getByRole("heading", { name: "Gutscheine" }).first().waitFor();
    const styled = await page.evaluate(() => {
      const root = document.querySelector("[data-foyer]")!.shadowRoot!;
      return {
        position: getComputedStyle(root.querySelector("header")!).position,
        font: getComputedStyle(root.querySelector(".foyer-root")!).fontSize,
      };
    });
    expect(styled).toEqual({ position: "sticky", font: "16px" });
    expect(violations).toEqual([]);
    expect(h.errors(page)).toEqual([]);
  });

  it("looks the same under a hostile stylesheet and adds no global style", async () => {
    const frame = (css: string) => `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>t</title>
      <link rel="stylesheet" href="/museum.css">${css}</head><body><div style="width:1000px;margin:0;padding:0">
      <div data-foyer data-lang="de" data-history="memory" data-route="/vouchers"></div></div><script src="/foyer/loader.js"></script></body></html>`;
    const shot = async (css: string, path: string) => {
      const page = await h.page({ viewport: { width: 1100, height: 900 } });
      await page.goto(await h.serve(page, path, frame(css)));
      await shop(page).getByRole("heading", { name: "Gutscheine" }).first().waitFor();
      // the cookie notice comes with the static content, after the screen: both shots show it
      await shop(page).getByTestId("cookie-notice").waitFor();
      await settled(page);
      const sheets = await page.evaluate(() => ({
        sheets: document.styleSheets.length,
        adopted: document.adoptedStyleSheets.length,
        styles: document.querySelectorAll("style").length,
      }));
      return { png: (await shop(page).screenshot()).toString("base64"), sheets, page };
    };
    const normal = await shot("", "/t/normal.html");
    const hostile = await shot('<link rel="stylesheet" href="/hostile.css">', "/t/hostile.html");
    expect(normal.sheets).toEqual({ sheets: 1, adopted: 0, styles: 0 });
    expect(hostile.sheets).toEqual({ sheets: 2, adopted: 0, styles: 0 });
    const diff = await normal.page.evaluate(
      async ([a, b]) => {
        const load = (src: string) =>
          new Promise<HTMLImageElement>((ok) =>
            Object.assign(new Image(), {
              onload(this: HTMLImageElement) {
                ok(this);
              },
              src: `data:image/png;base64,${src}`,
            }),
          );
        const [x, y] = await Promise.all([load(a), load(b)]);
        if (x.width !== y.width || x.height !== y.height)
          return { size: `${x.width}x${x.height} vs ${y.width}x${y.height}`, ratio: 1 };
        const pixels = (img: HTMLImageElement) => {
          const c = Object.assign(document.createElement("canvas"), { width: img.width, height: img.height });
          const ctx = c.getContext("2d")!;
          ctx.drawImage(img, 0, 0);
          return ctx.getImageData(0, 0, img.width, img.height).data;
        };
        const p = pixels(x);
        const q = pixels(y);
        let differing = 0;
        for (let i = 0; i < p.length; i += 4)
          if (Math.abs(p[i] - q[i]) + Math.abs(p[i + 1] - q[i + 1]) + Math.abs(p[i + 2] - q[i + 2]) > 24) differing++;
        return { size: "same", ratio: differing / (p.length / 4) };
      },
      [normal.png, hostile.png],
    );
    expect(diff.size).toBe("same");
    expect(diff.ratio).toBeLessThan(0.005);
  });
});

describe("styles", () => {
  it("a screen's first rules go into a sheet of their own: the sheets already there are not parsed again", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/`);
    await shop(page).locator("ul a h2").first().waitFor();
    await settled(page);
    const sheets = () =>
      page.evaluate(() => {
        const root = document.querySelector("[data-foyer]")!.shadowRoot!;
        const w = window as unknown as { firstSheet?: CSSStyleSheet };
        w.firstSheet ??= root.adoptedStyleSheets[0];
        return {
          count: root.adoptedStyleSheets.length,
          same: root.adoptedStyleSheets[0] === w.firstSheet,
          rules: root.adoptedStyleSheets[0]!.cssRules.length,
        };
      });
    const before = await sheets();
    await page.evaluate(() => (location.hash = "#/de/tickets"));
    await shop(page).locator("[data-testid=event-card]").first().waitFor();
    await settled(page);
    const after = await sheets();
    // the event list's rules were added (in sheets of their own); the first is the same, with its rules
    expect(after.count).toBeGreaterThan(before.count);
    expect(after).toEqual({ count: after.count, same: true, rules: before.rules });
    // and they apply: the list is a grid
    expect(
      await shop(page)
        .locator("ul:has([data-testid=event-card])")
        .evaluate((e) => getComputedStyle(e).display),
    ).toBe("grid");
  });
});

describe("configurator", () => {
  it("builds the snippet from the choices and previews it live", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/configurator.html`);
    await page.getByLabel("Language").selectOption("en");
    await page.getByLabel("Opens on").selectOption("/vouchers");
    const snippet = await page.locator("#snippet").textContent();
    expect(snippet).toContain('<div data-foyer data-lang="en" data-route="/vouchers"></div>');
    expect(snippet).toContain(`<script async src="${h.widget}/foyer/loader.js"></script>`);
    // issue 35: the min-height wrapper of the embedding guide, and the no-script link to the shop's origin
    expect(snippet).toMatch(/^<div style="min-height: 75rem">\n {2}<div data-foyer /);
    expect(snippet).toContain(`<noscript><a href="${h.widget}/">Tickets</a></noscript>`);
    expect(snippet!.trimEnd().endsWith("</div>")).toBe(true);
    await page.locator("#preview").getByRole("heading", { name: "Vouchers" }).first().waitFor();
    await page.getByLabel("As a button that opens the shop").check();
    await page.getByLabel("Button label").fill("Give a visit");
    expect(await page.locator("#snippet").textContent()).toContain('data-mode="button">Give a visit</div>');
    // a button takes no room of its own: no wrapper
    expect(await page.locator("#snippet").textContent()).toMatch(/^<div data-foyer /);
    await page.locator("#preview").getByRole("button", { name: "Give a visit" }).waitFor();
    expect(await page.evaluate(() => location.hash)).toBe("");
  });
});

describe("payment from a button embed", () => {
  it("comes back into the button's dialog with the booking, taken by one embed only", async () => {
    const { sessionFor, poster, putBasket } = await import("./checkout-helpers");
    const session = await sessionFor(h);
    const page = await h.page();
    await page.goto(`${h.url}/buttons.html`);
    await putBasket(page, [poster], session);
    await page.reload();
    await page.getByRole("button", { name: "Tickets für „Licht und Schatten“" }).click();
    await page.evaluate(() =>
      (window as unknown as { Foyer: { open(r: string, el: Element): void } }).Foyer.open(
        "/checkout",
        document.querySelector(".buy")!,
      ),
    );
    const dialog = page.locator(".buy").first().locator("dialog");
    const payment = dialog.getByRole("region", { name: "Zahlung" });
    await payment.getByRole("radio", { name: "Kreditkarte" }).check();
    await payment.getByRole("checkbox", { name: /Ich akzeptiere/ }).check();
    await payment.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    await page.waitForURL(/\/pay\/[A-Za-z0-9]{12}/);
    await page.getByRole("button", { name: /bezahlen$/ }).click();
    await page.waitForURL(/buttons\.html/);
    // the first button's embed takes the return and opens on it; the second stays closed
    await dialog.getByTestId("booking-id").waitFor();
    expect(await dialogOpen(page, ".buy")).toBe(true);
    expect(
      await page.evaluate(() => !!document.querySelectorAll(".buy")[1].shadowRoot?.querySelector("dialog")?.open),
    ).toBe(false);
    expect(await page.evaluate(() => location.search)).toBe("");
    expect(await page.evaluate(() => sessionStorage.getItem("foyer:shop3:basket"))).toBeNull();
    // closed, the dialog takes the return's hash off the host's address (issue 19)
    expect(await page.evaluate(() => location.hash)).toMatch(/^#\/de\/checkout\/success/);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialogOpen(page, ".buy")).toBe(false);
    // the dialog's "close" event, which takes the hash off, comes in a task after `open` is false
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("");
    expect(await page.evaluate(() => location.pathname)).toBe("/buttons.html");
  });
});

describe("issue 13 (11): a payment in the partner shop of /embeds.html", () => {
  it("is confirmed by the partner shop, whose basket empties; the main shop stays German on its page", async () => {
    const { sessionFor, poster, putBasket } = await import("./checkout-helpers");
    const session = await sessionFor(h);
    const page = await h.page();
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
    await partner.getByTestId("booking-id").waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("foyer:partner:basket"))).toBeNull();
    await expect.poll(() => page.evaluate(() => location.search)).toBe("");
    // the main shop owns the address but left the partner's return to it
    expect(await page.evaluate(() => location.hash)).toBe("#/de");
    await waitForShop(page, "#main-shop");
    expect(await shop(page, "#main-shop").textContent()).not.toMatch(
      /keine Zahlung zu bestätigen|no payment to confirm/,
    );
  });
});

describe("checkout and purchase events", () => {
  it("dispatch foyer:checkout before the provider and foyer:purchase once after, with the documented details", async () => {
    const { sessionFor, poster, openWith, order, answer } = await import("./checkout-helpers");
    const session = await sessionFor(h);
    const page = await h.page();
    // the host page records the shop's events across the trip to the provider
    await page.addInitScript(() => {
      for (const type of ["foyer:checkout", "foyer:purchase"])
        document.addEventListener(type, (e) => {
          const list = JSON.parse(sessionStorage.getItem("host:events") ?? "[]");
          list.push({ type, detail: (e as CustomEvent).detail });
          sessionStorage.setItem("host:events", JSON.stringify(list));
        });
    });
    await openWith(h, page, "/checkout", [poster], session);
    await order(page, "Credit card");
    await answer(page, /^Pay /);
    const booking = await shop(page).getByTestId("booking-id").textContent();
    const events = await page.evaluate(() => JSON.parse(sessionStorage.getItem("host:events") ?? "[]"));
    expect(events.map((e: { type: string }) => e.type)).toEqual(["foyer:checkout", "foyer:purchase"]);
    const item = {
      item_id: "merchandise-3",
      item_name: "Poster “Linden in Bloom”",
      item_category: "merchandise",
      price: 12,
      quantity: 1,
    };
    expect(events[0].detail).toEqual({ value: expect.any(Number), currency: "EUR", items: [item] });
    expect(events[0].detail.value).toBeGreaterThanOrEqual(12);
    expect(events[1].detail).toEqual({
      transactionId: booking!.replace(/^.*: /, ""),
      value: events[0].detail.value,
      currency: "EUR",
      items: [item],
    });
  });
});

describe("partner and campaign tracking", () => {
  it("keeps ?partner and utm_* of the host page for the session and sends them with the payment", async () => {
    const { sessionFor, poster, order, putBasket } = await import("./checkout-helpers");
    const session = await sessionFor(h);
    const page = await h.page();
    await page.goto(`${h.url}/?partner=MUSEUMSPASS&utm_source=newsletter&utm_campaign=winter#/en`);
    await waitForShop(page);
    // the visitor moves on at once: the landing page's parameters must already be kept
    // a later page of the visit, without the parameters
    await putBasket(page, [poster], session);
    await page.goto(`${h.url}/#/en/checkout`);
    await waitForShop(page);
    const init = page.waitForRequest((r) => r.url().includes("/checkout/initPayment"));
    await order(page, "Credit card");
    const body = (await init).postDataJSON() as { aux: Record<string, unknown> };
    expect(body.aux.partner).toBe("MUSEUMSPASS");
    expect(body.aux.tracking).toEqual({ utm_source: "newsletter", utm_campaign: "winter" });
  });
});
