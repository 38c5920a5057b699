// Two shops on one page (issue 35): their landmarks are told apart by name, by the name the host gives
// an embed (data-label) or, without one, by a number for the second shop in the same language; and
// the second shop's breadcrumbs start at the shop, inside it, not on the museum's main site.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeRules, describeViolations, settled, shop, useHarness, waitForShop } from "./harness";

const h = useHarness();

/** Two inline shops in English on the same screen; `labels` are their data-label attributes. */
const twoShops = (labels: [string?, string?]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Plan your visit</title></head>
<body><main><h1>Plan your visit</h1>
  <div id="one" data-foyer data-lang="en" data-embed-id="one" data-route="/tickets"${labels[0] ? ` data-label="${labels[0]}"` : ""}></div>
  <div id="two" data-foyer data-lang="en" data-embed-id="two" data-route="/tickets"${labels[1] ? ` data-label="${labels[1]}"` : ""}></div>
  <script async src="/foyer/loader.js"></script>
</main></body></html>`;

/** Every landmark's role and name in both shops: the navigations and the regions. */
const landmarks = (page: Page) =>
  page.evaluate(() =>
    ["#one", "#two"].flatMap((s) =>
      Array.from(
        document.querySelector(s)!.shadowRoot!.querySelectorAll("nav,[role=region]"),
        (e) => `${e.getAttribute("role") ?? e.localName} ${e.getAttribute("aria-label")}`,
      ),
    ),
  );

/** Opens the page and waits until both shops show their screen with breadcrumbs and footer. */
async function open(page: Page, html: string) {
  await page.goto(await h.serve(page, "/visit.html", html));
  for (const s of ["#one", "#two"]) {
    await waitForShop(page, s);
    await shop(page, s).getByRole("heading", { level: 1, name: "Exhibitions and events" }).waitFor();
    await shop(page, s).locator("nav ol").waitFor();
    await shop(page, s).locator("footer nav").waitFor();
  }
  await settled(page);
}

describe("two shops in one language on one page", () => {
  it("number the second shop's landmarks when the host names neither", async () => {
    const page = await h.page();
    await open(page, twoShops([]));
    const violations = await axeRules(page, ["landmark-unique"]);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(await landmarks(page)).toEqual([
      "region Lindenhof Museum: Exhibitions and events",
      "nav Main navigation",
      "nav Breadcrumb",
      "nav Legal information",
      "region Lindenhof Museum 2: Exhibitions and events",
      "nav Lindenhof Museum 2: Main navigation",
      "nav Lindenhof Museum 2: Breadcrumb",
      "nav Lindenhof Museum 2: Legal information",
    ]);
  });

  it("take the name the host gives (data-label)", async () => {
    const page = await h.page();
    await open(page, twoShops([undefined, "Partner tours"]));
    const violations = await axeRules(page, ["landmark-unique"]);
    expect(violations, describeViolations(violations)).toEqual([]);
    const names = await landmarks(page);
    expect(names.slice(0, 4)).toEqual([
      "region Lindenhof Museum: Exhibitions and events",
      "nav Main navigation",
      "nav Breadcrumb",
      "nav Legal information",
    ]);
    expect(names.slice(4)).toEqual([
      "region Partner tours: Exhibitions and events",
      "nav Partner tours: Main navigation",
      "nav Partner tours: Breadcrumb",
      "nav Partner tours: Legal information",
    ]);
  });

  it("on /embeds.html, also with both shops in German, every landmark has a name of its own", async () => {
    for (const lang of ["en", "de"]) {
      const page = await h.page();
      // the partner shop as the demo has it (English), and as a German museum would have it
      if (lang === "de")
        await page.route(/\/embeds\.html$/, async (route) => {
          const body = (await (await route.fetch()).text()).replace('data-lang="en"', 'data-lang="de"');
          await route.fulfill({ body, contentType: "text/html; charset=utf-8" });
        });
      await page.goto(`${h.url}/embeds.html`);
      for (const s of ["#main-shop", "#partner-shop"]) {
        await waitForShop(page, s);
        await shop(page, s).getByRole("heading", { level: 1 }).first().waitFor();
        await shop(page, s).locator("footer nav").waitFor();
      }
      await settled(page);
      const violations = await axeRules(page, ["landmark-unique"]);
      expect(violations, `${lang}: ${describeViolations(violations)}`).toEqual([]);
    }
  });
});

describe("the second shop's breadcrumbs", () => {
  it("start at the shop and stay in it; the first shop's lead to the museum's site", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/embeds.html`);
    await waitForShop(page, "#partner-shop");
    const partner = shop(page, "#partner-shop");
    await partner.getByRole("heading", { level: 1, name: "Guided tours" }).waitFor();
    const crumbs = partner.getByRole("navigation", { name: /Breadcrumb$/ });
    await crumbs.waitFor();
    expect(await crumbs.locator("li").allTextContents()).toEqual(["Webshop", "Guided tours"]);
    // the first shop on the page keeps the way to the museum's main site
    const main = shop(page, "#main-shop").getByRole("navigation", { name: "Brotkrümelnavigation" });
    await expect.poll(() => main.getByRole("link").first().getAttribute("href")).toBe("/");
    await crumbs.getByRole("link").first().click();
    await partner.getByRole("heading", { level: 1, name: "Welcome to Lindenhof Museum" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/embeds.html");
  });
});
