// Issue 33: a voucher count typed above what is left is refused at its field with how many are
// left (the stock less what the basket holds), never clamped in silence, and nothing is added
// until it is put right.
import { describe, expect, it } from "vitest";
import { fireEvent, waitFor } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import { storedBasket } from "../checkout/helpers";

const service = useSandbox();

/** Types into the field and presses Enter (user-event cannot focus inside happy-dom's shadow root). */
async function type(input: HTMLInputElement, value: string) {
  fireEvent.input(input, { target: { value } });
  await new Promise((r) => setTimeout(r));
  fireEvent.keyDown(input, { key: "Enter" });
}

describe("a voucher count typed above what is left", () => {
  it("says at the field how many are left, keeps what was typed, and adds nothing", async () => {
    // voucher 5: a stock of 50
    const shop = await renderShop({ service, route: "/vouchers/5" });
    const count = (await shop.screen.findByRole("spinbutton", { name: "Quantity" })) as HTMLInputElement;
    await type(count, "60");
    const message = await shop.screen.findByText("Only 50 are left.");
    expect([count.value, count.getAttribute("aria-invalid"), count.getAttribute("aria-describedby")]).toEqual([
      "60",
      "true",
      message.id,
    ]);
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    expect(storedBasket()?.lines ?? []).toEqual([]);
    await type(count, "50");
    await waitFor(() => expect(shop.screen.queryByText("Only 50 are left.")).toBeNull());
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    await waitFor(() => expect(storedBasket()?.lines).toMatchObject([{ type: "voucher", count: 50 }]));
    shop.handle.unmount();
  });
});
