// Garbage answers of the list calls (issue 12 item 5): whatever the body (not JSON, HTML, a bare
// string, null, a number, an empty body), the list says it could not be loaded and "Try again"
// really calls the service again and shows the list.
import { afterEach, describe, expect, it, vi } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import { calls, recordRequests } from "../checkout/helpers";

const service = useSandbox();
afterEach(() => vi.restoreAllMocks());

const GARBAGE: [string, { body: unknown; contentType?: string }][] = [
  ["malformed JSON", { body: "{data: [", contentType: "application/json" }],
  ["an HTML page", { body: "<html><body>Gateway</body></html>", contentType: "text/html" }],
  ["an empty body", { body: "", contentType: "application/json" }],
  ["a bare string", { body: { data: "garbage" } }],
  ["data null", { body: { data: null } }],
  ["a number", { body: 42 }],
];

const LISTS = [
  { endpoint: "event/select", route: "/tickets", ready: "event-card" },
  { endpoint: "tour/select/event", route: "/guided-tours", ready: "tour-101" },
  { endpoint: "merchandise/select", route: "/merchandise", ready: "product-card" },
  { endpoint: "merchandise/attr", route: "/merchandise", ready: "product-card" },
  { endpoint: "voucher/select/event/", route: "/vouchers", ready: "voucher-card" },
  { endpoint: "voucher/attr", route: "/vouchers", ready: "voucher-card" },
];

describe.each(LISTS)("the $endpoint list with a garbage answer", ({ endpoint, route, ready }) => {
  it.each(GARBAGE)("%s: could not be loaded, and Try again loads it", async (_what, garbage) => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await service.fault({ endpoint, times: 3, ...garbage });
    const shop = await renderShop({ service, route });
    const retry = await shop.screen.findByRole("button", { name: "Try again" }, { timeout: 15_000 });
    expect(shop.screen.queryByText("This part of the shop could not be shown")).toBeNull();
    await service.call("/__sandbox/fault", { method: "DELETE" });
    await shop.user.click(retry);
    await waitFor(() => expect(within(shop.root).queryAllByTestId(ready).length).toBeGreaterThan(0), {
      timeout: 15_000,
    });
    shop.handle.unmount();
  });
});

describe("tour/attr with a garbage answer", () => {
  it("the tours are still listed (the filters it feeds are optional)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await service.fault({ endpoint: "tour/attr", body: { data: "garbage" } });
    const shop = await renderShop({ service, route: "/guided-tours" });
    expect(await shop.screen.findByTestId("tour-101")).toBeTruthy();
    expect(shop.screen.queryByText("This part of the shop could not be shown")).toBeNull();
    shop.handle.unmount();
  });
});

describe("Try again while the answer is still garbage", () => {
  it.each(LISTS)("$endpoint: each click asks the service again and keeps the retry", async ({ endpoint, route }) => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await service.fault({ endpoint, times: 20, body: { data: "garbage" } });
    const sent = recordRequests();
    const shop = await renderShop({ service, route });
    await shop.user.click(await shop.screen.findByRole("button", { name: "Try again" }, { timeout: 15_000 }));
    const asked = () => calls(sent, endpoint).length;
    const before = asked();
    await shop.user.click(await shop.screen.findByRole("button", { name: "Try again" }, { timeout: 15_000 }));
    await waitFor(() => expect(asked()).toBeGreaterThan(before));
    expect(await shop.screen.findByRole("button", { name: "Try again" }, { timeout: 15_000 })).toBeTruthy();
    shop.handle.unmount();
  });
});
