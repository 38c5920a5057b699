import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/dom";
import { useSandbox } from "../helpers/sandbox";
import { renderShop } from "../helpers/render-shop";

const service = useSandbox();

describe("shell", () => {
  it("renders the configured site name, navigation of enabled areas and the basket link", async () => {
    const shop = await renderShop({ service, config: { has_guided_tours: false } });
    const nav = await shop.screen.findByRole("navigation", { name: "Main navigation" });
    const links = Array.from(nav.querySelectorAll("a")).map((a) => a.textContent);
    expect(links).toEqual(["Tickets", "Museum shop", "Annual passes", "Vouchers"]);
    expect(shop.screen.getByRole("link", { name: "Lindenhof Museum" })).toBeTruthy();
    expect(shop.screen.getByTestId("basket-link").textContent).toContain("Basket");
    shop.handle.unmount();
  });

  it("shows the not-found page for an unknown route", async () => {
    const shop = await renderShop({ service, route: "/no/such/page" });
    expect(await shop.screen.findByTestId("not-found")).toBeTruthy();
    shop.handle.unmount();
  });

  it("switches language in place, keeping the route", async () => {
    const shop = await renderShop({ service, route: "/page/imprint" });
    await shop.screen.findByRole("heading", { name: "Imprint" });
    shop.navigate("/de/page/imprint");
    await shop.screen.findByRole("heading", { name: "Impressum" });
    expect(shop.screen.getByRole("navigation", { name: "Hauptnavigation" })).toBeTruthy();
    shop.handle.unmount();
  });

  it("shows the server-error message with the support address on a 500", async () => {
    await service.fault({ endpoint: "static/page/terms", status: 500, times: 5 });
    const shop = await renderShop({ service, route: "/page/terms" });
    const message = await shop.screen.findByTestId("global-message", {}, { timeout: 15_000 });
    await waitFor(() => expect(message.textContent).toContain("shop@museum-lindenhof.example"));
    expect(message.textContent).toContain("unexpected error");
    shop.handle.unmount();
  });

  it("keeps every session-storage key under foyer:{embedId}:", async () => {
    const shop = await renderShop({ service });
    await shop.user.click(await shop.screen.findByRole("button", { name: "Accept" }));
    expect(shop.storageKeys().length).toBeGreaterThan(0);
    for (const key of shop.storageKeys()) expect(key.startsWith("foyer:test:")).toBe(true);
    shop.handle.unmount();
  });
});
