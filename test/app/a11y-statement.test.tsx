// The demo's accessibility statement page links the project's accessibility documentation
// (docs/accessibility.md, WCAG 2.2 AA) in every language, and the sandbox serves that document.
import { describe, expect, it } from "vitest";
import { get } from "node:http";
import { waitFor } from "@testing-library/dom";
import { useSandbox } from "../helpers/sandbox";
import { renderShop } from "../helpers/render-shop";

const service = useSandbox();

describe("the accessibility statement", () => {
  it.each(["de", "en", "fr", "it", "nl", "es", "sv", "da"] as const)(
    "links docs/accessibility.md in %s",
    async (lang) => {
      const shop = await renderShop({ service, lang, route: "/page/accessibility_statement" });
      const links = () =>
        Array.from(shop.shadow.querySelectorAll<HTMLAnchorElement>('a[href="/docs/accessibility.md"]'));
      await waitFor(() => expect(links()).toHaveLength(1));
      expect(links()[0].closest("p")!.textContent).toContain("WCAG 2.2 AA");
      expect(links()[0].textContent!.length).toBeGreaterThan(10);
      shop.handle.unmount();
    },
  );

  it("is served by the sandbox at /docs/accessibility.md", async () => {
    // node's HTTP, not the page's fetch (the document is no API: no CORS headers)
    const { status, text } = await new Promise<{ status: number; text: string }>((done, fail) =>
      get(`${service.url}/docs/accessibility.md`, (res) => {
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => done({ status: res.statusCode!, text }));
      }).on("error", fail),
    );
    expect(status).toBe(200);
    expect(text).toContain("WCAG 2.2, level AA");
  });
});
