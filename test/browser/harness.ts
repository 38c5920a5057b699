// Per test file: a sandbox service serving dist/ (like `npm start`) and a headless Chromium.
// Each test gets a fresh browser context (empty session storage) and a reset service. Every
// host page is opened on http://localhost:PORT and loads the widget and its API from the
// service's own origin, http://127.0.0.1:PORT: all browser tests run cross-origin.
import { afterAll, beforeAll, beforeEach, afterEach } from "vitest";
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from "playwright-core";
import { readFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { startSandbox, type RunningSandbox } from "../../demo/server/sandbox";
import { findChromium } from "../../scripts/ensure-chromium.mjs";
import { TEST_NOW } from "../helpers/clock";

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const ROOT = resolve(import.meta.dirname, "../..");

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // localhost and 127.0.0.1 are both local addresses: without these, Chromium's private network
  // checks would stand between the two origins (on the web they are two public origins)
  "--disable-features=BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights,PrivateNetworkAccessRespectPreflightResults,LocalNetworkAccessChecks",
];

/** The host page's origin for a service: same server, the other name. */
export const hostOrigin = (serviceUrl: string) => serviceUrl.replace("//127.0.0.1", "//localhost");

export interface Harness {
  /** The host pages' origin (http://localhost:PORT). */
  readonly url: string;
  /** The widget's and the service's origin (http://127.0.0.1:PORT). */
  readonly widget: string;
  readonly service: RunningSandbox;
  /** A fresh page in a fresh context; console errors and page errors are collected. */
  page(options?: { viewport?: { width: number; height: number }; bypassCSP?: boolean }): Promise<Page>;
  /** Errors the page reported (uncaught exceptions and console.error). */
  errors(page: Page): string[];
  /** Serves an HTML document at a path of the host pages' origin for this page; the snippet's
   * src="/foyer/..." points at the widget's origin. */
  serve(page: Page, path: string, html: string, headers?: Record<string, string>): Promise<string>;
  /** A control call to the sandbox (/__sandbox/...). */
  control(path: string, body?: unknown): Promise<unknown>;
  /** The instant the test is at: TEST_NOW plus the time the test has run (the sandbox's and the page's clock). */
  now(): Date;
}

/**
 * `shape: "spec"` (or SANDBOX_SHAPE=spec for a whole run): the strict sandbox, answering only with
 * the fields the specification names (demo/server/shape.ts).
 */
export function useHarness(opts: { shape?: "rich" | "spec" } = {}): Harness {
  let service: RunningSandbox | undefined;
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  const errors = new WeakMap<Page, string[]>();
  // TEST_NOW minus the machine's instant at the reset: the sandbox and every page run on the machine's
  // clock moved by it, like faketime's offset (timers run as usual, only the date is moved)
  let offset = 0;

  beforeAll(async () => {
    if (!existsSync(resolve(ROOT, "dist/foyer/loader.js")))
      throw new Error("dist/ is missing: run `npm run build` first");
    const executablePath = findChromium();
    if (!executablePath) throw new Error("Chromium not found: run `node scripts/ensure-chromium.mjs`");
    const shape = opts.shape ?? (process.env.SANDBOX_SHAPE === "spec" ? "spec" : "rich");
    service = await startSandbox({ port: 0, root: ROOT, shape });
    // playwright gives every launch its own fresh, temporary profile
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  });
  beforeEach(async () => {
    // every test at the same instant, whatever the machine's clock says
    offset = TEST_NOW.getTime() - Date.now();
    await fetch(`${service!.url}/__sandbox/reset`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ now: TEST_NOW.toISOString() }),
    });
  });
  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
  });
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  return {
    get url() {
      return hostOrigin(service!.url);
    },
    get widget() {
      return service!.url;
    },
    get service() {
      return service!;
    },
    async page(options = {}) {
      const context = await browser!.newContext({
        viewport: options.viewport ?? { width: 1280, height: 900 },
        bypassCSP: options.bypassCSP,
      });
      contexts.push(context);
      // the widget's clock reads Date: moved by the same offset as the sandbox's
      await context.addInitScript(shiftDate, offset);
      const page = await context.newPage();
      const list: string[] = [];
      errors.set(page, list);
      page.on("pageerror", (e) => list.push(`pageerror: ${e.message}`));
      page.on("console", (m) => {
        // a failed request the test provoked on purpose is reported as a console error too
        if (m.type() === "error" && !/Failed to load resource/.test(m.text())) list.push(`console: ${m.text()}`);
      });
      return page;
    },
    errors: (page) => errors.get(page) ?? [],
    async serve(page, path, html, headers = {}) {
      const url = `${hostOrigin(service!.url)}${path}`;
      const body = html.replaceAll('"/foyer/', `"${service!.url}/foyer/`);
      await page.route(url, (route) =>
        route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", headers, body }),
      );
      return url;
    },
    async control(path, body) {
      const res = await fetch(`${service!.url}/__sandbox/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body ?? {}),
      });
      return res.json();
    },
    now: () => new Date(Date.now() + offset),
  };
}

/** Runs in the page before its scripts: Date (new Date(), Date.now()) reads the machine's clock plus `offset`. */
function shiftDate(offset: number) {
  const Real = Date;
  class Shifted extends Real {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(Real.now() + offset);
      else super(...(args as [string]));
    }
    static override now() {
      return Real.now() + offset;
    }
  }
  globalThis.Date = Shifted as DateConstructor;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

/** axe-core over the whole page, shadow roots included; serious and critical violations only. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    });
  });
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** A readable list of violations for an assertion message. */
export const describeViolations = (violations: AxeViolation[]) =>
  violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.html).join("\n    ")}`)
    .join("\n");

/** The embed element of the demo page. */
export const shop = (page: Page, selector = "[data-foyer]") => page.locator(selector).first();

/** Waits until an embed shows its shell. */
export async function waitForShop(page: Page, selector = "[data-foyer]") {
  await page.locator(`${selector} [data-foyer-main]`).first().waitFor({ state: "attached", timeout: 30_000 });
}

/**
 * Waits until the page has settled after an action: fonts loaded, the widget's images complete
 * (lazy ones only when in view),
 * and two animation frames (React commits what the last event scheduled before the second one).
 * The positive signal for "nothing changed" checks, instead of a fixed sleep.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const roots = [document, ...Array.from(document.querySelectorAll("[data-foyer]"), (e) => e.shadowRoot)];
    // a lazy image below the fold never loads: only those the browser will fetch are waited for
    const fetched = (i: HTMLImageElement) => {
      if (i.loading !== "lazy") return true;
      const box = i.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    };
    const images = roots.flatMap((r) => (r ? Array.from(r.querySelectorAll("img")).filter(fetched) : []));
    await Promise.all(images.map((i) => (i.complete ? null : new Promise((done) => (i.onload = i.onerror = done)))));
    for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
  });
}

/** Runs `action` in the page and waits until `target` has dispatched `type` and the page settled. */
export async function afterEvent(
  page: Page,
  target: "window" | "document",
  type: string,
  action: () => Promise<unknown>,
) {
  const seen = page.evaluate(
    ([target, type]) =>
      new Promise<void>((done) =>
        (target === "window" ? window : document).addEventListener(type, () => done(), { once: true }),
      ),
    [target, type] as const,
  );
  await action();
  await seen;
  await settled(page);
}

/** axe-core's results for a few named rules over the whole page (any impact). */
export async function axeRules(page: Page, rules: string[]): Promise<AxeViolation[]> {
  await page.evaluate(AXE);
  const result = await page.evaluate(async (rules) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return axe.run(document, { runOnly: { type: "rule", values: rules } });
  }, rules);
  return result.violations;
}

/** The element focused inside the embed's shadow root, described; null when focus left the widget. */
export const focusedInWidget = (page: Page, selector = "[data-foyer]") =>
  page.evaluate((selector) => {
    const host = document.querySelector(selector)!;
    const active = host.shadowRoot?.activeElement as HTMLElement | null;
    if (!active || document.activeElement !== host) return null;
    const labelledBy = active.getAttribute("aria-labelledby");
    const name =
      active.getAttribute("aria-label") ??
      (labelledBy ? host.shadowRoot!.getElementById(labelledBy)?.textContent : active.textContent)
        ?.trim()
        .slice(0, 60) ??
      "";
    return `${active.tagName.toLowerCase()}${name ? ` ${name}` : ""}`;
  }, selector);
/**
 * Records every scroll of a page (calls of scrollBy, scrollTo, scrollIntoView and focus, and the
 * scroll events with the widget's offset and height) and returns a reader of the record: a test
 * whose position assertion fails prints it, to tell what moved the page.
 */
export async function traceScrolls(page: Page): Promise<() => Promise<string>> {
  await page.addInitScript(() => {
    const log: string[] = ((window as unknown as { __trace: string[] }).__trace = []);
    const t0 = performance.now();
    const w = () => {
      const el = document.querySelector("[data-foyer]");
      if (!el) return "no widget";
      const b = el.getBoundingClientRect();
      return `off=${Math.round(-b.top)} h=${Math.round(b.height)} hash=${location.hash}`;
    };
    const rec = (what: string) => log.push(`${Math.round(performance.now() - t0)} ${what} ${w()}`);
    for (const name of ["scrollBy", "scrollTo"] as const) {
      const orig = window[name].bind(window) as (...a: unknown[]) => void;
      (window as unknown as Record<string, unknown>)[name] = (...a: unknown[]) => {
        rec(`${name}(${JSON.stringify(a)}) before`);
        orig(...a);
      };
    }
    const siv = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, ...a: unknown[]) {
      rec(`scrollIntoView ${this.tagName} before`);
      return siv.apply(this, a as []);
    };
    const focus = HTMLElement.prototype.focus;
    HTMLElement.prototype.focus = function (this: HTMLElement, ...a: unknown[]) {
      rec(`focus ${this.tagName} ${JSON.stringify(a)}`);
      return focus.apply(this, a as []);
    };
    addEventListener("scroll", () => rec("scroll"), { passive: true });
    addEventListener("popstate", () => rec("popstate"));
    addEventListener("hashchange", () => rec("hashchange"));
  });
  return () => page.evaluate(() => (window as unknown as { __trace: string[] }).__trace.join("\n"));
}

/** Holds the page's requests matching `url` until the returned release() is called. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Every request of the page takes `latency` ms (no bandwidth limit); answers its CDP session, network events on. */
export async function slowLink(page: Page, latency: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return cdp;
}
