// A host link with a language the shop does not offer, or in capitals, opens the route in a
// supported language instead of "page not found" (issue 19).
import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/dom";
import { useSandbox } from "../helpers/sandbox";
import { renderShop } from "../helpers/render-shop";
import { memoryLocation } from "../../src/embed/hash-location";

const service = useSandbox();

describe("language prefix of a link into the shop", () => {
  it.each([
    ["/EN/tickets", "/en/tickets"],
    ["/DE/tickets", "/de/tickets"],
    ["/xx/tickets", "/en/tickets"],
    ["/pt/page/imprint", "/en/page/imprint"],
  ])("%s opens %s", async (link, route) => {
    const shop = await renderShop({ service, options: { location: memoryLocation(link) } });
    await waitFor(() => expect(shop.path()).toBe(route));
    expect(shop.screen.queryByTestId("not-found")).toBeNull();
    shop.handle.unmount();
  });

  it("an unknown route without a language is still not found", async () => {
    const shop = await renderShop({ service, options: { location: memoryLocation("/no/such/page") } });
    expect(await shop.screen.findByTestId("not-found")).toBeTruthy();
    expect(shop.path()).toBe("/en/no/such/page");
    shop.handle.unmount();
  });
});
