// Accessibility of the shell beyond axe (issue 17): the widget's language, its landmark, the
// live regions that exist from mount, toasts that wait for the visitor, the quantity's name.
import { describe, expect, it } from "vitest";
import { fireEvent, waitFor, within } from "@testing-library/dom";
import { useSandbox } from "../helpers/sandbox";
import { renderShop } from "../helpers/render-shop";

const service = useSandbox();

const polite = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-testid="live-polite"]')!;
const assertive = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-testid="live-assertive"]')!;
const said = (el: HTMLElement) => el.textContent!.replace(/\u200b/g, "").trim();

describe("accessibility of the shell", () => {
  it("gives the widget root the embed's current language, also after a switch", async () => {
    const shop = await renderShop({ service, route: "/page/imprint" });
    await shop.screen.findByRole("heading", { name: "Imprint" });
    expect(shop.root.lang).toBe("en");
    shop.navigate("/de/page/imprint");
    await shop.screen.findByRole("heading", { name: "Impressum" });
    await waitFor(() => expect(shop.root.lang).toBe("de"));
    shop.handle.unmount();
  });

  it("leaves the host page's focus on the first screen, and focuses each new screen's heading after navigating", async () => {
    const shop = await renderShop({ service, route: "/page/imprint" });
    const first = await shop.screen.findByRole("heading", { name: "Imprint", level: 1 });
    expect(shop.shadow.activeElement).not.toBe(first);
    shop.navigate("/en/vouchers");
    const next = await shop.screen.findByRole("heading", { level: 1, name: (n) => n !== "Imprint" });
    await waitFor(() => expect(shop.shadow.activeElement).toBe(next));
    shop.handle.unmount();
  });

  it("focuses a new screen's heading in the frame that shows it, not in the commit (one layout, issue 37)", async () => {
    const shop = await renderShop({ service, route: "/page/imprint" });
    await shop.screen.findByRole("heading", { name: "Imprint", level: 1 });
    // the browser's frames, seen: whether a frame's callback is running
    const frame = window.requestAnimationFrame;
    let inFrame = false;
    window.requestAnimationFrame = (run) =>
      frame((t) => {
        inFrame = true;
        try {
          run(t);
        } finally {
          inFrame = false;
        }
      });
    const focused: [string, boolean][] = [];
    const note = (e: Event) => focused.push([(e.target as HTMLElement).tagName, inFrame]);
    shop.shadow.addEventListener("focusin", note);
    try {
      shop.navigate("/en/vouchers");
      const next = await shop.screen.findByRole("heading", { level: 1, name: (n) => n !== "Imprint" });
      await waitFor(() => expect(shop.shadow.activeElement).toBe(next));
      expect(focused).toEqual([["H1", true]]);
    } finally {
      window.requestAnimationFrame = frame;
      shop.shadow.removeEventListener("focusin", note);
      shop.handle.unmount();
    }
  });

  it("is a named region, never a <main>, and its header and footer are no page landmarks", async () => {
    const shop = await renderShop({ service, route: "/page/imprint" });
    await shop.screen.findByRole("heading", { name: "Imprint" });
    expect(shop.shadow.querySelector("main,[role=main],[role=banner],[role=contentinfo]")).toBeNull();
    const region = shop.shadow.querySelector<HTMLElement>("[role=region]")!;
    // named after the shop and the screen's own heading
    await waitFor(() => expect(region.getAttribute("aria-label")).toBe("Lindenhof Museum: Imprint"));
    expect(region.contains(shop.shadow.querySelector("header"))).toBe(true);
    shop.handle.unmount();
  });

  it("has one polite and one assertive live region from mount, empty, whose text then changes", async () => {
    const shop = await renderShop({ service, route: "/product/3" });
    const region = polite(shop.root);
    expect(said(region)).toBe("");
    const name = "Poster “Linden in Bloom”";
    await shop.screen.findByRole("heading", { level: 1, name });
    expect(shop.root.querySelectorAll("[aria-live=polite]")).toHaveLength(1);
    expect(shop.root.querySelectorAll("[aria-live=assertive]")).toHaveLength(1);
    fireEvent.click(shop.screen.getByRole("button", { name: `More: ${name}` }));
    await waitFor(() => expect(said(region)).toBe(`${name}: 2`));
    expect(polite(shop.root)).toBe(region);
    fireEvent.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    await waitFor(() => expect(said(region)).toMatch(/added to (your|the) basket/i));
    expect(polite(shop.root)).toBe(region);
    shop.handle.unmount();
  });

  it.each([
    ["tickets", "/tickets/103", /now in your basket/],
    ["a voucher", "/vouchers/1", /basket/],
  ])("says what was added to the basket without the form's reset (%s)", async (_, route, added) => {
    const shop = await renderShop({ service, route });
    const region = polite(shop.root);
    fireEvent.click((await shop.screen.findAllByRole("button", { name: /^More: / }))[0]);
    await waitFor(() => expect(said(region)).toMatch(/: [12]\b/));
    fireEvent.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    await waitFor(() => expect(said(region)).toMatch(added));
    // the form back at its start is no news: it was said as "… in your basket. 0 tickets, total €0.00"
    await new Promise((done) => setTimeout(done, 150));
    expect(said(region)).toMatch(added);
    expect(said(region)).not.toMatch(/0 tickets|€0\.00|Total: €25\.00/);
    shop.handle.unmount();
  });

  it("says a screen's loading once, however many parts of it load", async () => {
    // the tour, its calendar and its day each load slowly: three loading states one after another
    await service.fault({ endpoint: "tour*", delay: 1300, times: 10 });
    const shop = await renderShop({ service, route: "/guided-tours/101" });
    // every live region's words as they change: a loading state that is a region of its own is
    // said when it comes, the shell's region when its text changes
    const said = new Set<string>();
    const regions = new Map<Element, number>();
    const watch = new MutationObserver(() => {
      for (const el of shop.root.querySelectorAll("[role=status],[aria-live]")) {
        const text = el.textContent!.replace(/\u200b/g, "").trim();
        if (!/Loading/.test(text)) continue;
        if (!regions.has(el)) regions.set(el, regions.size);
        said.add(`${regions.get(el)}:${text}`);
      }
    });
    watch.observe(shop.root, { childList: true, subtree: true, characterData: true });
    await shop.screen.findByRole("heading", { level: 1, name: /Highlights/ }, { timeout: 20_000 });
    const main = shop.root.querySelector("[data-foyer-main]")!;
    await waitFor(() => expect(main.textContent).toMatch(/Loading/));
    await waitFor(() => expect(main.textContent).not.toMatch(/Loading/), { timeout: 20_000 });
    watch.disconnect();
    expect([...said].length, [...said].join(" | ")).toBeLessThanOrEqual(1);
    // and no loading state is a live region of its own
    expect(shop.root.querySelectorAll("[data-foyer-main] [role=status]")).toHaveLength(0);
    shop.handle.unmount();
  }, 40_000);

  it("says a failed login assertively, keeps the toast with a close button, and Escape closes it too", async () => {
    const shop = await renderShop({ service, route: "/login" });
    const region = assertive(shop.root);
    expect(said(region)).toBe("");
    const login = async () => {
      fireEvent.input(await shop.screen.findByLabelText(/^E-mail address/), {
        target: { value: "nobody@example.org" },
      });
      fireEvent.input(shop.screen.getByLabelText(/^Password/), { target: { value: "wrong-password" } });
      fireEvent.click(shop.screen.getByRole("button", { name: "Log in" }));
      return shop.screen.findByTestId("toast");
    };
    let toast = await login();
    await waitFor(() => expect(said(region)).toBe("Login failed."));
    expect(assertive(shop.root)).toBe(region);
    fireEvent.click(within(toast).getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(shop.screen.queryByTestId("toast")).toBeNull());
    const first = region.textContent;
    toast = await login();
    // the same words again: the region's text still changes, so it is said again
    await waitFor(() => expect(region.textContent).not.toBe(first));
    expect(said(region)).toBe("Login failed.");
    fireEvent.keyDown(toast, { key: "Escape" });
    await waitFor(() => expect(shop.screen.queryByTestId("toast")).toBeNull());
    shop.handle.unmount();
  });

  it("names the product page's quantity by its visible label", async () => {
    const shop = await renderShop({ service, route: "/product/3" });
    await shop.screen.findByRole("heading", { level: 1, name: "Poster “Linden in Bloom”" });
    const label = shop.screen.getByText("Quantity");
    const input = shop.screen.getByRole("spinbutton", { name: "Quantity" });
    expect(input.getAttribute("aria-labelledby")).toBe(label.id);
    shop.handle.unmount();
  });
});
