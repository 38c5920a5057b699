// The browser half of `npm run bench` (run with tsx; bench.mjs starts it): what a first visit
// really fetches, first content on slow 4G with a 4x slower CPU against the all-parallel ideal,
// and render figures with a large programme (POST /__sandbox/scale). Figures, not assertions.
// Options: --root DIR (serve another checkout's dist/ and server), --runs N (medians of N).
import { chromium, type Browser, type CDPSession, type Locator, type Page } from "playwright-core";
import { spawn } from "node:child_process";
import { readFileSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join, resolve } from "node:path";
import { ensureChromium } from "./ensure-chromium.mjs";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const ROOT = resolve(arg("--root", "."));
const RUNS = Number(arg("--runs", "3"));
/** First content varies most (the host page's first frame may come before the loader runs, or
 * after; one 9-run median to the next moved by 0.08 of the ratio): at least 15 runs. */
const SLOW_RUNS = Math.max(RUNS, 15);
/** --only first,slow,steps,render,heap: a part of the bench. */
const ONLY = arg("--only", "first,slow,steps,render,heap").split(",");
/**
 * How long the visitor of the steps looks at a screen before the next click, once it is settled
 * (no request in flight, an idle moment): a scenario's pause, not a wait for the page. The idle
 * loading of the menu's screens (from 5 s after the first content) then runs between and during
 * the later steps, as it does for a visitor.
 */
const READING_MS = 1500;
/** Screen to screen (issue 37): medians of at least 7 visits. */
const STEP_RUNS = Math.max(RUNS, 7);
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"];
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };
const KB = 1024;

const GOALS = {
  jsBefore: 85 * KB,
  js5s: 95 * KB,
  ratio: 1.3,
  firstCards: 200,
  longTask: 100,
  filter: 100,
  inp: 100,
};

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const ms = (n: number) => `${Math.round(n)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
function row(label: string, value: string, goal?: string, met?: boolean) {
  console.log(`${label.padEnd(46)} ${value.padStart(10)}${goal ? `   goal ${goal}  ${met ? "met" : "NOT met"}` : ""}`);
}

/** Starts the demo server of ROOT on a free port. */
async function startServer(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(join(ROOT, "node_modules/.bin/tsx"), [join(ROOT, "demo/server/main.ts")], {
    env: { ...process.env, PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((done, fail) => {
    let out = "";
    child.stdout!.on("data", (d) => {
      out += d;
      // the site's address ("open http://localhost:PORT/"), or an older checkout's first address
      const m = /Foyer demo[^:]*: (?:open )?(http:\/\/[\w.:]+)\//.exec(out);
      if (m) done(m[1]!);
    });
    child.on("exit", () => fail(new Error("demo server exited")));
  });
  return { url, stop: () => child.kill("SIGTERM") };
}

/** gzip -9 size of a widget file, by its URL path. */
const gzCache = new Map<string, number>();
function gzOf(path: string): number {
  const file = join(ROOT, "dist", decodeURIComponent(path));
  if (!gzCache.has(path)) gzCache.set(path, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  return gzCache.get(path)!;
}

/** Marks the first moment (a frame) at which `selector` matches inside an embed's shadow root. */
const FIRST_CONTENT = (selector: string) => `(() => {
  const check = () => {
    for (const el of document.querySelectorAll("[data-foyer], [data-foyer] + div")) {
      if (el.shadowRoot && el.shadowRoot.querySelector(${JSON.stringify(selector)})) {
        window.__firstContent = performance.now();
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  window.__longest = 0;
  window.__tasks = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) { window.__longest = Math.max(window.__longest, e.duration); window.__tasks.push([e.startTime, e.duration]); } })
    .observe({ type: "longtask", buffered: true });
  window.__events = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.interactionId) window.__events.push({ start: e.startTime, duration: e.duration }); })
    .observe({ type: "event", durationThreshold: 16, buffered: true });
})()`;

interface Fetch {
  path: string;
  at: number;
}

async function newPage(browser: Browser, selector: string, throttle: { net?: boolean; cpu?: number }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (throttle.net) await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  if (throttle.cpu) await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle.cpu });
  await page.addInitScript(FIRST_CONTENT(selector));
  const fetched: Fetch[] = [];
  const t0 = Date.now();
  let inFlight = 0;
  page.on("request", (r) => {
    inFlight++;
    const u = new URL(r.url());
    if (u.pathname.startsWith("/foyer/") && u.pathname.endsWith(".js"))
      fetched.push({ path: u.pathname, at: Date.now() - t0 });
  });
  page.on("requestfinished", () => inFlight--);
  page.on("requestfailed", () => inFlight--);
  /** Until nothing is in flight after one of the page's idle moments (its last answer rendered). */
  const quiet = async () => {
    for (;;) {
      while (inFlight > 0) await page.waitForEvent("requestfinished", { timeout: 60_000 }).catch(() => undefined);
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(0), { timeout: 10_000 })));
      if (inFlight === 0) return;
    }
  };
  return { page, cdp, fetched, quiet, close: () => context.close() };
}

const firstContentAt = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as { __firstContent?: number }).__firstContent, null, {
      timeout: 60_000,
      polling: 50,
    })
    .then((h) => h.jsonValue() as Promise<number>);

/** Loader end and the widget JS each request started before first content, from resource timing. */
async function timings(page: Page) {
  return page.evaluate(() => {
    const fc = (window as unknown as { __firstContent: number }).__firstContent;
    const res = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const loader = res.find((r) => r.name.includes("/foyer/loader.js"));
    return {
      fc,
      loaderEnd: loader?.responseEnd ?? 0,
      // the loader's first request: when it ran
      loaderRan: Math.min(...res.filter((r) => r.name.includes("/foyer/app/")).map((r) => r.startTime)),
      // the last byte the first content waited for: the widget's files and the service's answers
      lastByte: Math.max(
        ...res
          .filter((r) => r.startTime < fc && r !== loader && /\/foyer\/app\/|\/api\//.test(r.name))
          .map((r) => r.responseEnd),
      ),
      before: res
        .filter((r) => r.name.includes("/foyer/") && r.name.endsWith(".js") && r.startTime < fc)
        .map((r) => new URL(r.name).pathname),
    };
  });
}

const SCENARIOS = [
  { name: "landing", path: "/", selector: "ul a h2" },
  { name: "deep link (#/de/tickets)", path: "/#/de/tickets", selector: "[data-testid=event-card]" },
];

async function firstVisit(browser: Browser, url: string) {
  console.log("\nfirst visit (gzip -9 sizes of the widget's JS)\n");
  for (const s of SCENARIOS) {
    const v = await newPage(browser, s.selector, {});
    await v.page.goto(url + s.path);
    await firstContentAt(v.page);
    const t = await timings(v.page);
    await v.page.waitForTimeout(5000);
    const before = t.before.reduce((n, p) => n + gzOf(p), 0);
    const all = [...new Set(v.fetched.filter((f) => f.at < 5000).map((f) => f.path))];
    const in5s = all.reduce((n, p) => n + gzOf(p), 0);
    row(`${s.name}: JS before first content`, kb(before), `≤ ${kb(GOALS.jsBefore)}`, before <= GOALS.jsBefore);
    console.log(`  ${t.before.map((p) => `${p.replace("/foyer/", "")} ${kb(gzOf(p))}`).join(", ")}`);
    row(`${s.name}: JS in the first 5 s`, kb(in5s), `≤ ${kb(GOALS.js5s)}`, in5s <= GOALS.js5s);
    console.log(`  ${all.map((p) => `${p.replace("/foyer/", "")} ${kb(gzOf(p))}`).join(", ")}`);
    await v.close();
  }
  // buttons only: the loader alone until the visitor shows interest
  const b = await newPage(browser, "h1", {});
  await b.page.goto(url + "/buttons.html");
  await b.page.waitForTimeout(5000);
  const idle = [...new Set(b.fetched.map((f) => f.path))];
  row("buttons page, untouched: JS in 5 s", kb(idle.reduce((n, p) => n + gzOf(p), 0)));
  console.log(`  ${idle.join(", ")}`);
  const n = b.fetched.length;
  await b.page.locator(".buy button").first().click();
  await b.page.waitForTimeout(5000);
  const clicked = [...new Set(b.fetched.slice(n).map((f) => f.path))];
  const cb = clicked.reduce((n, p) => n + gzOf(p), 0);
  row("buttons page, 5 s after a click", kb(cb), `≤ ${kb(GOALS.js5s)}`, cb <= GOALS.js5s);
  console.log(`  ${clicked.map((p) => `${p.replace("/foyer/", "")} ${kb(gzOf(p))}`).join(", ")}`);
  await b.close();
}

async function slowFirstContent(browser: Browser, url: string) {
  console.log(`\nfirst content on slow 4G (150 ms, 1.6 Mbit/s) with 4x CPU, median of ${SLOW_RUNS}\n`);
  for (const s of SCENARIOS) {
    const real: number[] = [];
    const ideal: number[] = [];
    const held: number[] = [];
    const network: number[] = [];
    const tail: number[] = [];
    const idealNet: number[] = [];
    const fromRun: number[] = [];
    for (let i = 0; i < SLOW_RUNS; i++) {
      const v = await newPage(browser, s.selector, { net: true, cpu: 4 });
      await v.page.goto(url + s.path);
      await firstContentAt(v.page);
      const t = await timings(v.page);
      // ideal: the loader, then one round trip and every needed byte at the link's rate
      const bytes = t.before.filter((p) => !p.endsWith("loader.js")).reduce((n, p) => n + gzOf(p), 0);
      real.push(t.fc);
      held.push(t.loaderRan - t.loaderEnd);
      network.push(t.lastByte - t.loaderRan);
      tail.push(t.fc - t.lastByte);
      const download = SLOW_4G.latency + (bytes / SLOW_4G.downloadThroughput) * 1000;
      idealNet.push(download);
      ideal.push(t.loaderEnd + download);
      fromRun.push(t.loaderRan + download);
      await v.close();
    }
    const r = median(real) / median(ideal);
    row(`${s.name}: first content`, ms(median(real)), undefined);
    row(`  ideal ${ms(median(ideal))}, ratio`, r.toFixed(2), `≤ ${GOALS.ratio}`, r <= GOALS.ratio);
    // counted in the ratio: the browser runs an async script after the host page's first frame
    // when the page's stylesheet came first
    row(`  loader's last byte to its first request (host page's frame)`, ms(median(held)));
    // for the reader: the same ideal counted from the loader's first request, which leaves out the
    // host page's frame (no goal: the issue's ideal starts at the loader's last byte)
    row(`  ratio to an ideal from the loader's first request`, (median(real) / median(fromRun)).toFixed(2));
    // the download beside the ideal's round trip and bytes; then the CPU's part after it
    row(`  its first request to the last byte needed`, `${ms(median(network))} (ideal ${ms(median(idealNet))})`);
    row(`  last byte needed to first content (CPU at 4x)`, ms(median(tail)));
  }
}

/**
 * One step from screen to screen inside the shop (issue 37): the pointer onto the link, a frame,
 * the press; then the frame in which `selector` matches in the shadow root. What the step fetched
 * (the widget's files and the service's answers asked for from the pointer's move to that frame),
 * and the ideal: one round trip, those bytes at the link's rate, and one more round trip when it
 * asked the service.
 */
async function step(page: Page, link: Locator, selector: string) {
  await link.scrollIntoViewIfNeeded();
  const box = (await link.boundingBox())!;
  const from = await now(page);
  await page.evaluate(`(() => {
    window.__stepAt = 0;
    const check = () => {
      const root = document.querySelector("[data-foyer]").shadowRoot;
      if (root.querySelector(${JSON.stringify(selector)})) window.__stepAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })()`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  const pressed = await now(page);
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForFunction(() => (window as unknown as { __stepAt: number }).__stepAt > 0, null, {
    timeout: 60_000,
    polling: 50,
  });
  const r = await page.evaluate(
    ([from]) => {
      const at = (window as unknown as { __stepAt: number }).__stepAt;
      const res = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
        (e) => e.startTime >= from! && e.startTime < at && /\/foyer\/app\/|\/api\//.test(e.name),
      );
      return {
        at,
        files: res.filter((e) => e.name.includes("/foyer/")).map((e) => new URL(e.name).pathname),
        calls: res.filter((e) => e.name.includes("/api/")).map((e) => [new URL(e.name).pathname, e.encodedBodySize]),
      };
    },
    [from],
  );
  const bytes = r.files.reduce((n, p) => n + gzOf(p), 0) + r.calls.reduce((n, [, b]) => n + Number(b), 0);
  const ideal = SLOW_4G.latency + (bytes / SLOW_4G.downloadThroughput) * 1000 + (r.calls.length ? SLOW_4G.latency : 0);
  return {
    time: r.at - pressed,
    ideal,
    bytes,
    requests: r.files.length + r.calls.length,
    calls: r.calls,
    files: r.files,
  };
}

const STEPS = [
  { name: "start -> Tickets (event list)", link: "a[href$='/tickets']", content: "[data-testid=event-card]" },
  {
    name: "list -> an event (calendar)",
    link: "[data-testid=event-card] a",
    content: "button[data-day]:not([aria-disabled])",
  },
  { name: "event -> basket", link: "[data-testid=basket-link]", content: "[data-testid=basket-line]" },
  // the catalogue areas (their routes' needs: features/<area>/needs.ts), from the menu
  { name: "basket -> guided tours", link: "a[href$='/guided-tours']", content: "[data-testid=tour-101]" },
  {
    name: "tour list -> a tour (calendar)",
    link: "[data-testid=tour-101] a",
    content: "button[data-day]:not([aria-disabled])",
  },
  { name: "tour -> merchandise", link: "a[href$='/merchandise']", content: "a[href$='/product/3']" },
  { name: "merchandise -> an article", link: "a[href$='/product/3']", content: "button[aria-label^='Mehr']" },
  { name: "article -> vouchers", link: "a[href$='/vouchers']", content: "a[href$='/vouchers/4']" },
  { name: "vouchers -> a voucher", link: "a[href$='/vouchers/4']", content: "button[aria-label^='Mehr']" },
];

/**
 * Adds one ticket of the event shown (a day, its time, "+", add), without timing it. The day is
 * the first the calendar calls available: the seeded days with few places or none lie among the
 * first open days, and which of them is the third open one depends on the hour (today is open
 * until its last time has passed).
 */
async function addTicket(page: Page) {
  const root = shadow(page);
  await visitorClick(page, root.locator("button[data-day][aria-label$=', verfügbar']:not([aria-disabled])").first());
  await root.locator("button[aria-label^='Mehr']").first().waitFor({ timeout: 60_000 });
  await visitorClick(page, root.locator("button[aria-label^='Mehr']").first());
  await visitorClick(page, root.getByRole("button", { name: "In den Warenkorb" }));
  await root.locator("[data-testid=basket-link]", { hasText: "1" }).first().waitFor({ timeout: 60_000 });
}

async function stepFigures(browser: Browser, url: string) {
  console.log(`\nscreen to screen on slow 4G (150 ms, 1.6 Mbit/s) with 4x CPU, median of ${STEP_RUNS}\n`);
  const figures = STEPS.map(() => ({
    time: [] as number[],
    ideal: [] as number[],
    bytes: [] as number[],
    n: [] as number[],
  }));
  let last: Awaited<ReturnType<typeof step>>[] = [];
  for (let i = 0; i < STEP_RUNS; i++) {
    const v = await newPage(browser, "ul a h2", { net: true, cpu: 4 });
    await v.page.goto(url + "/");
    await firstContentAt(v.page);
    // the shell's parts after the first content (the footer) are here, and the session's calls are
    // in (what the areas' routes need comes with the visitor's first intent: the first step's pointer)
    await shadow(v.page).locator("footer").first().waitFor({ state: "attached", timeout: 60_000 });
    await v.quiet();
    await v.page.waitForTimeout(READING_MS);
    last = [];
    for (const [k, s] of STEPS.entries()) {
      if (k === 2) await addTicket(v.page);
      const f = await step(v.page, shadow(v.page).locator(s.link).first(), s.content);
      figures[k]!.time.push(f.time);
      figures[k]!.ideal.push(f.ideal);
      figures[k]!.bytes.push(f.bytes);
      figures[k]!.n.push(f.requests);
      last.push(f);
      // the step's later answers and renders are done; then the visitor reads the screen
      await v.quiet();
      await v.page.waitForTimeout(READING_MS);
    }
    await v.close();
  }
  for (const [k, s] of STEPS.entries()) {
    const f = figures[k]!;
    const r = median(f.time) / median(f.ideal);
    row(`${s.name}`, ms(median(f.time)));
    row(
      `  ideal ${ms(median(f.ideal))} (${kb(median(f.bytes))} in ${median(f.n)} requests), ratio`,
      r.toFixed(2),
      `≤ ${GOALS.ratio}`,
      r <= GOALS.ratio,
    );
    console.log(
      `  last run: ${[...last[k]!.files.map((p) => p.replace(/.*\/app\//, "")), ...last[k]!.calls.map(([p]) => String(p).replace(/^\/api\/\w+\//, ""))].join(", ")}`,
    );
  }
}

/** The longest input-to-next-paint of the interactions since `from` (Event Timing). */
async function inpSince(page: Page, from: number): Promise<number> {
  await page.waitForTimeout(600);
  return page.evaluate(
    (from) =>
      Math.max(
        0,
        ...(window as unknown as { __events: { start: number; duration: number }[] }).__events
          .filter((e) => e.start >= from)
          .map((e) => e.duration),
      ),
    from,
  );
}
const now = (page: Page) => page.evaluate(() => performance.now());

/**
 * A visitor's click: the pointer moves onto the control (its hover painted), then presses and
 * releases it. Not Playwright's click(), whose check that the pointer hits the element listens to
 * the page's pointer events and asks for layout in the middle of the click: at 4x CPU it added
 * 20 to 30 ms of the tool's own work to each click's input delay (session 13, traces). Returns
 * the moment before the press, for inpSince.
 */
async function visitorClick(page: Page, target: Locator): Promise<number> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  const t = await now(page);
  await page.mouse.down();
  await page.mouse.up();
  return t;
}

/** Goes from the landing to the event list inside the shop; marks the frame its first card shows. */
const LIST_VISIT = `(() => {
  const root = document.querySelector("[data-foyer]").shadowRoot;
  const from = performance.now();
  const check = () => root.querySelector("[data-testid=event-card]") ? (window.__cardsAt = performance.now()) : requestAnimationFrame(check);
  requestAnimationFrame(check);
  location.hash = "#/de/tickets";
  return from;
})()`;

/** From a filter's change to the frame after the list's count changed (inside the page). */
const filterTime = (page: Page, value: string): Promise<number> =>
  // a string: tsx would wrap named inner functions in a helper the page does not have
  page.evaluate(`(async () => {
    const root = document.querySelector("[data-foyer]").shadowRoot;
    const status = () => root.querySelector("[data-foyer-main] p[role=status]")?.textContent;
    const before = status();
    const select = root.querySelector("[data-foyer-main] select");
    const t0 = performance.now();
    select.value = ${JSON.stringify(value)};
    select.dispatchEvent(new Event("change", { bubbles: true }));
    await new Promise((done) => {
      const check = () => (status() !== before ? done() : requestAnimationFrame(check));
      requestAnimationFrame(check);
    });
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    return performance.now() - t0;
  })()`);
const shadow = (page: Page) => page.locator("[data-foyer]").first();

async function renderFigures(browser: Browser, url: string) {
  const control = (path: string, body: unknown) =>
    fetch(`${url}/__sandbox/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  await control("reset", {});
  const scaled = await control("scale", { events: 499, times: 20 });
  console.log(
    `\nrender figures, 4x CPU, 500 events, 20 times a day${scaled.ok ? "" : " (no /__sandbox/scale here!)"}\n`,
  );

  const cards: number[] = [];
  const longest: number[] = [];
  const bootLongest: number[] = [];
  const filters: number[] = [];
  const resets: number[] = [];
  let nodes = 0;
  for (let i = 0; i < RUNS; i++) {
    // a deep link: the list's call goes out at mount, so its answer comes before React's first
    // render; its longest task is React's start (the first screen's figures), told for reference
    const d = await newPage(browser, "[data-testid=event-card]", { cpu: 4 });
    await d.page.goto(url + "/#/de/tickets");
    await firstContentAt(d.page);
    await d.page.waitForTimeout(1500);
    bootLongest.push(await d.page.evaluate(() => (window as unknown as { __longest: number }).__longest));
    await d.close();
    // the list's own figures: a visit from the landing, the shop started, the answer after the click
    const v = await newPage(browser, "ul a h2", { cpu: 4 });
    await v.page.goto(url + "/");
    await firstContentAt(v.page);
    await v.page.waitForTimeout(1500);
    const from = (await v.page.evaluate(LIST_VISIT)) as number;
    await v.page.waitForFunction(() => (window as unknown as { __cardsAt?: number }).__cardsAt, null, {
      timeout: 60_000,
      polling: 50,
    });
    await v.page.waitForTimeout(1500);
    const f = await v.page.evaluate((from) => {
      const w = window as unknown as { __cardsAt: number; __tasks: [number, number][] };
      const answer = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find(
        (r) => r.name.includes("/event/select") && r.startTime >= from,
      );
      const root = document.querySelector("[data-foyer]")!.shadowRoot!;
      return {
        cards: w.__cardsAt - (answer?.responseEnd ?? from),
        longest: Math.max(0, ...w.__tasks.filter(([at]) => at >= from).map(([, d]) => d)),
        nodes: root.querySelectorAll("*").length,
      };
    }, from);
    cards.push(f.cards);
    longest.push(f.longest);
    nodes = f.nodes;
    const value = await shadow(v.page)
      .locator("[data-foyer-main] select")
      .first()
      .locator("option")
      .nth(1)
      .getAttribute("value");
    filters.push(await filterTime(v.page, value!));
    resets.push(await filterTime(v.page, ""));
    await v.close();
  }
  row(
    "event list: first cards after the answer",
    ms(median(cards)),
    `≤ ${GOALS.firstCards} ms`,
    median(cards) <= GOALS.firstCards,
  );
  row(
    "event list: longest task, click to settled",
    // the browser reports tasks over 50 ms only
    median(longest) ? ms(median(longest)) : "< 50 ms",
    `≤ ${GOALS.longTask} ms`,
    median(longest) <= GOALS.longTask,
  );
  row("  (deep link: longest task of the start)", ms(median(bootLongest)));
  row("event list: DOM nodes in the shadow root", String(nodes));
  row(
    "filter over 500 events (input to paint)",
    ms(median(filters)),
    `≤ ${GOALS.filter} ms`,
    median(filters) <= GOALS.filter,
  );
  row("all cards back (input to paint)", ms(median(resets)), `≤ ${GOALS.filter} ms`, median(resets) <= GOALS.filter);

  const clicks: Record<string, number[]> = { tour: [], ticket: [], month: [], plus: [] };
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // a tour's calendar with 20 times a day
    const v = await newPage(browser, "button[data-day]", { cpu: 4 });
    await v.page.goto(url + "/#/de/guided-tours/101");
    await firstContentAt(v.page);
    await v.page.waitForTimeout(1000);
    const day = shadow(v.page).locator("button[data-day]:not([aria-disabled])").nth(3);
    // the frame whose rendering shows the day's times (they come after the frame that shows the pick)
    await v.page.evaluate(`(() => {
      const root = document.querySelector("[data-foyer]").shadowRoot;
      const check = () => root.querySelector("[data-time]") ? (window.__timesAt = performance.now()) : requestAnimationFrame(check);
      requestAnimationFrame(check);
    })()`);
    let t = await visitorClick(v.page, day);
    clicks.tour!.push(await inpSince(v.page, t));
    times.push((await v.page.evaluate(() => (window as unknown as { __timesAt: number }).__timesAt)) - t);
    t = await visitorClick(v.page, shadow(v.page).locator("button[aria-label='Nächster Monat']"));
    clicks.month!.push(await inpSince(v.page, t));
    await v.close();

    const w = await newPage(browser, "button[data-day]", { cpu: 4 });
    await w.page.goto(url + "/#/de/tickets/101");
    await firstContentAt(w.page);
    await w.page.waitForTimeout(1000);
    t = await visitorClick(w.page, shadow(w.page).locator("button[data-day]:not([aria-disabled])").nth(3));
    clicks.ticket!.push(await inpSince(w.page, t));
    await w.page.waitForTimeout(1000);
    const plus = shadow(w.page).locator("button[aria-label^='Mehr']").first();
    if (await plus.count()) {
      t = await visitorClick(w.page, plus);
      clicks.plus!.push(await inpSince(w.page, t));
    }
    await w.close();
  }
  const label = {
    tour: "tour calendar: a day (20 times)",
    ticket: "ticket calendar: a day",
    month: "calendar: month change",
    plus: 'quantity "+"',
  };
  for (const [k, xs] of Object.entries(clicks))
    row(
      `${label[k as keyof typeof label]} (input to paint)`,
      xs.length ? ms(median(xs)) : "n/a",
      `≤ ${GOALS.inp} ms`,
      median(xs) <= GOALS.inp,
    );
  row("  (tour day: click to the frame with its times)", ms(median(times)));

  await control("reset", {});
}

async function heapFigures(browser: Browser, url: string) {
  console.log("\nmemory\n");
  // heap: one embed, then mount/unmount cycles. The engine compiles and optimises what the cycles
  // run (session 7: 287 KB of the first 30 cycles' growth was code, none was the widget's objects),
  // and the browser keeps a timing entry per request: so 30 cycles to warm up, no network
  // instrumentation, resource timings cleared, then 30 measured cycles. A leak shows directly as
  // unmounted embeds that garbage collection cannot free (weak references to their elements).
  const h = await newPage(browser, "ul a h2", {});
  await h.page.goto(url + "/");
  await firstContentAt(h.page);
  const heap = async (cdp: CDPSession) => {
    await h.page.evaluate(() => performance.clearResourceTimings());
    await cdp.send("HeapProfiler.collectGarbage");
    return ((await cdp.send("Runtime.getHeapUsage")) as { usedSize: number }).usedSize;
  };
  const cycles = (n: number) =>
    h.page.evaluate(async (n) => {
      type Mount = (e: HTMLElement, o: object) => { unmount(): void };
      const w = window as unknown as { Foyer: { mount: Mount }; __gone?: WeakRef<HTMLElement>[] };
      for (let i = 0; i < n; i++) {
        const el = document.body.appendChild(document.createElement("div"));
        const handle = w.Foyer.mount(el, { lang: "de" });
        await new Promise((r) => setTimeout(r, 100));
        handle.unmount();
        el.remove();
        (w.__gone ??= []).push(new WeakRef(el));
      }
    }, n);
  await cycles(30);
  await h.cdp.send("Network.disable");
  const one = await heap(h.cdp);
  await cycles(30);
  const after = await heap(h.cdp);
  const alive = await h.page.evaluate(
    () => (window as unknown as { __gone: WeakRef<HTMLElement>[] }).__gone.filter((r) => r.deref()).length,
  );
  row("heap growth over 30 mount/unmount cycles", kb(after - one));
  row("  (after 30 cycles to warm up) unmounted embeds alive", `${alive} of 60`, "0", alive === 0);
  await h.close();
}

// a fresh machine: Chromium is installed first (as root), or the bench says what to install
const executablePath = ensureChromium();
const server = await startServer();
const browser = await chromium.launch({ executablePath, args: ARGS }).catch((e: unknown) => {
  server.stop();
  throw e;
});
try {
  console.log(`browser bench against ${ROOT} (${server.url})`);
  // a CDN has every file compressed already: one visit of each scenario first
  for (const sc of SCENARIOS) {
    const w = await newPage(browser, sc.selector, {});
    await w.page.goto(server.url + sc.path);
    await firstContentAt(w.page);
    await w.page.waitForTimeout(2000);
    await w.close();
  }
  if (ONLY.includes("first")) await firstVisit(browser, server.url);
  if (ONLY.includes("slow")) await slowFirstContent(browser, server.url);
  if (ONLY.includes("steps")) await stepFigures(browser, server.url);
  if (ONLY.includes("render")) await renderFigures(browser, server.url);
  if (ONLY.includes("heap")) await heapFigures(browser, server.url);
} finally {
  await browser.close();
  server.stop();
}
