// Answers that lack what the widget needs, or carry odd optional fields (a sandbox fault with a
// body): a missing required field ends in the screen's own "could not be loaded" with a retry
// and a console.warn naming the call and the field; a missing or mistyped optional one never
// breaks the screen.
import { afterEach, describe, expect, it, vi } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop, type RenderedShop } from "../../helpers/render-shop";

const service = useSandbox();
afterEach(() => vi.restoreAllMocks());

const warned = (spy: { mock: { calls: unknown[][] } }, call: string, field: string) =>
  spy.mock.calls.some((c) => String(c[0]).includes(call) && String(c[0]).includes(`"${field}"`));

/** Clicks the retry of the screen's failure message, then waits for `ready`. */
async function retry(shop: RenderedShop, message: string, ready: () => unknown) {
  const alert = await shop.screen.findByText(message, {}, { timeout: 15_000 });
  expect(shop.screen.queryByText("This part of the shop could not be shown")).toBeNull();
  await shop.user.click(
    within(alert.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Try again" }),
  );
  await waitFor(ready, { timeout: 15_000 });
}

describe("a required field missing or mistyped", () => {
  it("event/select without an id: the list could not be loaded, a retry loads it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await service.fault({ endpoint: "event/select", body: { data: [{ name: "No id" }] } });
    const shop = await renderShop({ service, route: "/tickets" });
    await retry(shop, "The events could not be loaded. Please try again.", () =>
      expect(shop.screen.getAllByTestId("event-card").length).toBe(5),
    );
    expect(warned(warn, "event/select", "[0].id")).toBe(true);
    shop.handle.unmount();
  });

  it("ticket/collect with tickets that are not a list: the event could not be loaded", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await service.fault({ endpoint: "ticket/collect/event/103", body: { data: { tickets: "none", timeslot: [] } } });
    const shop = await renderShop({ service, route: "/tickets/103" });
    await retry(shop, "The event could not be loaded. Please try again.", () =>
      expect(shop.screen.getByRole("heading", { level: 1, name: "Festival of Lights in Lindenpark" })).toBeTruthy(),
    );
    expect(warned(warn, "ticket/collect/event/103", "tickets")).toBe(true);
    shop.handle.unmount();
  });

  it("tour without a name: the tour could not be loaded, a retry loads it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await service.fault({ endpoint: "tour", body: { data: { id: 102, max_participants: 10 } } });
    const shop = await renderShop({ service, route: "/guided-tours/102" });
    await retry(shop, "The tour could not be loaded. Please try again.", () =>
      expect(shop.screen.getByRole("heading", { level: 1, name: "Highlights of the collection" })).toBeTruthy(),
    );
    expect(warned(warn, "tour", "data.name")).toBe(true);
    shop.handle.unmount();
  });

  it("tour/select/event without tours: the list could not be loaded, a retry loads it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await service.fault({ endpoint: "tour/select/event", body: { data: { list: [] } } });
    const shop = await renderShop({ service, route: "/guided-tours" });
    await retry(shop, "The guided tours could not be loaded. Please try again.", () =>
      expect(shop.screen.getByTestId("tour-101")).toBeTruthy(),
    );
    expect(warned(warn, "tour/select/event", "tours")).toBe(true);
    shop.handle.unmount();
  });

  it("merchandise/select with a price that is not a number: the products could not be loaded", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await service.fault({
      endpoint: "merchandise/select",
      body: { data: [{ id: 1, name: "Catalogue", price: "cheap", stock: 3 }] },
    });
    const shop = await renderShop({ service, route: "/merchandise" });
    await shop.screen.findByRole("button", { name: "Try again" }, { timeout: 15_000 });
    expect(warned(warn, "merchandise/select", "[0].price")).toBe(true);
    await shop.user.click(shop.screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(shop.screen.getAllByTestId("product-card").length).toBeGreaterThan(0));
    shop.handle.unmount();
  });

  it("a voucher lookup without an amount: the code could not be checked", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await service.fault({ endpoint: "voucher", body: { data: { barcode: "GIFT-VALID-50", used_amount: 0 } } });
    const shop = await renderShop({ service, route: "/vouchers" });
    await shop.user.type(await shop.screen.findByRole("textbox", { name: "Voucher code" }), "GIFT-VALID-50");
    await shop.user.click(shop.screen.getByRole("button", { name: "Check code" }));
    const alert = await within(shop.screen.getByTestId("voucher-code-result")).findByRole("alert");
    expect(alert.textContent).toBe("The code could not be checked. Please try again later.");
    expect(warned(warn, "voucher", "amount")).toBe(true);
    shop.handle.unmount();
  });
});

describe("optional fields missing or mistyped", () => {
  it("event/select with odd venue, groups and dates still lists and filters the events", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await service.fault({
      endpoint: "event/select",
      body: {
        data: [
          { id: 1, name: "Plain", venue: "Town hall", custom_groups: "x", ticket_groups: null, end: 20261231 },
          { id: 2, name: "Bare" },
          { id: 3, name: "Elsewhere", venue: { id: 9, name: "Barn" }, sequence_no: "1" },
        ],
      },
    });
    const shop = await renderShop({ service, route: "/tickets" });
    const cards = await shop.screen.findAllByTestId("event-card");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(["Elsewhere", "Bare", "Plain"]);
    expect(cards[2].textContent).toContain("Town hall");
    await shop.user.selectOptions(shop.screen.getByLabelText("Venue"), "Barn");
    await waitFor(() => expect(shop.screen.getAllByTestId("event-card")).toHaveLength(1));
    expect(warn).not.toHaveBeenCalled();
    shop.handle.unmount();
  });

  it("tours without custom_groups, priceList or max_participants: the category filter works, no price", async () => {
    await service.fault({
      endpoint: "tour/select/event",
      body: {
        data: {
          tours: [
            { id: 101, name: "First", langIdentifier: "de", venue: "MAIN" },
            { id: 102, name: "Second", langIdentifier: "de", custom_groups: null, priceList: [] },
          ],
        },
      },
    });
    const shop = await renderShop({ service, route: "/guided-tours" });
    const card = within(await shop.screen.findByTestId("tour-101"));
    expect(card.queryByText(/^from /)).toBeNull();
    expect(card.queryByText(/^up to /)).toBeNull();
    const category = shop.screen.getByLabelText("Category") as HTMLSelectElement;
    await waitFor(() => expect(category.options.length).toBeGreaterThan(1));
    await shop.user.selectOptions(category, "Collection");
    await shop.screen.findByText("No tour matches your choice.");
    expect(shop.screen.queryByText("This part of the shop could not be shown")).toBeNull();
    shop.handle.unmount();
  });

  it("a tour whose questions are not a list books without questions", async () => {
    const detail = await service.call<{ data: Record<string, unknown> }>("en/tour?tour=103");
    await service.fault({ endpoint: "tour", times: 5, body: { data: { ...detail.body.data, questions: "none" } } });
    const shop = await renderShop({ service, route: "/guided-tours/103" });
    await shop.screen.findByRole("heading", { level: 1, name: "Private group tour" }, { timeout: 15_000 });
    expect(shop.screen.queryByText("About your group")).toBeNull();
    expect(shop.screen.queryByText("This part of the shop could not be shown")).toBeNull();
    shop.handle.unmount();
  });
});
