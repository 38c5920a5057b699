// A basket paid in another tab of the embed (issues 13 and 32), as the mount hears it: the
// channel is listened on from the mount, and what a report does (stores/paid-carts.ts) is loaded
// when one comes: the paid lines leave this tab's basket and the visitor is told.
import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/dom";
import { useSandbox } from "../helpers/sandbox";
import { renderShop } from "../helpers/render-shop";

const service = useSandbox();
const lines = () => JSON.parse(sessionStorage.getItem("foyer:test:basket") ?? "null")?.value?.lines ?? [];

describe("a basket paid in another tab", () => {
  it("empties here once the other tab reports its cart paid, and says so", async () => {
    sessionStorage.setItem(
      "foyer:test:basket",
      JSON.stringify({
        v: 1,
        value: {
          cartId: "C1",
          lines: [{ key: "a", type: "merchandise", id: 1, name: "P", price: 1, totalPrice: 1, count: 1 }],
        },
      }),
    );
    const shop = await renderShop({ service });
    await shop.screen.findByRole("link", { name: /^Basket\s*,\s*1 item$/ });
    const other = new BroadcastChannel("foyer:test:paid");
    try {
      other.postMessage({ basketId: null, cartId: "C1", keys: [] });
      expect(
        await shop.screen.findByText(/Your basket was paid in another window/, {}, { timeout: 10_000 }),
      ).toBeTruthy();
      await waitFor(() => expect(lines()).toEqual([]));
    } finally {
      other.close();
      shop.handle.unmount();
    }
  });
});
