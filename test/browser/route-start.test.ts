// Screen to screen without a waterfall (issue 37): a navigation asks for everything the next
// route declares (its screen, the parts it always shows, its messages: RouteDef.parts; its first
// reads: RouteDef.reads) at once. On a link with LATENCY ms per request, every file and read the
// next screen fetched is asked for before the first of them could have been answered: a file the
// browser finds only in another file's imports, or a screen's own call after its first render,
// would come one round trip later. Each read is asked for once: the screen takes the answer.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { shop, slowLink, useHarness, waitForShop } from "./harness";

const h = useHarness();
const LATENCY = 400;
/** src/app/route-intent.ts IDLE_AFTER_MS (not imported: the app's modules are not for Node). */
const IDLE_AFTER_MS = 5000;

/** Per page: what started the request of a path (CDP's initiator). */
const asker = new WeakMap<Page, (path: string) => string>();

/** A page on a link where every request takes LATENCY ms; `saveData`: the browser asks to save data. */
async function slowPage(saveData = true): Promise<Page> {
  const p = await h.page();
  // no idle loading of the menu's screens (it would fetch beside the steps)
  if (saveData)
    await p.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true } }));
  const cdp = await slowLink(p, LATENCY);
  // who asked for each file: named when a step finds one late
  const initiators = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", ({ request, initiator }) => {
    const frames = initiator.stack?.callFrames ?? [];
    const at = frames.slice(0, 4).map((f) => `${f.functionName || "?"}@${f.url.split("/").pop()}:${f.lineNumber}`);
    initiators.set(new URL(request.url).pathname, `${initiator.type} ${at.join(" < ")}`);
  });
  asker.set(p, (path) => initiators.get(path.split("?")[0]!) ?? "?");
  return p;
}

interface Step {
  /** Widget files and service calls asked for from the click to the new screen's content. */
  asked: { path: string; start: number }[];
  /** When the first of them was answered. */
  firstAnswer: number;
}

/** The widget files and service calls the page fetched since `from` (performance.now()). */
const fetchedSince = (p: Page, from: number): Promise<Step> =>
  p.evaluate((from) => {
    const res = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
      (r) => r.startTime >= from && /\/foyer\/app\/|\/api\//.test(r.name),
    );
    return {
      asked: res.map((r) => ({ path: new URL(r.name).pathname + new URL(r.name).search, start: r.startTime })),
      firstAnswer: Math.min(...res.map((r) => r.responseEnd)),
    };
  }, from);

/**
 * Clicks a shop link and reports what was asked for until `content` shows and every `wanted`
 * file or read has been answered (a read the screen does not show at once may come a little later).
 */
async function step(p: Page, link: Locator, content: string | Locator, wanted: RegExp[] = []): Promise<Step> {
  const from = await p.evaluate(() => performance.now());
  await link.click();
  // the pointer off the shop: the new screen's links do not come under it (a resting pointer
  // starts their routes, which is no part of the step)
  await p.mouse.move(0, 0);
  await (typeof content === "string" ? shop(p).locator(content) : content).first().waitFor({ timeout: 30_000 });
  await expect
    .poll(async () => {
      const { asked } = await fetchedSince(p, from);
      return wanted.filter((re) => !asked.some((a) => re.test(a.path))).map(String);
    })
    .toEqual([]);
  return fetchedSince(p, from);
}

/** What was asked for only after the first answer of the step had come: a waterfall. */
const late = (s: Step) => s.asked.filter((a) => a.start >= s.firstAnswer).map((a) => a.path);
/** The late ones with what asked for them, for the failure's message. */
const why = (p: Page, s: Step) =>
  late(s)
    .map((path) => `${path}: ${asker.get(p)?.(path)}`)
    .join("\n");
const count = (s: Step, re: RegExp) => s.asked.filter((a) => re.test(a.path)).length;
/** How often each of `wanted` was asked for in a step (each once: [1, 1, ...]). */
const counts = (s: Step, wanted: RegExp[]) => wanted.map((re) => `${re}: ${count(s, re)}`);
const once = (wanted: RegExp[]) => wanted.map((re) => `${re}: 1`);

const needsAsked = (p: Page) =>
  p.evaluate(() => performance.getEntriesByType("resource").some((r) => /\/app\/needs-[\w-]+\.js$/.test(r.name)));

/**
 * The demo's landing page on the slow link, with the shell's parts after the first content here,
 * and a visitor's first intent: the keyboard's focus on a shop link (the shop's name, a link home),
 * or a touch on the shop outside any link. What the catalogue areas' routes need (RouteDef.needs)
 * comes with it, not before.
 */
async function landing(intent: "focus" | "touch" = "focus"): Promise<Page> {
  const p = await slowPage();
  await p.goto(`${h.url}/#/en/`);
  await waitForShop(p);
  await shop(p).locator("ul a h2").first().waitFor({ timeout: 30_000 });
  // the shell's parts after the first content are here (they load after it, not with a step)
  await shop(p).locator("footer").first().waitFor({ state: "attached", timeout: 30_000 });
  expect(await needsAsked(p)).toBe(false);
  // (focused again until the intent is watched: its file is the footer's)
  const home = shop(p).locator("header a[href$='#/en/'], header a[href$='#/en']").first();
  const heading = shop(p).locator("h1").first();
  await expect
    .poll(async () => {
      if (intent === "touch") await heading.dispatchEvent("touchstart");
      else {
        await home.blur();
        await home.focus();
      }
      return needsAsked(p);
    })
    .toBe(true);
  return p;
}

/** A file of the build, by its chunk's name. */
const file = (name: string) => new RegExp(`/app/${name}-[\\w-]+\\.js$`);
/** A service call in English, by its path and query (a pattern). */
const read = (pattern: string) => new RegExp(`/api/en/${pattern}$`);

describe("a navigation asks for its route's files and first reads at once", () => {
  it("landing -> event list -> an event -> basket: no file or read a round trip late, each read once", async () => {
    const p = await landing();
    const list = await step(p, shop(p).locator("a[href$='/tickets']").first(), "[data-testid=event-card]");
    expect(late(list), why(p, list)).toEqual([]);
    expect(count(list, /\/app\/event-list-[\w-]+\.js$/)).toBe(1);
    expect(count(list, /\/app\/i18n\/en-events-[\w-]+\.js$/)).toBe(1);
    expect(count(list, /\/api\/en\/event\/select$/)).toBe(1);

    const event = await step(
      p,
      shop(p).getByRole("link", { name: "Choose tickets for Light and Shadow – Romantic Painting" }),
      "button[data-day]:not([aria-disabled])",
    );
    expect(late(event), why(p, event)).toEqual([]);
    expect(count(event, /\/app\/event-detail-[\w-]+\.js$/)).toBe(1);
    expect(count(event, /\/app\/i18n\/en-tickets-[\w-]+\.js$/)).toBe(1);
    // the calendar's file (a part the screen declares: it is in its own group)
    expect(count(event, /\/app\/calendar-[\w-]+\.js$/)).toBe(1);
    expect(count(event, /\/api\/en\/ticket\/collect\/event\/101$/)).toBe(1);
    expect(count(event, /\/api\/en\/ticket\/lifetime\?event=101$/)).toBe(1);
    expect(count(event, /\/api\/en\/ticket\/calendar\/event\/101\/range\/\d+;\d+\?deep=1$/)).toBe(1);

    const basket = await step(p, shop(p).getByTestId("basket-link").first(), "text=Your basket is empty.");
    expect(late(basket), why(p, basket)).toEqual([]);
    expect(count(basket, /\/app\/i18n\/en-checkout-[\w-]+\.js$/)).toBe(1);
    expect(h.errors(p)).toEqual([]);
  });

  it("landing -> tour list -> a tour: no file or read a round trip late, each read once", async () => {
    const p = await landing("touch");
    const listWanted = [
      file("tour-list"),
      read("tour/select/event"),
      read("tour/attr"),
      read("tour/overview\\?date=\\d{8}&lookahead=4"),
    ];
    const list = await step(
      p,
      shop(p).locator("a[href$='/guided-tours']").first(),
      "[data-testid=tour-101]",
      listWanted,
    );
    expect(late(list), why(p, list)).toEqual([]);
    expect(counts(list, listWanted)).toEqual(once(listWanted));

    const tourWanted = [
      // (the calendar's group came with the list: its filters use its date arithmetic)
      file("tour-detail"),
      read("tour\\?tour=101"),
      read("tour/lifetime/tour/101"),
      read("tour/calendar/tour/101/range/\\d{8};\\d{8}"),
      read("tour/soldout/tour/101/range/\\d{8};\\d{8}"),
    ];
    const tour = await step(
      p,
      shop(p)
        .getByTestId("tour-101")
        .getByRole("link", { name: /^Choose a date: / }),
      "button[data-day]:not([aria-disabled])",
      tourWanted,
    );
    expect(late(tour), why(p, tour)).toEqual([]);
    expect(counts(tour, tourWanted)).toEqual(once(tourWanted));
    expect(h.errors(p)).toEqual([]);
  });

  it("landing -> merchandise -> an article: no file or read a round trip late, each read once", async () => {
    const p = await landing();
    const listWanted = [
      file("merchandise-list"),
      read("merchandise/select"),
      read("merchandise/attr"),
      read("merchandise/attr\\?product_kind=13"),
    ];
    const name = "Poster “Linden in Bloom”";
    const list = await step(
      p,
      shop(p).locator("a[href$='/merchandise']").first(),
      shop(p).getByRole("link", { name }),
      listWanted,
    );
    expect(late(list), why(p, list)).toEqual([]);
    expect(counts(list, listWanted)).toEqual(once(listWanted));

    const articleWanted = [file("product-detail"), read("merchandise\\?article=3")];
    const article = await step(
      p,
      shop(p).getByRole("link", { name }),
      shop(p).getByRole("heading", { level: 1, name }),
      articleWanted,
    );
    expect(late(article), why(p, article)).toEqual([]);
    expect(counts(article, articleWanted)).toEqual(once(articleWanted));
    expect(h.errors(p)).toEqual([]);
  });

  it("landing -> log in -> register: no file or read a round trip late, each read once", async () => {
    const p = await landing();
    const loginWanted = [file("login"), file("use-account"), file("focus-invalid")];
    const login = await step(
      p,
      shop(p).locator("header a[href*='/login']").first(),
      shop(p).getByRole("heading", { level: 1, name: "Log in" }),
      loginWanted,
    );
    expect(late(login), why(p, login)).toEqual([]);
    expect(counts(login, loginWanted)).toEqual(once(loginWanted));

    // the registration's form asks what to ask (customer/attr) at once
    const registerWanted = [file("register"), file("auth-shell"), read("customer/attr")];
    const register = await step(
      p,
      shop(p).locator("main a[href*='/register'], [data-foyer-main] a[href*='/register']").first(),
      shop(p).getByRole("heading", { level: 1, name: "Register" }),
      registerWanted,
    );
    expect(late(register), why(p, register)).toEqual([]);
    expect(counts(register, registerWanted)).toEqual(once(registerWanted));
    expect(h.errors(p)).toEqual([]);
  });

  it("landing -> vouchers -> a voucher: no file or read a round trip late, each read once", async () => {
    const p = await landing("touch");
    const listWanted = [file("voucher-list"), read("voucher/select/event/"), read("voucher/attr")];
    const name = "Voucher, amount of your choice";
    const list = await step(
      p,
      shop(p).locator("a[href$='/vouchers']").first(),
      shop(p).getByRole("link", { name }),
      listWanted,
    );
    expect(late(list), why(p, list)).toEqual([]);
    expect(counts(list, listWanted)).toEqual(once(listWanted));

    const voucherWanted = [file("voucher-detail"), read("voucher/selectOne/price/4")];
    const voucher = await step(
      p,
      shop(p).getByRole("link", { name }),
      shop(p).getByRole("heading", { level: 1, name }),
      voucherWanted,
    );
    expect(late(voucher), why(p, voucher)).toEqual([]);
    expect(counts(voucher, voucherWanted)).toEqual(once(voucherWanted));
    expect(h.errors(p)).toEqual([]);
  });
});

describe("intent starts the next screen", () => {
  it("a pointer resting on a shop link asks for the route's files and reads before any click", async () => {
    const p = await slowPage(false);
    const asked: string[] = [];
    p.on("request", (r) => asked.push(new URL(r.url()).pathname));
    await p.goto(`${h.url}/#/en/tickets`);
    await shop(p).getByTestId("event-card").first().waitFor({ timeout: 30_000 });
    const link = shop(p).getByRole("link", { name: "Choose tickets for Light and Shadow – Romantic Painting" });
    // the pointer onto the link: its route's code at once (the intent is watched once the shell's
    // later parts are here: until then the pointer comes back), then, resting there, its reads
    await expect
      .poll(async () => {
        await p.mouse.move(0, 0);
        await link.hover();
        return asked.some((u) => /\/app\/event-detail-[\w-]+\.js$/.test(u));
      })
      .toBe(true);
    await expect.poll(() => asked.some((u) => u.endsWith("/api/en/ticket/collect/event/101"))).toBe(true);
    // nothing was clicked: still the list
    expect(await shop(p).getByTestId("event-card").count()).toBeGreaterThan(0);
    await link.click();
    await shop(p).locator("button[data-day]:not([aria-disabled])").first().waitFor({ timeout: 30_000 });
    expect(asked.filter((u) => u.endsWith("/ticket/collect/event/101"))).toHaveLength(1);
    expect(h.errors(p)).toEqual([]);
  });

  it("a route button starts its route as a link does: on focus, and under a resting pointer", async () => {
    // the basket's files, which the button "Go to basket" (a RouteButton) names
    const basketFiles = [/\/app\/i18n\/en-checkout-[\w-]+\.js$/, /\/app\/checkout-(?!parts-)[\w-]+\.js$/];
    for (const intent of ["focus", "hover"] as const) {
      const p = await h.page();
      // no idle loading of the menu's screens; a pointer's intent counts even so
      await p.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: false } }));
      const asked: string[] = [];
      p.on("request", (r) => asked.push(new URL(r.url()).pathname));
      await p.goto(`${h.url}/#/en/product/3`);
      await shop(p).getByRole("button", { name: "Add to basket" }).click();
      const button = shop(p).getByRole("button", { name: "Go to basket" });
      await button.waitFor({ timeout: 30_000 });
      expect(asked.filter((u) => basketFiles.some((re) => re.test(u)))).toEqual([]);
      // (the intent is watched once the shell's later parts are here: until then it comes back)
      await expect
        .poll(async () => {
          if (intent === "focus") {
            await shop(p).getByRole("button", { name: "Add to basket" }).focus();
            await button.focus();
          } else {
            await p.mouse.move(0, 0);
            await button.hover();
          }
          return basketFiles.filter((re) => !asked.some((u) => re.test(u))).map(String);
        })
        .toEqual([]);
      // nothing was pressed: still the product
      expect(await shop(p).getByRole("heading", { level: 1, name: "Poster “Linden in Bloom”" }).count()).toBe(1);
      expect(h.errors(p)).toEqual([]);
      await p.close();
    }
  });

  it("after the first screen, idle time loads what the areas' routes need and the menu's screens; not when the browser asks to save data", async () => {
    for (const saveData of [false, true]) {
      const p = await h.page();
      await p.addInitScript(
        (saveData) => Object.defineProperty(navigator, "connection", { value: { saveData } }),
        saveData,
      );
      const asked: string[] = [];
      p.on("request", (r) => asked.push(new URL(r.url()).pathname));
      await p.goto(`${h.url}/#/en/`);
      await shop(p).locator("ul a h2").first().waitFor({ timeout: 30_000 });
      await shop(p).locator("footer").first().waitFor({ state: "attached", timeout: 30_000 });
      const shown = await p.evaluate(() => performance.now());
      if (!saveData) {
        // what the areas' routes need (RouteDef.needs), then the menu's first area: the event list
        // with its messages, and no data
        await p.waitForRequest(/\/app\/needs-[\w-]+\.js$/);
        await p.waitForRequest(/\/app\/event-list-[\w-]+\.js$/);
        await p.waitForRequest(/\/app\/i18n\/en-events-[\w-]+\.js$/);
        expect(asked.filter((u) => u.endsWith("/event/select"))).toEqual([]);
      } else {
        // past the moment the other page's idle loading may begin, then the page's idle moments
        // after the app's (its idle loading waits for one), then a quiet network
        await p.waitForFunction((at) => performance.now() > at, shown + IDLE_AFTER_MS, { timeout: 30_000 });
        for (let i = 0; i < 3; i++)
          await p.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 0))));
        await p.waitForLoadState("networkidle");
        expect(
          asked.filter((u) => /\/app\/(needs|event-list|tour-list|merchandise-list|voucher-list)-/.test(u)),
        ).toEqual([]);
      }
      await p.close();
    }
  });
});
