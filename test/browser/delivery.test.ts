// How the widget is delivered: no waterfall on the start route (everything it needs is asked for
// while the entry is still on its way), compression and cache headers like a CDN's.
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { holdRequests, shop, useHarness } from "./harness";
import { poster, putBasket, ticketDay } from "./checkout-helpers";

const h = useHarness();
const DIST = resolve(import.meta.dirname, "../../dist/foyer");

/**
 * Opens a page on a slow emulated link (React then takes seconds to arrive) and returns the
 * wanted files that were not requested before React had arrived: with a waterfall, the route's
 * files are only asked for once the entry (and React) have run.
 */
async function notRequestedBeforeReact(p: Page, url: string, wanted: RegExp[], ready: string): Promise<string[]> {
  const cdp = await p.context().newCDPSession(p);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 100,
    downloadThroughput: 40_000,
    uploadThroughput: 40_000,
  });
  await p.goto(url);
  await shop(p).locator(ready).first().waitFor({ timeout: 30_000 });
  const entries = await p.evaluate(() =>
    (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((r) => ({
      path: new URL(r.name).pathname,
      start: r.startTime,
      end: r.responseEnd,
    })),
  );
  const react = entries.find((e) => /\/app\/react-[\w-]+\.js$/.test(e.path))!;
  return wanted.filter((w) => !entries.some((e) => w.test(e.path) && e.start < react.end)).map(String);
}

/** The files a built chunk imports (`from"./x.js"`), as patterns of their paths. */
function importsOf(pattern: RegExp): RegExp[] {
  const file = readdirSync(`${DIST}/app`).find((f) => pattern.test(f))!;
  return [...readFileSync(`${DIST}/app/${file}`, "utf8").matchAll(/from\s*"\.\/([\w-]+\.js)"/g)].map(
    (m) => new RegExp(`/app/${m[1]!.replace(/[.-]/g, "\\$&")}$`),
  );
}

describe("no waterfall", () => {
  it("a deep link asks for its screen, its catalogues and the HTTP client while the entry is still on its way", async () => {
    const p = await h.page();
    const wanted = [
      /\/app\/main-[\w-]+\.js$/,
      /\/app\/event-list-[\w-]+\.js$/,
      /\/app\/i18n\/de-shell-[\w-]+\.js$/,
      // the list's own messages (locales/de/events.po)
      /\/app\/i18n\/de-events-[\w-]+\.js$/,
      // and what the screen imports (session 7: a chunk of the HTTP client came one round trip late)
      ...importsOf(/^event-list-[\w-]+\.js$/),
      /\/api\/de\/shopinfo\/config$/,
    ];
    expect(await notRequestedBeforeReact(p, `${h.url}/#/de/tickets`, wanted, "[data-testid=event-card]")).toEqual([]);
    expect(h.errors(p)).toEqual([]);
  });

  it("a deep link to the list asks for no file of the event screen before its cards (rollup.config.mjs's groups)", async () => {
    const p = await h.page();
    const asked: string[] = [];
    p.on("request", (r) => asked.push(new URL(r.url()).pathname));
    await p.goto(`${h.url}/#/de/tickets`);
    await shop(p).getByTestId("event-card").first().waitFor();
    const before = [...asked];
    expect(before.some((u) => /\/app\/event-list-[\w-]+\.js$/.test(u))).toBe(true);
    expect(before.filter((u) => /\/app\/(event-detail|calendar|basket-parts|dialog)-[\w-]+\.js$/.test(u))).toEqual([]);
    // nor the event screen's messages: the list's are a catalogue of their own
    expect(before.filter((u) => /\/app\/i18n\/de-tickets-[\w-]+\.js$/.test(u))).toEqual([]);
    expect(before.filter((u) => /\/app\/i18n\/de-events-[\w-]+\.js$/.test(u))).toHaveLength(1);
  });

  it("the landing asks for the home screen and the shell's catalogue in the page's language at once", async () => {
    const p = await h.page();
    const url = await h.serve(
      p,
      "/t/landing.html",
      `<!doctype html><html lang="fr"><body><div data-foyer data-lang="fr"></div><script src="/foyer/loader.js"></script></body></html>`,
    );
    const wanted = [/\/app\/home-[\w-]+\.js$/, ...importsOf(/^home-[\w-]+\.js$/), /\/app\/i18n\/fr-shell-[\w-]+\.js$/];
    expect(await notRequestedBeforeReact(p, url, wanted, "ul a h2")).toEqual([]);
  });
});

describe("the first call of a deep link", () => {
  it("the event list asks for its events while its messages are still on their way, and once only", async () => {
    const p = await h.page();
    const asked: string[] = [];
    p.on("request", (r) => asked.push(new URL(r.url()).pathname));
    // the list's messages are held: the call must not wait for the screen's first render
    const release = await holdRequests(p, /\/app\/i18n\/de-events-[\w-]+\.js$/);
    const selected = p.waitForRequest(/\/api\/de\/event\/select/);
    await p.goto(`${h.url}/#/de/tickets`);
    await selected;
    expect(await shop(p).getByTestId("event-card").count()).toBe(0);
    release();
    await shop(p).getByTestId("event-card").first().waitFor();
    expect(asked.filter((u) => u.endsWith("/event/select"))).toHaveLength(1);
    expect(h.errors(p)).toEqual([]);
  });

  it("the event list's call goes out beside the shop's files, before the entry is here, and is asked for once", async () => {
    const p = await h.page();
    const asked: string[] = [];
    p.on("request", (r) => asked.push(new URL(r.url()).pathname));
    // the app's entry is held: the start module asks for the route's first read itself
    const release = await holdRequests(p, /\/app\/main-[\w-]+\.js$/);
    // listened for before the page loads: the start module asks for it early (a busy machine's
    // goto may come back after the request went out)
    const selected = p.waitForRequest(/\/api\/de\/event\/select/);
    await p.goto(`${h.url}/#/de/tickets`);
    await selected;
    expect(await shop(p).getByRole("region").count()).toBe(0);
    release();
    await shop(p).getByTestId("event-card").first().waitFor();
    // the app took that answer: it did not ask again
    expect(asked.filter((u) => u.endsWith("/event/select"))).toHaveLength(1);
    expect(h.errors(p)).toEqual([]);
  });

  it("the browser's date, number and plural formatting is set up while the entry is on its way, dates in the museum's time zone", async () => {
    const p = await h.page();
    // every date format made on the page, with its time zone; every number format and plural rules
    await p.addInitScript(() => {
      const made: string[] = ((window as unknown as { __formats: string[] }).__formats = []);
      const Original = Intl.DateTimeFormat;
      Intl.DateTimeFormat = function (this: unknown, ...args: ConstructorParameters<typeof Original>) {
        made.push(`${String(args[0])} ${args[1]?.timeZone ?? ""}`);
        return new Original(...args);
      } as unknown as typeof Intl.DateTimeFormat;
      for (const name of ["NumberFormat", "PluralRules"] as const) {
        const Made = Intl[name] as unknown as new (...a: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = function (...args: unknown[]) {
          made.push(`${name} ${String(args[0])}`);
          return new Made(...args);
        };
      }
    });
    const release = await holdRequests(p, /\/app\/main-[\w-]+\.js$/);
    const url = await h.serve(
      p,
      "/t/zone.html",
      `<!doctype html><html><body><div data-foyer data-time-zone="Europe/Vienna"></div><script src="/foyer/loader.js"></script></body></html>`,
    );
    await p.goto(url);
    await p.waitForFunction(() => (window as unknown as { __formats: string[] }).__formats.length > 0);
    await p.waitForFunction(() => (window as unknown as { __formats: string[] }).__formats.length > 3);
    // the museum clock's (embed/clock.ts) and the page language's
    expect(await p.evaluate(() => (window as unknown as { __formats: string[] }).__formats)).toEqual([
      "en Europe/Vienna",
      "de Europe/Vienna",
      "NumberFormat de",
      "PluralRules de",
    ]);
    release();
    await shop(p).getByRole("region").first().waitFor();
    expect(h.errors(p)).toEqual([]);
  });

  it("the event list's call goes out before the shop's first render: with the shell's messages held it is asked for", async () => {
    const p = await h.page();
    // nothing renders before the shell's messages are there
    const release = await holdRequests(p, /\/app\/i18n\/de-shell-[\w-]+\.js$/);
    // listened for before the page loads: the start module asks for it early (a busy machine's
    // goto may come back after the request went out)
    const selected = p.waitForRequest(/\/api\/de\/event\/select/);
    await p.goto(`${h.url}/#/de/tickets`);
    await selected;
    expect(await shop(p).getByRole("region").count()).toBe(0);
    release();
    await shop(p).getByTestId("event-card").first().waitFor();
    expect(h.errors(p)).toEqual([]);
  });
});

describe("delivery like a CDN", () => {
  const appFile = (re: RegExp) => readdirSync(`${DIST}/app`).find((f) => re.test(f))!;

  it.each([
    ["br", "br"],
    ["gzip, deflate", "gzip"],
  ])("compresses the widget's files for Accept-Encoding %s", async (accept, encoding) => {
    const main = appFile(/^main-[\w-]+\.js$/);
    const res = await fetch(`${h.url}/foyer/app/${main}`, { headers: { "accept-encoding": accept } });
    expect(res.headers.get("content-encoding")).toBe(encoding);
    expect(res.headers.get("vary")).toMatch(/Accept-Encoding/i);
    // fetch decompresses: the bytes are the file's
    expect(await res.text()).toBe(readFileSync(`${DIST}/app/${main}`, "utf8"));
  });

  it("sends hashed chunks as immutable and the loader with a short cache", async () => {
    const chunk = await fetch(`${h.url}/foyer/app/${appFile(/^main-[\w-]+\.js$/)}`);
    expect(chunk.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // the widget on the museum's page may read its files' sizes (its idle loading's budget)
    expect(chunk.headers.get("timing-allow-origin")).toBe("*");
    const loader = await fetch(`${h.url}/foyer/loader.js`);
    expect(loader.headers.get("cache-control")).toMatch(/no-cache|max-age=\d{1,3}\b/);
    expect(await loader.text()).toBe(readFileSync(`${DIST}/loader.js`, "utf8"));
  });
});

describe("Chromium's compile hint (rollup.config.mjs)", () => {
  it("starts the entry, React and the screens the museum's menu links to; the other lazy files go without", () => {
    const files = readdirSync(`${DIST}/app`).filter((f) => f.endsWith(".js"));
    const hinted = files
      .filter((f) => readFileSync(`${DIST}/app/${f}`, "utf8").startsWith("//# allFunctionsCalledOnLoad\n"))
      .map((f) => f.replace(/-[\w-]{8}\.js$/, ""));
    expect(hinted.sort()).toEqual([
      "event-list",
      "home",
      "main",
      "merchandise-list",
      "react",
      // the start module (src/start.ts), which the entry imports
      "start",
      "tour-list",
      "voucher-list",
    ]);
  });
});

describe("a redeploy while a page is open", () => {
  /**
   * Simulates a deploy with every file renamed: after deploy(), the old files answer 404, the
   * loader names the new entry and start module (the same code, "-v2" in every file name).
   */
  async function deployable(p: Page) {
    let deployed = false;
    // a name written out, or one put together in a template (the catalogues': i18n/{lang}-{area}-{hash}.js)
    const v2 = (code: string) =>
      code.replace(/(["'])((?:\.\/)?(?:i18n\/)?[\w-]+)\.js\1/g, "$1$2-v2.js$1").replace(/\.js`/g, "-v2.js`");
    await p.route(/\/foyer\/(loader|app\/.*)\.js$/, async (route) => {
      const path = new URL(route.request().url()).pathname.replace(/^\/foyer\//, "");
      const isNew = path.endsWith("-v2.js");
      if (path === "loader.js") {
        const code = readFileSync(`${DIST}/loader.js`, "utf8");
        return route.fulfill({ contentType: "text/javascript", body: deployed ? v2(code) : code });
      }
      if (deployed !== isNew) return route.fulfill({ status: 404, body: "gone" });
      const code = readFileSync(`${DIST}/${path.replace(/-v2\.js$/, ".js")}`, "utf8");
      return route.fulfill({ contentType: "text/javascript", body: isNew ? v2(code) : code });
    });
    return () => (deployed = true);
  }

  it("a file of the old build that is gone ends in the new build showing the screen", async () => {
    const p = await h.page();
    const deploy = await deployable(p);
    const newFiles: string[] = [];
    p.on("request", (r) => r.url().endsWith("-v2.js") && newFiles.push(r.url()));
    await p.goto(`${h.url}/#/en`);
    await shop(p)
      .getByRole("link", { name: /Tickets/ })
      .first()
      .waitFor();
    deploy();
    // a click without waiting for the link to hold still: two files in parallel sometimes kept
    // Playwright's stability check from ever passing (the link is what the visitor clicks)
    await shop(p)
      .getByRole("link", { name: /Tickets/ })
      .first()
      .dispatchEvent("click");
    await shop(p).getByTestId("event-card").first().waitFor();
    expect(newFiles.some((f) => /\/app\/main-[\w-]+-v2\.js$/.test(f))).toBe(true);
    expect(
      await shop(p)
        .getByText(/could not be shown/)
        .count(),
    ).toBe(0);
    expect(await p.evaluate(() => location.hash)).toBe("#/en/tickets");
  });

  it("without a new build, a missing file shows the screen's error with a retry", async () => {
    const p = await h.page();
    await p.route(/\/foyer\/app\/event-list-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: "gone" }));
    await p.goto(`${h.url}/#/en/tickets`);
    await shop(p).getByRole("button", { name: "Try again" }).waitFor();
  });
});

describe("the shell's lazily loaded parts", () => {
  it("the footer, the breadcrumbs and the cookie notice are asked for only once the screen shows its content", async () => {
    const p = await h.page();
    const release = await holdRequests(p, /\/api\/en\/event\/select/);
    const asked: string[] = [];
    p.on("request", (r) => asked.push(new URL(r.url()).pathname));
    // one file (rollup.config.mjs, the "late" group)
    const secondary = () => asked.filter((u) => /\/app\/late-[\w-]+\.js$/.test(u));
    await p.goto(`${h.url}/#/en/tickets`);
    // the list's screen is there and waits for its events
    await shop(p).getByText("Loading events…").waitFor();
    expect(secondary()).toEqual([]);
    release();
    await shop(p).getByTestId("event-card").first().waitFor();
    await expect.poll(() => secondary().length).toBe(1);
    await shop(p).getByRole("link", { name: "Imprint" }).waitFor();
  });

  it("parts whose file fails to load (footer, breadcrumbs, cookie notice) are left out; the screen shows and works", async () => {
    const p = await h.page();
    await p.route(/\/foyer\/app\/late-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: "gone" }));
    await p.goto(`${h.url}/#/en/tickets`);
    await shop(p).getByTestId("event-card").first().waitFor();
    // their file was asked for (after the first content) and failed: each part says so
    await expect.poll(() => h.errors(p).filter((e) => e.includes("a part of the shop failed")).length).toBe(3);
    expect(await shop(p).getByTestId("cookie-notice").count()).toBe(0);
    expect(await shop(p).getByRole("navigation", { name: "Breadcrumb" }).count()).toBe(0);
    expect(await shop(p).getByRole("link", { name: "Imprint" }).count()).toBe(0);
    await shop(p).getByTestId("event-card").first().getByRole("link").first().click();
    await shop(p).getByRole("heading", { level: 1, name: "Light and Shadow – Romantic Painting" }).waitFor();
  });

  it("the breadcrumbs' place is kept while their file loads: the screen below does not move when they come", async () => {
    // the cookie notice (same file) also comes above the screen: this test is about the breadcrumbs
    await h.control("config", { cookie_disclaimer: false });
    const p = await h.page();
    const release = await holdRequests(p, /\/foyer\/app\/late-[\w-]+\.js$/);
    await p.goto(`${h.url}/#/en/tickets`);
    await shop(p).getByTestId("event-card").first().waitFor();
    const mainTop = () =>
      p.evaluate(() => {
        const main = document.querySelector("[data-foyer]")!.shadowRoot!.querySelector("[data-foyer-main]")!;
        return main.getBoundingClientRect().top + scrollY;
      });
    const before = await mainTop();
    release();
    await shop(p).getByRole("navigation", { name: "Breadcrumb" }).waitFor();
    expect(Math.abs((await mainTop()) - before)).toBeLessThan(1);
  });
});

describe("the stored basket's decoder", () => {
  it("is asked for only when a basket is stored: a first visit goes without it, a later one reads the basket back before it shows", async () => {
    const decoder = /\/app\/stored-lines-[\w-]+\.js$/;
    // the file exists: the entry loads it by name
    expect(readdirSync(`${DIST}/app`).filter((f) => /^stored-lines-[\w-]+\.js$/.test(f))).toHaveLength(1);
    const p = await h.page();
    const asked: string[] = [];
    p.on("request", (r) => asked.push(new URL(r.url()).pathname));
    await p.goto(`${h.url}/#/en/merchandise`);
    await shop(p).getByTestId("product-card").first().waitFor();
    expect(asked.filter((u) => decoder.test(u))).toEqual([]);
    // a basket stored earlier in the session: read back before the screen shows it
    await putBasket(p, [poster]);
    asked.length = 0;
    await p.reload();
    await shop(p).getByTestId("product-card").first().waitFor();
    expect(asked.filter((u) => decoder.test(u))).toHaveLength(1);
    expect(await shop(p).getByTestId("basket-link").textContent()).toContain("1");
  });
});

describe("the ticket form's file", () => {
  const formFiles = /\/app\/(ticket-form|basket-parts)-[\w-]+\.js$/;
  const availableDay = (p: Page) => shop(p).locator(`button[data-day="${ticketDay()}"][aria-label$=", available"]`);

  it("is asked for only once a day is picked: a visitor who only looks at a timed event fetches neither the form nor its quantity steppers", async () => {
    const p = await h.page();
    const asked: string[] = [];
    p.on("request", (r) => asked.push(new URL(r.url()).pathname));
    await p.goto(`${h.url}/#/en/tickets/101`);
    await availableDay(p).waitFor();
    // the shell's later parts are there too: what the screen loads by itself has been asked for
    await shop(p).getByRole("link", { name: "Imprint" }).waitFor();
    expect(asked.filter((u) => formFiles.test(u))).toEqual([]);
    await availableDay(p).click();
    await shop(p).getByRole("button", { name: "More: Adult" }).waitFor();
    expect(asked.filter((u) => formFiles.test(u))).toHaveLength(2);
    expect(h.errors(p)).toEqual([]);
  });

  it("that fails to load is said, with a retry that brings the form", async () => {
    const p = await h.page();
    let fail = true;
    // the file under any query: a try after a failure asks for it under a new one (ui/import-again.ts)
    await p.route(/\/foyer\/app\/ticket-form-[\w-]+\.js(\?.*)?$/, (route) =>
      fail ? route.abort("failed") : route.continue(),
    );
    await p.goto(`${h.url}/#/en/tickets/101`);
    await availableDay(p).click();
    await shop(p)
      .getByText(/^The connection to the shop was interrupted/)
      .waitFor();
    expect(await shop(p).getByRole("button", { name: "More: Adult" }).count()).toBe(0);
    fail = false;
    await shop(p).getByRole("button", { name: "Try again" }).click();
    await shop(p).getByRole("button", { name: "More: Adult" }).waitFor();
  });
});
