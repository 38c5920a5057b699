// A museum page on another origin than the widget (issue 12): every host page of the browser
// tests is on http://localhost:PORT, the widget and its API on http://127.0.0.1:PORT. Here: the
// demo site really loads everything from the other origin, a failed app load says so, and
// hostile hosts (their own window.Foyer, a module tag, polluted prototypes, a throwing fetch)
// still get a working shop.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { holdRequests, shop, useHarness, waitForShop } from "./harness";
import { adultTickets, answer, order, putBasket, sessionFor, storedBasket } from "./checkout-helpers";

const h = useHarness();

const page = (head: string, body = `<div data-foyer data-lang="en" data-history="memory"></div>`) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title>${head}</head><body>${body}
  <script src="/foyer/loader.js"></script></body></html>`;

/** Collects the foyer:error events of the page (from before anything loads). */
const watchErrors = (p: Page) =>
  p.addInitScript(() => {
    const w = window as unknown as { foyerErrors: unknown[] };
    w.foyerErrors = [];
    document.addEventListener("foyer:error", (e) => w.foyerErrors.push((e as CustomEvent).detail ?? "none"));
  });
const foyerErrors = (p: Page) => p.evaluate(() => (window as unknown as { foyerErrors: unknown[] }).foyerErrors);

describe("the widget on another origin", () => {
  it("the demo site on localhost loads the snippet, app, catalogues and API from 127.0.0.1, all with CORS", async () => {
    const p = await h.page();
    const loads: { url: string; cors: string | undefined }[] = [];
    p.on("response", (r) => {
      if (/\/(foyer|api)\//.test(r.url()))
        loads.push({ url: r.url(), cors: r.headers()["access-control-allow-origin"] });
    });
    await p.goto(`${h.url}/#/en`);
    await shop(p).getByRole("heading", { level: 1 }).first().waitFor();
    expect(new URL(p.url()).origin).not.toBe(h.widget);
    const kinds = (re: RegExp) => loads.filter((l) => re.test(l.url));
    expect(kinds(/\/foyer\/loader\.js/)).toHaveLength(1);
    expect(kinds(/\/foyer\/app\/main-/)).toHaveLength(1);
    expect(kinds(/\/foyer\/app\/i18n\//).length).toBeGreaterThan(0);
    expect(kinds(/\/api\/\w+\/shopinfo\/config/).length).toBeGreaterThan(0);
    for (const l of loads) expect(l.url.startsWith(`${h.widget}/`), l.url).toBe(true);
    for (const l of loads.filter((x) => !/loader\.js/.test(x.url)))
      expect(l.cors, l.url).toMatch(/^(\*|http:\/\/localhost:\d+)$/);
    expect(h.errors(p)).toEqual([]);
  });

  it("a failed app load shows a retry in the embed's box and dispatches foyer:error; the retry loads the shop", async () => {
    const p = await h.page();
    await watchErrors(p);
    let blocked = true;
    // like a CDN that serves the chunk without Access-Control-Allow-Origin
    await p.route(`${h.widget}/foyer/app/main-*`, async (route) => {
      if (!blocked) return route.fallback();
      const res = await route.fetch();
      await route.fulfill({
        response: res,
        headers: { ...res.headers(), "access-control-allow-origin": "https://elsewhere.example" },
      });
    });
    await p.goto(await h.serve(p, "/t/failed-load.html", page("")));
    const retry = p.locator("[data-foyer]").getByRole("button", { name: "Reload shop" });
    await retry.waitFor();
    expect(await foyerErrors(p)).toEqual(["none"]);
    blocked = false;
    await retry.click();
    await waitForShop(p);
    await shop(p).getByRole("heading", { level: 1 }).first().waitFor();
  });

  it("a cross-origin purchase, on a host with a Prototype.js-style Array.prototype.toJSON and a polluted Object.prototype", async () => {
    const p = await h.page();
    // polluted from the reload on (the test's own storage writes use JSON.stringify)
    await p.addInitScript(() => {
      if (!sessionStorage.getItem("pollute")) return;
      (Array.prototype as unknown as { toJSON: () => string }).toJSON = function (this: unknown[]) {
        return `[${this.join(",")}]`;
      };
      (Object.prototype as unknown as { polluted: string }).polluted = "x";
    });
    await p.goto(`${h.url}/#/en/checkout`);
    await waitForShop(p);
    await putBasket(p, [adultTickets(1)], await sessionFor(h));
    await p.evaluate(() => sessionStorage.setItem("pollute", "1"));
    await p.reload();
    const s = shop(p);
    await s.getByRole("heading", { level: 2, name: "Your basket" }).waitFor();
    await order(p, "Credit card");
    await answer(p, /^Pay /);
    await s.getByTestId("booking-id").waitFor();
    expect(await p.evaluate(() => Object.hasOwn(Array.prototype, "toJSON"))).toBe(true);
    expect(await storedBasket(p)).toBeNull();
    // no bogus "invalid data-polluted" from the loader or the app
    expect(h.errors(p)).toEqual([]);
  });
});

describe("hostile hosts", () => {
  it.each([
    ["an object with its own scan function", "window.Foyer = { scan() { window.hostScan = 1; } };"],
    ["a number", "window.Foyer = 42;"],
    ["a frozen object", "window.Foyer = Object.freeze({ q: 1 });"],
  ])("a predefined window.Foyer as %s is replaced, said in the console, and the shop mounts", async (_, script) => {
    const p = await h.page();
    const warnings: string[] = [];
    p.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    await p.goto(await h.serve(p, "/t/foyer-global.html", page(`<script>${script}</script>`)));
    await shop(p).getByRole("heading", { level: 1 }).first().waitFor();
    expect(warnings.some((w) => w.includes("Foyer: replaced the page's own window.Foyer"))).toBe(true);
    expect(await p.evaluate(() => typeof (window as unknown as { Foyer: { mount: unknown } }).Foyer.mount)).toBe(
      "function",
    );
    expect(h.errors(p)).toEqual([]);
  });

  it("mounts from a loader tag of type module", async () => {
    const p = await h.page();
    const html = page("").replace('<script src="/foyer/loader.js">', '<script type="module" src="/foyer/loader.js">');
    await p.goto(await h.serve(p, "/t/module.html", html));
    await shop(p).getByRole("heading", { level: 1 }).first().waitFor();
    expect(h.errors(p)).toEqual([]);
  });

  it("with a fetch that throws: the embed reports the failure with a retry instead of hanging", async () => {
    const p = await h.page();
    await watchErrors(p);
    await p.goto(
      await h.serve(
        p,
        "/t/fetch-throws.html",
        page(`<script>window.fetch = () => { throw new Error("no"); };</script>`),
      ),
    );
    await shop(p).getByRole("button", { name: "Try again" }).waitFor();
    expect(await foyerErrors(p)).toEqual([{ reason: "config" }]);
  });

  it("Foyer.unmount before the shop has loaded is kept with the other calls: a page that swaps its embed at once ends with the new one", async () => {
    const p = await h.page();
    // the app's entry is held until the page has made its calls
    const release = await holdRequests(p, /\/foyer\/app\/main-[\w-]+\.js$/);
    const body = `<div id="a"></div><div id="b"></div>`;
    await p.goto(await h.serve(p, "/t/swap.html", page("", body)));
    await p.evaluate(() => {
      const F = (window as unknown as { Foyer: Record<string, (...a: unknown[]) => void> }).Foyer;
      const [a, b] = [document.getElementById("a"), document.getElementById("b")];
      F.mount(a, { lang: "en", history: "memory" });
      F.unmount(a);
      F.mount(b, { lang: "en", history: "memory", route: "/vouchers" });
    });
    release();
    await p.locator("#b").getByRole("heading", { level: 1, name: "Vouchers" }).waitFor();
    expect(
      await p.locator("#a").evaluate((a) => a.shadowRoot?.querySelector(".foyer-root")?.childElementCount ?? 0),
    ).toBe(0);
    expect(h.errors(p)).toEqual([]);
  });

  it("with a patched fetch that wraps the original: the shop works", async () => {
    const p = await h.page();
    const script = `const f = window.fetch; window.fetch = (...a) => { window.calls = (window.calls || 0) + 1; return f(...a); };`;
    await p.goto(await h.serve(p, "/t/fetch-patched.html", page(`<script>${script}</script>`)));
    await shop(p).getByRole("heading", { level: 1 }).first().waitFor();
    expect(await p.evaluate(() => (window as unknown as { calls: number }).calls)).toBeGreaterThan(0);
    expect(h.errors(p)).toEqual([]);
  });
});

/** Sets the page's hash as the host would and waits until the page has handled it and painted. */
const hostHash = (p: Page, hash: string) =>
  p.evaluate(
    (hash) =>
      new Promise<void>((done) => {
        addEventListener("hashchange", () => requestAnimationFrame(() => requestAnimationFrame(() => done())), {
          once: true,
        });
        location.hash = hash;
      }),
    hash,
  );

const inline = `<div id="a" data-foyer data-lang="en"></div>`;

describe("the address belongs to the host, except for the shop's own routes", () => {
  it.each(["#top", "#/about"])(
    "a page opened at the host's own %s keeps it; the shop shows its start",
    async (hash) => {
      const p = await h.page();
      await p.goto((await h.serve(p, "/t/own-hash.html", page("", `<h2 id="top">Top</h2>${inline}`))) + hash);
      await shop(p).getByRole("heading", { level: 1 }).first().waitFor();
      expect(await p.evaluate(() => location.hash)).toBe(hash);
      expect(await shop(p).getByRole("heading", { level: 1, name: "Page not found" }).count()).toBe(0);
    },
  );

  it("a host route #/about or anchor #top later leaves the shop where it was, and the hash untouched", async () => {
    const p = await h.page();
    await p.goto((await h.serve(p, "/t/host-route.html", page("", inline))) + "#/en/vouchers");
    const s = shop(p);
    await s.getByRole("heading", { level: 1, name: "Vouchers" }).waitFor();
    for (const hash of ["#/about", "#top"]) {
      await hostHash(p, hash);
      expect(await p.evaluate(() => location.hash)).toBe(hash);
      expect(await s.getByRole("heading", { level: 1, name: "Vouchers" }).isVisible()).toBe(true);
    }
    // the shop's own routes still move it
    await hostHash(p, "#/en/tickets/101");
    await s.getByRole("heading", { level: 1, name: "Light and Shadow – Romantic Painting" }).waitFor();
  });

  it.each([
    ["mounts the next embed in the same task", false],
    ["mounts the next embed later", true],
  ])(
    "a single-page host that removes the hash owner without Foyer.unmount and %s: the next embed owns the hash",
    async (_, later) => {
      const p = await h.page();
      await p.goto(await h.serve(p, "/t/spa.html", page("", `<main id="view">${inline}</main>`)));
      await shop(p, "#a").getByRole("heading", { level: 1 }).first().waitFor();
      await p.evaluate(async (later) => {
        const F = (window as unknown as { Foyer: { mount: (el: Element, o: object) => void } }).Foyer;
        document.getElementById("a")!.remove();
        if (later) await new Promise((r) => requestAnimationFrame(r));
        const next = Object.assign(document.createElement("div"), { id: "b" });
        document.getElementById("view")!.append(next);
        F.mount(next, { lang: "en" });
      }, later);
      const s = shop(p, "#b");
      await s.getByRole("heading", { level: 1 }).first().waitFor();
      // the address moves the new embed, and the new embed moves the address
      await hostHash(p, "#/en/vouchers");
      await s.getByRole("heading", { level: 1, name: "Vouchers" }).waitFor();
      await s.getByRole("link", { name: "Tickets" }).first().click();
      await expect.poll(() => p.evaluate(() => location.hash)).toBe("#/en/tickets");
    },
  );

  it("shop links point at this page, whatever <base href> says, and stay in the shop", async () => {
    const p = await h.page();
    const url = await h.serve(
      p,
      "/t/base.html",
      page(
        `<base href="https://elsewhere.example/other/">`,
        `${inline}<div id="m" data-foyer data-lang="en" data-history="memory" data-embed-id="m"></div>`,
      ),
    );
    await p.goto(url);
    for (const id of ["#a", "#m"]) {
      const link = shop(p, id).getByRole("link", { name: "Vouchers" }).first();
      await link.waitFor();
      expect(await link.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(`${url}#/en/vouchers`);
    }
    await shop(p, "#a").getByRole("link", { name: "Vouchers" }).first().click();
    await shop(p, "#a").getByRole("heading", { level: 1, name: "Vouchers" }).waitFor();
    expect(p.url()).toBe(`${url}#/en/vouchers`);
  });
});
