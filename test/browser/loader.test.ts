// The loader and the host API in real Chromium, on test pages of the service's origin.
import { describe, expect, it } from "vitest";
import { settled, shop, useHarness, waitForShop } from "./harness";

const h = useHarness();

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;

describe("loader", () => {
  it("mounts nothing twice when the loader is on the page twice", async () => {
    const p = await h.page();
    await p.goto(
      await h.serve(
        p,
        "/t/twice.html",
        page(`<div id="a" data-foyer data-lang="en"></div>
      <script src="/foyer/loader.js"></script><script src="/foyer/loader.js"></script>`),
      ),
    );
    await waitForShop(p);
    // the app mounts every queued embed at boot, in one go: once the shell shows and the page
    // settled, a second mount would have happened
    await shop(p).locator("header").first().waitFor();
    await settled(p);
    const counts = await p.evaluate(() => ({
      embeds: document.querySelectorAll("[data-foyer]").length,
      headers: document.querySelector("#a")!.shadowRoot!.querySelectorAll("header").length,
      roots: document.querySelector("#a")!.shadowRoot!.querySelectorAll(".foyer-root").length,
    }));
    expect(counts).toEqual({ embeds: 1, headers: 1, roots: 1 });
    expect(h.errors(p)).toEqual([]);
  });

  it("keeps host calls made before the bundle arrives and replays them; a failing call does not stop the others", async () => {
    const p = await h.page();
    await p.goto(
      await h.serve(
        p,
        "/t/queue.html",
        page(`<div id="x"></div>
      <script src="/foyer/loader.js"></script>
      <script>
        Foyer.mount(null, {});
        Foyer.mount(document.getElementById("x"), { lang: "en", route: "/page/imprint", history: "memory" });
      </script>`),
      ),
    );
    await shop(p, "#x").getByRole("heading", { name: "Imprint" }).waitFor();
    expect(h.errors(p).some((e) => e.includes("Foyer: mount failed"))).toBe(true);
  });

  it("mounts the script form right after the script", async () => {
    const p = await h.page();
    await p.goto(
      await h.serve(
        p,
        "/t/script-form.html",
        page(
          `<p id="before">before</p><script src="/foyer/loader.js" data-foyer data-lang="fr"></script><p id="after">after</p>`,
        ),
      ),
    );
    await p
      .locator("#before + script + div")
      .getByRole("heading", { name: /Bienvenue/ })
      .waitFor();
    const between = await p.evaluate(() => {
      const div = document.querySelector("#before + script + div")!;
      return !!(div.compareDocumentPosition(document.getElementById("after")!) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(between).toBe(true);
  });

  it("reports an invalid or unknown attribute by name and starts with the default", async () => {
    const p = await h.page();
    await p.goto(
      await h.serve(
        p,
        "/t/invalid.html",
        page(`<div data-foyer data-lang="xx" data-colour="red"></div><script src="/foyer/loader.js"></script>`),
      ),
    );
    await waitForShop(p);
    expect(h.errors(p)).toEqual([
      'console: Foyer: invalid data-lang="xx"',
      'console: Foyer: invalid data-colour="red"',
    ]);
    expect(await p.evaluate(() => location.hash)).toBe("#/de");
  });

  it("starts the configuration request before the bundle has loaded, after the start module and the entry", async () => {
    const p = await h.page();
    const order: string[] = [];
    p.on("request", (r) => {
      const url = r.url();
      if (url.includes("/shopinfo/config")) order.push("config");
      if (/\/foyer\/app\/main-/.test(url)) order.push("entry");
      if (/\/foyer\/app\/start-/.test(url)) order.push("start");
    });
    await p.goto(
      await h.serve(
        p,
        "/t/order.html",
        page(`<div data-foyer data-lang="en"></div><script src="/foyer/loader.js"></script>`),
      ),
    );
    await waitForShop(p);
    // the start module first: it names the route's files and first read (the entry's download
    // passed it when it was asked for after the entry)
    expect(order.slice(0, 3)).toEqual(["start", "entry", "config"]);
    expect(order.filter((x) => x === "config")).toHaveLength(1);
  });
});

describe("server HTML in Chromium", () => {
  it("is sanitised (the browser's sanitizer, else DOMPurify): markup kept, scripts and handlers gone, links open outside", async () => {
    await h.control("content", {
      cookie_warning:
        '<p onclick="window.hit=1">We <strong>use</strong> <a href="https://museum.example/privacy">cookies</a><script>window.hit=2</script><img src="x" onerror="window.hit=3"></p>',
    });
    const p = await h.page();
    const fetched: string[] = [];
    p.on("request", (r) => fetched.push(r.url()));
    await p.goto(`${h.url}/#/en`);
    const notice = shop(p).getByTestId("cookie-notice");
    await notice.locator("strong").waitFor();
    const html = await notice.innerHTML();
    expect(html).not.toMatch(/<script|onerror|onclick/);
    expect(await notice.locator("a").getAttribute("rel")).toBe("noopener noreferrer");
    expect(await notice.locator("a").getAttribute("target")).toBe("_blank");
    expect(await p.evaluate(() => (window as unknown as { hit?: number }).hit)).toBeUndefined();
    // where the browser sanitises, DOMPurify is not fetched at all
    const native = await p.evaluate(() => "setHTML" in Element.prototype && "Sanitizer" in window);
    expect(fetched.some((u) => /purify/.test(u))).toBe(!native);
  });
});
