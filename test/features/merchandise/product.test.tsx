import { describe, expect, it } from "vitest";
import { fireEvent, waitFor } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import { storedLines } from "./stored-basket";

const service = useSandbox();

// the product page's visible "Quantity" label names the field (WCAG 2.5.3); one product a page
const quantity = (screen: Awaited<ReturnType<typeof renderShop>>["screen"], _name: string) =>
  screen.getByRole("spinbutton", { name: "Quantity" }) as HTMLInputElement;

/**
 * Types a value and presses Enter (user-event cannot focus inside happy-dom's shadow root);
 * React renders the typed text before the key is handled.
 */
async function type(input: HTMLInputElement, value: string) {
  fireEvent.input(input, { target: { value } });
  // one turn of the event loop: React handles the input before the key (not a wait for time)
  await new Promise((r) => setTimeout(r));
  fireEvent.keyDown(input, { key: "Enter" });
}

describe("product", () => {
  it("starts at quantity 1, adds to the basket, tells the host page, and starts again at 1", async () => {
    const shop = await renderShop({ service, route: "/product/3" });
    const name = "Poster “Linden in Bloom”";
    await shop.screen.findByRole("heading", { level: 1, name });
    expect(shop.screen.getByText("Art print, 50 × 70 cm, on matt paper.")).toBeTruthy();
    expect(shop.screen.getByText("Including 19 % VAT")).toBeTruthy();
    expect(quantity(shop.screen, name).value).toBe("1");
    const events: unknown[] = [];
    shop.host.addEventListener("foyer:basket-add", (e) => events.push((e as CustomEvent).detail));

    await shop.user.click(shop.screen.getByRole("button", { name: `More: ${name}` }));
    expect(quantity(shop.screen, name).value).toBe("2");
    // the quantity starts again at 1 in the render of the click itself (React renders a click's
    // update in a microtask; an effect's update would come a task later, after the notice)
    shop.screen.getByRole("button", { name: "Add to basket" }).click();
    await Promise.resolve();
    expect(quantity(shop.screen, name).value).toBe("1");
    expect(await shop.screen.findByText("2 items were added to your basket.")).toBeTruthy();
    expect(shop.screen.getByRole("button", { name: "Go to basket" })).toBeTruthy();
    expect(quantity(shop.screen, name).value).toBe("1");
    expect(storedLines()).toMatchObject([
      { type: "merchandise", id: 3, name, price: 1200, totalPrice: 2400, count: 2, vat_value: 19 },
    ]);
    expect(events).toMatchObject([
      { item: { item_id: "merchandise-3", quantity: 2, price: 12 }, basketCount: 1, currency: "EUR" },
    ]);
    shop.handle.unmount();
  });

  it("shows a sold-out product with quantity 0 and nothing to add", async () => {
    const shop = await renderShop({ service, route: "/product/4" });
    const name = "Poster “Night Garden”";
    await shop.screen.findByRole("heading", { level: 1, name });
    expect(shop.screen.getByText("This item is sold out.")).toBeTruthy();
    expect(quantity(shop.screen, name).value).toBe("0");
    expect(quantity(shop.screen, name).disabled).toBe(true);
    expect((shop.screen.getByRole("button", { name: "Add to basket" }) as HTMLButtonElement).disabled).toBe(true);
    shop.handle.unmount();
  });

  it("refuses a quantity above the stock at the field, saying how many are left, and adds none of it (issue 33)", async () => {
    const shop = await renderShop({ service, route: "/product/2" });
    const name = "Guide to the collection";
    await shop.screen.findByRole("heading", { level: 1, name });
    expect(shop.screen.getByText("Only 3 left")).toBeTruthy();
    const input = quantity(shop.screen, name);
    await type(input, "7");
    // the field keeps the 7 and says why it cannot be: never a silent 3
    expect(await shop.screen.findByText("Only 3 are left.")).toBeTruthy();
    expect(input.value).toBe("7");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(shop.screen.getByText("Only 3 are left.").id).toBe(input.getAttribute("aria-describedby"));
    // adding waits for the field: nothing goes to the basket
    shop.screen.getByRole("button", { name: "Add to basket" }).click();
    await waitFor(() => expect((input.getRootNode() as ShadowRoot).activeElement).toBe(input));
    expect(storedLines()).toEqual([]);
    await type(input, "3");
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBeNull());
    expect(shop.screen.queryByText("Only 3 are left.")).toBeNull();
    expect((shop.screen.getByRole("button", { name: `More: ${name}` }) as HTMLButtonElement).disabled).toBe(true);
    // what is left and the quantity change in the render of the click itself (an effect's
    // update would come a task later: 1 beside "out of stock")
    shop.screen.getByRole("button", { name: "Add to basket" }).click();
    await Promise.resolve();
    expect(quantity(shop.screen, name).value).toBe("0");
    expect(
      await shop.screen.findByText("Out of stock: all 3 remaining items are already in your basket."),
    ).toBeTruthy();
    expect((shop.screen.getByRole("button", { name: "Add to basket" }) as HTMLButtonElement).disabled).toBe(true);
    expect(storedLines()).toMatchObject([{ type: "merchandise", id: 2, count: 3, totalPrice: 4470 }]);
    shop.handle.unmount();
  });

  it.each([
    ["abc", "Please enter a whole number."],
    ["2.5", "Please enter a whole number."],
    ["0", "Please enter at least 1."],
    ["100", /^Only \d+ are left\.$/],
  ])(
    "refuses %j as a quantity at the field and keeps the last one (issue 33)",
    async (typed, message: string | RegExp) => {
      const shop = await renderShop({ service, route: "/product/1" });
      const name = "“Light and Shadow” exhibition catalogue";
      await shop.screen.findByRole("heading", { level: 1, name });
      await shop.user.click(shop.screen.getByRole("button", { name: `More: ${name}` }));
      const input = quantity(shop.screen, name);
      expect(input.value).toBe("2");
      await type(input, typed);
      expect(await shop.screen.findByText(message)).toBeTruthy();
      expect(input.getAttribute("aria-invalid")).toBe("true");
      // the − and + buttons still start from the last quantity, and take the message away
      await shop.user.click(shop.screen.getByRole("button", { name: `More: ${name}` }));
      expect(input.value).toBe("3");
      expect(shop.screen.queryByText(message)).toBeNull();
      shop.handle.unmount();
    },
  );

  it("says a product is no longer available, and keeps the basket", async () => {
    sessionStorage.setItem(
      "foyer:test:basket",
      JSON.stringify({
        v: 1,
        value: {
          lines: [{ key: "k1", type: "merchandise", id: 3, name: "Poster", price: 1200, totalPrice: 1200, count: 1 }],
        },
      }),
    );
    const shop = await renderShop({ service, route: "/product/999" });
    expect(await shop.screen.findByText("This product is no longer available.")).toBeTruthy();
    expect(shop.screen.getByRole("heading", { level: 1, name: "Product not available" })).toBeTruthy();
    expect(storedLines()).toHaveLength(1);
    shop.handle.unmount();
  });
});
