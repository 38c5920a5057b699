// Links from the service (issue 12 item 6): only http(s), mailto, tel and relative links are
// clickable. A data:, javascript: or vbscript: link in the configuration, the static content or
// server HTML is shown without its href (or gives way to the shop's own page), never followed.
import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/dom";
import { useSandbox } from "../helpers/sandbox";
import { renderShop } from "../helpers/render-shop";

const service = useSandbox();

const BAD = /^\s*(data|javascript|vbscript):/i;
/** Every href the widget shows, wherever it is. */
const hrefs = (root: HTMLElement) => Array.from(root.querySelectorAll("[href]"), (a) => a.getAttribute("href")!);

describe("links from the service", () => {
  it("in the configuration and static content: a bad one is not a link", async () => {
    await service.content({
      social_media: [
        { name: "Pixel", link: "data:text/html,<script>alert(1)</script>", sequence_no: 1 },
        { name: "Instagram", link: "https://www.instagram.com/museum.lindenhof", sequence_no: 2 },
        { name: "Old", link: " VBScript:msgbox(1)", sequence_no: 3 },
      ],
    });
    const shop = await renderShop({
      service,
      route: "/tickets",
      config: {
        show_breadcrumbs: true,
        short_breadcrumbs: false,
        logoLinksToMainSite: true,
        museumMainUrl: "javascript:alert(1)",
        museumPerLanguageUrls: { en: "data:text/html,hi" },
        custom_terms_links: {
          en: {
            imprint: { url: "vbscript:msgbox(1)", title: "Bad imprint" },
            terms: { url: "java\tscript:alert(1)", title: "Bad terms" },
            data_protection: { url: "https://museum.example/privacy", title: "Privacy" },
            shipping: { url: "mailto:shop@museum.example", title: "Ask us" },
          },
        },
        partnerLogos: [
          { name: { en: "Partners" }, logos: [{ image: "/static/logo.png", url: "data:x", alt: "Fund" }] },
        ],
      },
    });
    await shop.screen.findByRole("link", { name: /Instagram/ });
    const all = hrefs(shop.root);
    expect(all.filter((h) => BAD.test(h) || /script:/i.test(h))).toEqual([]);
    // the brand links to the shop instead, the home crumb is left out
    expect(shop.screen.getByRole("link", { name: /^Lindenhof Museum/ }).getAttribute("href")).toBe("/en/");
    expect(shop.screen.queryByRole("link", { name: "Home" })).toBeNull();
    // bad legal links give way to the shop's own pages; good ones stay
    expect(shop.screen.getByRole("link", { name: "Imprint" }).getAttribute("href")).toBe("/en/page/imprint");
    expect(shop.screen.queryByText("Bad terms")).toBeNull();
    expect(shop.screen.getByRole("link", { name: /Privacy/ }).getAttribute("href")).toBe(
      "https://museum.example/privacy",
    );
    expect(shop.screen.getByRole("link", { name: /Ask us/ }).getAttribute("href")).toBe("mailto:shop@museum.example");
    // social links that may not be followed are left out; the logo shows without a link
    expect(shop.screen.queryByText("Pixel")).toBeNull();
    expect(shop.screen.queryByText("Old")).toBeNull();
    expect(shop.screen.getByAltText("Fund").closest("a")).toBeNull();
  });

  it("in server HTML: a bad link keeps its text and loses its href; good ones open outside", async () => {
    await service.page(
      "imprint",
      "Imprint",
      '<p><a href="data:text/html,x">data</a> <a href=" VBScript:msgbox(1)">vb</a> <a href="&#106;avascript:alert(1)">js</a> ' +
        '<a href="https://museum.example/">site</a> <a href="mailto:info@museum.example">mail</a> <a href="/en/tickets">tickets</a></p>',
    );
    const shop = await renderShop({ service, route: "/page/imprint" });
    const main = shop.root.querySelector<HTMLElement>("[data-foyer-main]")!;
    await waitFor(() => expect(main.textContent).toContain("site"));
    for (const text of ["data", "vb", "js"]) {
      const a = Array.from(main.querySelectorAll("a")).find((x) => x.textContent === text);
      if (a) expect(a.hasAttribute("href")).toBe(false);
      else expect(main.textContent).toContain(text);
    }
    expect(hrefs(main).filter((h) => BAD.test(h) || /script:/i.test(h))).toEqual([]);
    expect(shop.screen.getByRole("link", { name: "site (opens in a new tab)" }).getAttribute("rel")).toBe(
      "noopener noreferrer",
    );
    expect(shop.screen.getByRole("link", { name: /^mail/ }).getAttribute("href")).toBe("mailto:info@museum.example");
  });

  it("on an open order's page: the terms links of the configuration go through the same sanitiser", async () => {
    const shop = await renderShop({
      service,
      route: "/order-review/R7K2M9Q4",
      config: {
        custom_terms_links: {
          en: {
            terms: { url: "data:text/html,<script>alert(1)</script>", title: "Bad terms" },
            data_protection: { url: " VBScript:msgbox(1)", title: "Bad privacy" },
          },
        },
      },
    });
    await shop.screen.findByRole("checkbox", { name: /I accept/ });
    const payment = shop.screen.getByRole("region", { name: "Payment" });
    const links = Array.from(payment.querySelectorAll("a"), (a) => a.getAttribute("href"));
    expect(links).toEqual(["/en/page/terms", "/en/page/data_protection"]);
    expect(hrefs(shop.root).filter((h) => BAD.test(h) || /script:/i.test(h))).toEqual([]);
  });

  it("on every screen: no href the widget shows is one that may not be followed", async () => {
    const bad = "data:text/html,<script>alert(1)</script>";
    await service.content({ social_media: [{ name: "Pixel", link: bad, sequence_no: 1 }] });
    const config = {
      show_breadcrumbs: true,
      logoLinksToMainSite: true,
      museumMainUrl: "vbscript:msgbox(1)",
      custom_terms_links: {
        en: Object.fromEntries(
          ["imprint", "terms", "data_protection", "shipping"].map((k) => [k, { url: bad, title: k }]),
        ),
      },
      partnerLogos: [{ name: { en: "Partners" }, logos: [{ image: "/static/logo.png", url: bad, alt: "Fund" }] }],
    };
    for (const route of [
      "/",
      "/tickets",
      "/vouchers",
      "/merchandise",
      "/checkout",
      "/order-review/R7K2M9Q4",
      "/page/imprint",
    ]) {
      const shop = await renderShop({ service, route, config });
      await shop.screen.findByRole("heading", { level: 1 });
      await waitFor(() => expect(shop.root.querySelector("footer a")).not.toBeNull());
      expect([route, hrefs(shop.root).filter((h) => BAD.test(h) || /script:/i.test(h))]).toEqual([route, []]);
      shop.handle.unmount();
    }
  });
});
