// Host hostility as a table (issue 33): each row is a host page that breaks something the widget
// relies on (a built-in replaced before the loader runs) or does something to the embed's element
// after the shop is there. Every row must end in a working shop, or in the retry box with its
// message: never in an empty box. A row that ends in a shop also proves the shop still works (it
// follows the address, or moves on a link).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useHarness } from "./harness";

const h = useHarness();

/** An es6-promise-era polyfill: then/catch/resolve/reject/all/race only, arrays only, settled in timers. */
const OLD_PROMISE = `(function(){
function P(fn){var s=this;s._st=0;s._cb=[];
function settle(st,v){if(s._st)return;s._st=st;s._v=v;setTimeout(function(){var c=s._cb;s._cb=[];for(var i=0;i<c.length;i++)c[i]()},0)}
function resolve(v){if(v===s)return settle(2,new TypeError("cycle"));if(v&&(typeof v=="object"||typeof v=="function")){var then;try{then=v.then}catch(e){return settle(2,e)}
if(typeof then=="function"){var done=false;try{then.call(v,function(x){if(!done){done=true;resolve(x)}},function(e){if(!done){done=true;settle(2,e)}})}catch(e){if(!done){done=true;settle(2,e)}}return}}settle(1,v)}
try{fn(resolve,function(e){settle(2,e)})}catch(e){settle(2,e)}}
P.prototype.then=function(a,b){var s=this;return new P(function(res,rej){function run(){var f=s._st==1?a:b;if(typeof f!="function")return(s._st==1?res:rej)(s._v);try{res(f(s._v))}catch(e){rej(e)}}
if(s._st)setTimeout(run,0);else s._cb.push(run)})};
P.prototype["catch"]=function(b){return this.then(null,b)};
P.resolve=function(v){return v instanceof P?v:new P(function(r){r(v)})};
P.reject=function(e){return new P(function(_,r){r(e)})};
P.all=function(a){if(!Array.isArray(a))throw new TypeError("You must pass an array to all.");return new P(function(res,rej){var out=[],n=a.length;if(!n)return res(out);a.forEach(function(x,i){P.resolve(x).then(function(v){out[i]=v;if(--n==0)res(out)},rej)})})};
P.race=function(a){if(!Array.isArray(a))throw new TypeError("You must pass an array to race.");return new P(function(res,rej){a.forEach(function(x){P.resolve(x).then(res,rej)})})};
window.Promise=P})();`;

/**
 * A host with its own, older version of a built-in (set before the loader runs), and how the row
 * ends: the shop works ("shop"), the retry box ("retry": its files or its configuration did not
 * come), or the shop does not start on a page that broke what it needs and says so in the retry
 * box with the host's message and foyer:error {reason: "host"} ("host"; src/embed/built-ins.ts).
 */
const BUILT_INS: [name: string, script: string, end: "shop" | "retry" | "host"][] = [
  ["window.Promise replaced by an old polyfill", OLD_PROMISE, "shop"],
  [
    "window.Promise replaced by a minimal polyfill (then, catch, resolve, reject: no all, no race)",
    `${OLD_PROMISE} delete Promise.all; delete Promise.race;`,
    "shop",
  ],
  ["fetch replaced by one that throws", `window.fetch = function () { throw new Error("no"); };`, "retry"],
  [
    "fetch replaced by an XMLHttpRequest polyfill (whatwg-fetch style, no AbortSignal)",
    `var f = window.fetch; window.fetch = function (u, o) { o = Object.assign({}, o); delete o.signal; return f(u, o); };`,
    "shop",
  ],
  [
    "Array.prototype.includes broken (always false)",
    `Array.prototype.includes = function () { return false; };`,
    "host",
  ],
  ["Array.prototype.includes missing", `delete Array.prototype.includes;`, "host"],
  [
    "Array.from replaced by an old polyfill (array-likes only: a Set becomes [])",
    `Array.from = function (a, f) { var r = Array.prototype.slice.call(a); return f ? r.map(f) : r; };`,
    "host",
  ],
  [
    "Array.prototype.find / findIndex / some replaced by polyfills that ignore holes and thisArg badly",
    `Array.prototype.find = function (f) { for (var i = 0; i < this.length; i++) if (f(this[i], i, this)) return this[i]; };
     Array.prototype.findIndex = function (f) { for (var i = 0; i < this.length; i++) if (f(this[i], i, this)) return i; return -1; };
     Array.prototype.some = function (f) { for (var i = 0; i < this.length; i++) if (f(this[i], i, this)) return true; return false; };`,
    "shop",
  ],
  [
    "JSON replaced by a json2-era object (no reviver, no replacer)",
    `var j = JSON; window.JSON = { parse: function (t) { return j.parse(t); }, stringify: function (v) { return j.stringify(v); } };`,
    "host",
  ],
  [
    "Object.prototype polluted (enumerable values and functions, a Prototype.js toJSON)",
    `Object.prototype.polluted = "x"; Object.prototype.lang = "xx"; Object.prototype.each = function () {};
     Array.prototype.toJSON = function () { return "[" + this.join(",") + "]"; };`,
    "shop",
  ],
  [
    "Array.prototype.find broken (always undefined)",
    `Array.prototype.find = function () { return undefined; };`,
    "host",
  ],
  ["Array.prototype.find broken (throws)", `Array.prototype.find = function () { throw new Error("no"); };`, "host"],
  [
    "Object.prototype.then defined (every plain object a thenable that never settles)",
    `Object.prototype.then = function () {};`,
    "host",
  ],
  ["window.Foyer taken by a number", `window.Foyer = 42;`, "shop"],
  ["window.Foyer taken by a frozen object", `window.Foyer = Object.freeze({ q: 1, mount: function () {} });`, "shop"],
  [
    "window.Foyer taken by a non-writable property",
    `Object.defineProperty(window, "Foyer", { value: { site: 1 }, writable: false });`,
    "shop",
  ],
];

/** A host that does something to the embed's element once the shop is there. */
const LIFE_CYCLE: [name: string, act: string][] = [
  ["removed and re-attached in the same task", `view.append(a.parentNode.removeChild(a));`],
  ["removed and re-attached on the next frame", `a.remove(); requestAnimationFrame(function () { view.append(a); });`],
  [
    "removed and re-attached after 1.5 s (tabs, view caches)",
    `a.remove(); setTimeout(function () { view.append(a); }, 1500);`,
  ],
  ["removed and re-attached after a minute", `a.remove(); setTimeout(function () { view.append(a); }, 60000);`],
  ["moved to another part of the page", `a.remove(); requestAnimationFrame(function () { aside.append(a); });`],
  ["cloned by the host (the clone put beside it)", `a.after(a.cloneNode(true));`],
];

/** The host page: `head` runs before the loader, `after` right after it (the element is still
 * waiting for the app then). The page notes the embeds' foyer:ready and foyer:error in a hidden `#log` (read with locators, which a page that broke its own scripts cannot stop). */
const page = (head: string, after = "") =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title>
  <script>["foyer:ready", "foyer:error"].forEach(function (t) {
    document.addEventListener(t, function (e) { document.getElementById("log").textContent += t + " " + JSON.stringify(e.detail) + "\\n"; }); });</script>
  <script>${head}</script></head>
  <body><main id="view"><div id="a" data-foyer data-lang="en"></div></main><aside id="aside"></aside><pre id="log" hidden></pre>
  <script src="/foyer/loader.js"></script><script>${after}</script></body></html>`;

/** The foyer:ready and foyer:error events the page heard, in order ("foyer:error {"reason":"host"}"). */
const events = async (p: Page) =>
  ((await p.locator("#log").textContent()) ?? "").split("\n").filter((line) => line !== "");

/** Every console message of a page (warnings included), from now on. */
const consoleOf = (p: Page) => {
  const list: string[] = [];
  p.on("console", (m) => list.push(`${m.type()}: ${m.text()}`));
  return list;
};

/** The retry box's sentence for a page that broke what the shop needs (src/embed/unavailable.ts). */
const HOST_MESSAGE = "The shop cannot run on this page as it is. Please tell the museum.";
const boxText = (p: Page, selector = "#a") => p.locator(`${selector} [role=alert] p`).first().textContent();

/** What an embed element shows: the shop (its screen's heading), the retry box (a retry button and
 * a message beside it), or nothing. Looks through the shadow root and the element's own content
 * (the loader's retry is drawn there). */
const outcome = async (p: Page, selector: string): Promise<string> => {
  // read with locators, which run in the test's own world: the page may have broken what its own
  // scripts (and page.evaluate) rely on, such as a then on every object
  const el = p.locator(selector);
  if (!(await el.count())) return "no element";
  if (await el.locator("[data-foyer-main] h1").first().isVisible()) return "shop";
  const again = /^(Try again|Reload shop)$/;
  // the loader's retry is the message itself, drawn in the element's own content
  if (await p.locator(`${selector} > button`, { hasText: again }).first().isVisible()) return "retry";
  // the app's stands beside a sentence, in a box of its own
  const boxes = el.locator("[role=alert]").filter({ has: p.locator("button", { hasText: again }) });
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i);
    if (!(await box.isVisible())) continue;
    const text = (await box.textContent()) ?? "";
    const label = (await box.locator("button").first().textContent()) ?? "";
    if (text.replace(label, "").trim().length > 10) return "retry";
  }
  return "empty";
};

/** Waits for the shop or the retry box; an empty box times out and fails with "empty". */
const ending = async (p: Page, selector = "#a") => {
  await expect.poll(() => outcome(p, selector)).toMatch(/^(shop|retry)$/);
  return outcome(p, selector);
};

/** Sets the host's hash and waits until the embed shows the screen named. */
const follows = async (p: Page, selector: string, hash: string, heading: string) => {
  await p.evaluate((hash) => (location.hash = hash), hash);
  await expect
    .poll(() =>
      p.evaluate(
        (selector) => document.querySelector(selector)?.shadowRoot?.querySelector("[data-foyer-main] h1")?.textContent,
        selector,
      ),
    )
    .toBe(heading);
};

describe("host hostility: built-ins the host replaced", () => {
  it.each(BUILT_INS.map(([name, script, end]) => [name, end, script]))("%s: ends in %s", async (_, wanted, script) => {
    const p = await h.page();
    await p.goto(await h.serve(p, "/t/host-row.html", page(script)));
    expect(await ending(p)).toBe(wanted === "host" ? "retry" : wanted);
    if (wanted === "host") {
      // the page broke what the shop needs: trying again cannot help, and the host hears why
      expect(await boxText(p)).toBe(HOST_MESSAGE);
      await expect.poll(() => events(p)).toContain('foyer:error {"reason":"host"}');
    }
    if (wanted !== "shop") return;
    await expect.poll(() => events(p)).toContainEqual(expect.stringMatching(/^foyer:ready /));
    await follows(p, "#a", "#/en/vouchers", "Vouchers");
  });

  it("window.Foyer non-writable: the console says it stays the page's own, and the events still come", async () => {
    const p = await h.page();
    const messages = consoleOf(p);
    await p.goto(
      await h.serve(
        p,
        "/t/host-row.html",
        page(`Object.defineProperty(window, "Foyer", { value: { site: 1 }, writable: false });`),
      ),
    );
    expect(await ending(p)).toBe("shop");
    await expect.poll(() => events(p)).toContainEqual(expect.stringMatching(/^foyer:ready /));
    expect(await p.evaluate(() => (window as unknown as { Foyer: object }).Foyer)).toEqual({ site: 1 });
    expect(messages.filter((m) => /window\.Foyer/.test(m))).toEqual([
      expect.stringMatching(/could not replace the page's own window\.Foyer/),
    ]);
  });
});

describe("host hostility: the embed's element", () => {
  it.each(LIFE_CYCLE)("%s: a working shop that follows the address", async (name, act) => {
    const p = await h.page();
    await p.goto(await h.serve(p, "/t/host-row.html", page("")));
    expect(await ending(p)).toBe("shop");
    await p.evaluate(`(function(){ var a = document.getElementById("a"), view = document.getElementById("view"),
      aside = document.getElementById("aside"); ${act} })()`);
    await expect
      .poll(() => p.evaluate(() => document.getElementById("a")?.isConnected), { timeout: 90_000 })
      .toBe(true);
    expect(await ending(p)).toBe("shop");
    await follows(p, "#a", "#/en/vouchers", "Vouchers");
    if (name.startsWith("cloned")) {
      // the clone is an embed of its own (the hash stays with the first), and the attributes it
      // copied from the first (data-foyer-shell, the widget's own mark) are no error of the host's
      expect(await ending(p, "#a + [data-foyer]")).toBe("shop");
      expect(h.errors(p)).toEqual([]);
    }
  });

  it.each([
    ["right after the loader script", `REMOVE`],
    ["on DOMContentLoaded", `document.addEventListener("DOMContentLoaded", function () { REMOVE });`],
  ])("removed %s, before the shop is there, and put back after 1.5 s: a working shop", async (_, when) => {
    const p = await h.page();
    const messages = consoleOf(p);
    const remove = `var a = document.getElementById("a"); a.remove();
      setTimeout(function () { document.getElementById("view").append(a); }, 1500);`;
    await p.goto(await h.serve(p, "/t/host-row.html", page("", when.replace("REMOVE", remove))));
    await expect.poll(() => p.evaluate(() => document.getElementById("a")?.isConnected)).toBe(true);
    expect(await ending(p)).toBe("shop");
    // the page is in no frame: its forms work, and the shop says nothing else
    await expect.poll(() => events(p)).toContainEqual(expect.stringMatching(/^foyer:ready /));
    expect(messages.filter((m) => /form|frame/i.test(m))).toEqual([]);
    expect(await p.evaluate(() => document.getElementById("a")!.shadowRoot!.textContent)).not.toMatch(
      /does not allow forms/,
    );
    // the page's parts are shown by the page's first embed, which this one is
    await expect
      .poll(() =>
        p.evaluate(() => !!document.getElementById("a")!.shadowRoot!.querySelector("[data-testid=cookie-notice]")),
      )
      .toBe(true);
    await follows(p, "#a", "#/en/vouchers", "Vouchers");
  });

  it("a host router changing the hash: its own routes leave the shop alone, the shop's move it", async () => {
    const p = await h.page();
    await p.goto(await h.serve(p, "/t/host-row.html", page("")));
    expect(await ending(p)).toBe("shop");
    await follows(p, "#a", "#/en/vouchers", "Vouchers");
    // a host router's own routes (hash and history) leave the shop where it was
    await p.evaluate(() => {
      location.hash = "#/about";
      history.pushState(null, "", "#!/team");
    });
    await p.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await ending(p)).toBe("shop");
    await follows(p, "#a", "#/en/tickets", "Exhibitions and events");
  });
});
