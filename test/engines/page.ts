// What the journeys see of a page, the same in every engine, built on the driver's few calls:
// locators that find elements in the shop's shadow root (or the document) by role and accessible
// name, text, label or test id (Testing Library's queries, run in the page), click, fill, read text
// and focus, keys, and waits that poll for a positive signal (never a fixed sleep).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Driver, ElementRef, Key } from "./driver";

const require = createRequire(import.meta.url);
const TESTING_LIBRARY = readFileSync(
  require.resolve("@testing-library/dom/dist/@testing-library/dom.umd.min.js"),
  "utf8",
);

/** The page's side: window.__eng, over Testing Library's queries. */
const LIBRARY = `(function () {
  var TL = window.TestingLibraryDom;
  function match(m) { return m == null ? undefined : m.re !== undefined ? new RegExp(m.re, m.flags) : m.s; }
  function root(scope) {
    if (!scope) return document;
    var host = document.querySelector(scope);
    return host && host.shadowRoot;
  }
  function all(container, step) {
    switch (step.by) {
      case "role": return TL.queryAllByRole(container, step.role, { name: match(step.name), level: step.level });
      case "text": return TL.queryAllByText(container, match(step.text));
      case "label": return TL.queryAllByLabelText(container, match(step.label));
      case "testId": return TL.queryAllByTestId(container, step.id);
      default: return Array.prototype.slice.call(container.querySelectorAll(step.css));
    }
  }
  function findAll(scope, steps) {
    var start = root(scope);
    if (!start) return [];
    return steps.reduce(function (found, step) {
      return found.reduce(function (list, c) { return list.concat(all(c, step)); }, []);
    }, [start]);
  }
  function active() {
    var el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    return el;
  }
  // A press aimed at an element (aim) that lands on something else (the element moved between
  // the driver's aim and its press) is kept from the page, as playwright does, and reported
  // (landed): the click is then aimed again. Ends with the click, or with the next aim.
  var PRESS = ["pointerdown", "mousedown", "pointerup", "mouseup", "click"];
  var guard = null;
  function unguard() {
    if (!guard) return;
    PRESS.forEach(function (t) { removeEventListener(t, guard.on, true); });
  }
  function box(el) {
    var r = el.getBoundingClientRect();
    return Math.round(r.left) + "," + Math.round(r.top) + " " + Math.round(r.width) + "x" + Math.round(r.height);
  }
  function aim(el) {
    unguard();
    var g = (guard = { el: el, at: box(el), missed: null, hit: false });
    g.on = function (e) {
      var path = e.composedPath();
      if (g.missed || path.indexOf(g.el) < 0) {
        if (!g.missed)
          g.missed = e.type + " at " + e.clientX + "," + e.clientY + " on " + describe(path[0]) + "; aimed at " + g.at + ", now " + box(g.el) + (g.el.isConnected ? "" : " (replaced)");
        e.preventDefault();
        e.stopImmediatePropagation();
      } else g.hit = true;
      if (e.type === "click") unguard();
    };
    PRESS.forEach(function (t) { addEventListener(t, g.on, true); });
    return el;
  }
  function landed() {
    var g = guard;
    unguard();
    guard = null;
    return g ? g.missed : null;
  }
  function describe(el) {
    if (!el || el === document.body) return null;
    var label = el.getAttribute && (el.getAttribute("aria-label") || (el.labels && el.labels[0] && el.labels[0].textContent) || el.textContent);
    return (el.tagName || el.nodeName).toLowerCase() + " " + (label || "").replace(/\\s+/g, " ").trim().slice(0, 80);
  }
  window.__eng = {
    aim: aim,
    landed: landed,
    findAll: findAll,
    find: function (scope, steps, nth) { return findAll(scope, steps)[nth] || null; },
    active: active,
    describe: describe,
  };
})();`;

export type Name = string | RegExp;
type Matcher = { s: string } | { re: string; flags: string };
type Step =
  | { by: "role"; role: string; name?: Matcher; level?: number }
  | { by: "text"; text: Matcher }
  | { by: "label"; label: Matcher }
  | { by: "testId"; id: string }
  | { by: "css"; css: string };

const matcher = (name: Name): Matcher =>
  typeof name === "string" ? { s: name } : { re: name.source, flags: name.flags };

const WAIT = 30_000;

/** Polls `read` until `ok` holds (every 50 ms, at most `timeout`); errors while reading are retried. */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  ok: (value: T) => boolean = Boolean,
  timeout = WAIT,
): Promise<T> {
  const end = performance.now() + timeout;
  let last: unknown;
  let error: unknown;
  for (;;) {
    try {
      last = await read();
      if (ok(last as T)) return last as T;
      error = undefined;
    } catch (e) {
      error = e;
    }
    if (performance.now() > end)
      throw new Error(
        `waited ${timeout / 1000} s for ${what}; last: ${error ? `${(error as Error).name}: ${(error as Error).message}` : JSON.stringify(last)}`,
      );
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** One tab of an engine: the driver plus the page-side queries. */
export class Tab {
  constructor(
    readonly driver: Driver,
    readonly origin: string,
  ) {}

  /** Runs an expression that uses window.__eng, putting the library into the page when missing. */
  async call<T>(expression: string, element = false): Promise<T> {
    const go = () => (element ? this.driver.element(expression) : this.driver.run(expression)) as Promise<T>;
    try {
      return await go();
    } catch (e) {
      // a new document (after a navigation) has no library yet: put it in and try again
      if (await this.driver.run<boolean>("!!window.__eng")) throw e;
      await this.driver.run(`(0, eval)(${JSON.stringify(TESTING_LIBRARY)}), (0, eval)(${JSON.stringify(LIBRARY)}), 1`);
      return go();
    }
  }

  /** A path on the host origin, or a full address. */
  async goto(to: string) {
    await this.driver.goto(to.startsWith("http") ? to : `${this.origin}${to}`);
  }
  reload = () => this.driver.reload();
  press = (key: Key) => this.driver.press(key);
  type = (text: string) => this.driver.type(text);
  run = <T>(expression: string) => this.driver.run<T>(expression);
  url = () => this.driver.run<string>("location.href");

  /** Waits until the expression gives `expected` (compared as JSON). */
  async expect(expression: string, expected: unknown, timeout = WAIT) {
    const want = JSON.stringify(expected);
    await until(
      `${expression} to be ${want}`,
      () => this.run(expression),
      (v) => JSON.stringify(v) === want,
      timeout,
    );
  }

  /** The embed's shadow root (the first element matching `host`). */
  shop(host = "[data-foyer]") {
    return new Locator(this, host, []);
  }
  /** The document, outside any shadow root (host pages, the payment provider's page). */
  doc() {
    return new Locator(this, null, []);
  }
  /** The focused element inside shadow roots, described (tag and name), or null. */
  focused = () => this.call<string | null>("window.__eng.describe(window.__eng.active())");
  /** Errors the host page recorded (uncaught exceptions, console.error). */
  errors = () => this.run<string[]>("window.__errors || []");
  /** Waits for the embed's shell. */
  waitForShop = (host = "[data-foyer]") => this.shop(host).css("[data-foyer-main]").waitFor();
  /** Waits until the page settled: fonts, two animation frames (React committed the last event). */
  settled = () =>
    this.run(
      "document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(1)))))",
    );
}

export class Locator {
  constructor(
    private readonly tab: Tab,
    private readonly scope: string | null,
    private readonly steps: Step[],
    private readonly index = 0,
  ) {}

  private then_(step: Step) {
    return new Locator(this.tab, this.scope, [...this.steps, step]);
  }
  role(role: string, name?: Name, opts: { level?: number } = {}) {
    return this.then_({ by: "role", role, name: name === undefined ? undefined : matcher(name), ...opts });
  }
  text(text: Name) {
    return this.then_({ by: "text", text: matcher(text) });
  }
  label(label: Name) {
    return this.then_({ by: "label", label: matcher(label) });
  }
  testId(id: string) {
    return this.then_({ by: "testId", id });
  }
  css(css: string) {
    return this.then_({ by: "css", css });
  }
  nth(index: number) {
    return new Locator(this.tab, this.scope, this.steps, index);
  }

  private get args() {
    return `${JSON.stringify(this.scope)}, ${JSON.stringify(this.steps)}, ${this.index}`;
  }
  toString() {
    return `${this.scope ?? "document"} ${this.steps.map((s) => JSON.stringify(s)).join(" > ")} #${this.index}`;
  }
  /** Evaluates `body` with `el` bound to the element (or null). */
  private on<T>(body: string) {
    return this.tab.call<T>(`(function (el) { return ${body}; })(window.__eng.find(${this.args}))`);
  }

  count = () =>
    this.tab.call<number>(`window.__eng.findAll(${JSON.stringify(this.scope)}, ${JSON.stringify(this.steps)}).length`);
  /** Waits until the element is there (and shown: Testing Library's queries skip hidden ones). */
  async waitFor(timeout = WAIT) {
    await until(`${this}`, () => this.on<boolean>("!!el"), Boolean, timeout);
  }
  /**
   * A real click, once the element is there and enabled. A press that lands on something else (the
   * element moved between the aim and the press: content arriving above it) reaches nothing of the
   * page and is aimed again, as a visitor aims again at a button that moved (see `aim` above).
   */
  async click() {
    await until(`${this} enabled`, () => this.on<boolean>("!!el && !el.disabled"));
    const missed: string[] = [];
    await until(
      `a click on ${this}`,
      async () => {
        // in the middle of the viewport, as a visitor scrolls to it: WebDriver's own scrolling puts it at an edge,
        // where the shop's sticky header may cover it (and WebKit then clicks the header without a word)
        const el = await this.tab.call<ElementRef | null>(
          `(function (el) { if (el) el.scrollIntoView({ block: "center", inline: "center" }); return el && window.__eng.aim(el); })(window.__eng.find(${this.args}))`,
          true,
        );
        if (!el) return false;
        await this.tab.driver.click(el);
        // a new document (the click followed a link) has no guard: the press reached its element
        const miss = await this.tab.run<string | null>("window.__eng ? window.__eng.landed() : null").catch(() => null);
        if (miss) missed.push(miss);
        return !miss;
      },
      Boolean,
    ).catch((e: Error) => {
      throw new Error(`${e.message}; presses that missed: ${missed.join(" | ")}`);
    });
    if (missed.length) console.warn(`${this}: aimed again after ${missed.join(" | ")}`);
  }
  /** Focuses the field, selects what it holds and types the text with real keys (as a visitor who tabbed there). */
  async fill(text: string) {
    await this.waitFor();
    await this.on("(el.focus(), el.select && el.select(), 1)");
    await this.tab.type(text);
  }
  /** Chooses an option of a select by value, as a visitor's choice reaches React (input and change). */
  async select(value: string) {
    await this.waitFor();
    await this.on(
      `(el.value = ${JSON.stringify(value)}, el.dispatchEvent(new Event("input", { bubbles: true })), el.dispatchEvent(new Event("change", { bubbles: true })), 1)`,
    );
  }
  /** Moves the focus to the element by script (the start of a keyboard run). */
  async focus() {
    await this.waitFor();
    await this.on("(el.focus(), 1)");
  }
  async textContent() {
    await this.waitFor();
    return this.on<string>("el.textContent");
  }
  checked = () => this.on<boolean>("!!el && el.checked");
  disabled = () => this.on<boolean>("!!el && (el.disabled || el.getAttribute('aria-disabled') === 'true')");
  attribute = (name: string) => this.on<string | null>(`el && el.getAttribute(${JSON.stringify(name)})`);
  /** Whether this element has the focus (inside its shadow root). */
  isFocused = () => this.on<boolean>("!!el && el === window.__eng.active()");
  /** Waits until the text content matches. */
  async expectText(expected: Name) {
    const ok = (t: string | null) => (typeof expected === "string" ? t === expected : !!t && expected.test(t));
    return until(`${this} to say ${expected}`, () => this.on<string | null>("el && el.textContent"), ok);
  }
}
