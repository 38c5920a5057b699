import { describe, expect, it } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import { READ_RETRIES } from "../../../src/api/request";

const service = useSandbox();

const cardNames = (root: HTMLElement) =>
  Array.from(root.querySelectorAll("[data-testid=product-card] h2")).map((h) => h.textContent);

describe("merchandise list", () => {
  it("lists merchandise sorted by sequence_no, without the annual passes, with sold-out and low-stock states", async () => {
    const shop = await renderShop({ service, route: "/merchandise" });
    await shop.screen.findByRole("heading", { level: 1, name: "Museum shop" });
    await shop.screen.findAllByTestId("product-card");
    expect(cardNames(shop.root)).toEqual([
      "Guide to the collection",
      "Children’s book “Mia at the Museum”",
      "“Light and Shadow” exhibition catalogue",
      "Poster “Linden in Bloom”",
      "Poster “Night Garden”",
      "Postcard set (12 cards)",
      "Tote bag “Linden”",
    ]);
    const night = shop.screen.getByRole("link", { name: "Poster “Night Garden”" }).closest("li")!;
    expect(night.textContent).toContain("Sold out");
    const guide = shop.screen.getByRole("link", { name: "Guide to the collection" }).closest("li")!;
    expect(guide.textContent).toContain("Only 3 left");
    shop.handle.unmount();
  });

  it("filters by category through merchandise/{category}, marking the current one", async () => {
    const shop = await renderShop({ service, route: "/merchandise" });
    const filter = await shop.screen.findByRole("navigation", { name: "Categories" });
    await shop.user.click(within(filter).getByRole("link", { name: "Posters" }));
    await waitFor(() => expect(shop.path()).toBe("/en/merchandise/2"));
    await waitFor(() => expect(cardNames(shop.root)).toEqual(["Poster “Linden in Bloom”", "Poster “Night Garden”"]));
    // the category route is a screen of its own: look the filter up again
    const current = shop.screen.getByRole("navigation", { name: "Categories" });
    expect(within(current).getByRole("link", { name: "Posters" }).getAttribute("aria-current")).toBe("page");
    expect(within(current).getByRole("link", { name: "All" }).getAttribute("aria-current")).toBeNull();
    shop.handle.unmount();
  });

  it("says so for a category that does not exist", async () => {
    const shop = await renderShop({ service, route: "/merchandise/77" });
    expect(await shop.screen.findByText("We could not find this category.")).toBeTruthy();
    expect(shop.screen.getByRole("link", { name: "Show all products" })).toBeTruthy();
    shop.handle.unmount();
  });

  it("lists the annual passes on passes, with the people each is for", async () => {
    const shop = await renderShop({ service, route: "/passes" });
    await shop.screen.findByRole("heading", { level: 1, name: "Annual passes" });
    await shop.screen.findAllByTestId("product-card");
    expect(cardNames(shop.root)).toEqual(["Annual pass", "Annual pass for two", "Garden House annual pass"]);
    expect(shop.screen.getByRole("link", { name: "Annual pass for two" }).closest("li")!.textContent).toContain(
      "For 2 people",
    );
    expect(shop.screen.queryByRole("navigation", { name: "Categories" })).toBeNull();
    shop.handle.unmount();
  });

  it("filters the annual passes by the pass categories (merchandise/attr?product_kind=13), by keyboard too", async () => {
    const shop = await renderShop({ service, route: "/passes" });
    const filter = await shop.screen.findByRole("group", { name: "Categories" });
    const buttons = () => within(filter).getAllByRole("button");
    const pressed = () =>
      buttons()
        .filter((b) => b.getAttribute("aria-pressed") === "true")
        .map((b) => b.textContent);
    expect(buttons().map((b) => b.textContent)).toEqual(["All", "Single passes", "Passes for two"]);
    expect(pressed()).toEqual(["All"]);
    await shop.screen.findAllByTestId("product-card");
    await shop.user.click(within(filter).getByRole("button", { name: "Passes for two" }));
    expect(cardNames(shop.root)).toEqual(["Annual pass for two"]);
    expect(pressed()).toEqual(["Passes for two"]);
    // the list is labelled by the category it shows
    expect(shop.screen.getByRole("list", { name: "Passes for two" })).toBeTruthy();
    within(filter).getByRole("button", { name: "Single passes" }).focus();
    await shop.user.keyboard("{Enter}");
    expect(cardNames(shop.root)).toEqual(["Annual pass", "Garden House annual pass"]);
    expect(shop.shadow.activeElement!.textContent).toBe("Single passes");
    await shop.user.click(within(filter).getByRole("button", { name: "All" }));
    expect(cardNames(shop.root)).toEqual(["Annual pass", "Annual pass for two", "Garden House annual pass"]);
    shop.handle.unmount();
  });

  it("lists the passes without a filter when their categories cannot be loaded", async () => {
    // every try fails: the passes' categories (?product_kind=13) and the navigation's (no kind) are
    // each tried 1 + READ_RETRIES times (a fault of one call came back on the retry, with the filter)
    await service.fault({ endpoint: "merchandise/attr", status: 500, times: 2 * (READ_RETRIES + 1) });
    const shop = await renderShop({ service, route: "/passes" });
    expect((await shop.screen.findAllByTestId("product-card")).length).toBe(3);
    await waitFor(async () => expect(await service.faults()).toEqual([]));
    expect(shop.screen.queryByRole("group", { name: "Categories" })).toBeNull();
    shop.handle.unmount();
  });

  it("offers to try again when the list cannot be loaded, and then shows it", async () => {
    await service.fault({ endpoint: "merchandise/select", status: 404, times: 1 });
    const shop = await renderShop({ service, route: "/merchandise" });
    expect(await shop.screen.findByText("The shop could not be loaded.")).toBeTruthy();
    await shop.user.click(shop.screen.getByRole("button", { name: "Try again" }));
    expect((await shop.screen.findAllByTestId("product-card")).length).toBe(7);
    shop.handle.unmount();
  });

  it("shows the list in German", async () => {
    const shop = await renderShop({ service, route: "/merchandise/2", lang: "de" });
    // titled with the category's German name once the categories are there ("Museumsshop" before)
    await shop.screen.findByRole("heading", { level: 1, name: "Poster" });
    await waitFor(() => expect(cardNames(shop.root)).toEqual(["Poster „Lindenblüte“", "Poster „Nachtgarten“"]));
    expect(shop.screen.getByText("Ausverkauft")).toBeTruthy();
    shop.handle.unmount();
  });
});
