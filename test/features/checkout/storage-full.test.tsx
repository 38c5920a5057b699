// Session storage filling up mid-session (issue 12 item 5): a basket change the browser refuses
// to store is not lost silently. The visitor is told once; the change stays on the page and is
// written with the next change, whatever it is.
import { afterEach, describe, expect, it, vi } from "vitest";
import { waitFor } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import { adultTickets, poster, resetAddress, seedBasket, storedBasket, voucherCode } from "./helpers";

const service = useSandbox();
afterEach(() => {
  resetAddress();
  vi.restoreAllMocks();
});

/** Makes session storage refuse every write while `full.on` is set, as a full quota does. */
function fillStorage() {
  const full = { on: false };
  const setItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (this: Storage, k: string, v: string) {
    if (full.on) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    setItem.call(this, k, v);
  });
  return full;
}

describe("session storage full mid-session", () => {
  it("tells the visitor once, and stores the basket with the next change", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const full = fillStorage();
    seedBasket([adultTickets(1), poster(1), voucherCode("GIFT-PARTLY-30", 2000)]);
    const shop = await renderShop({ service, route: "/checkout" });
    await shop.screen.findAllByTestId("basket-line");
    full.on = true;
    const remove = async (name: string) => {
      await shop.user.click(shop.screen.getByRole("button", { name: `Remove ${name}` }));
      await shop.user.click(shop.screen.getByRole("button", { name: "Yes, remove" }));
    };
    await remove("Poster “Linden in Bloom”");
    const toast = await shop.screen.findByTestId("toast");
    expect(toast.textContent).toContain(
      "Your browser's storage is full, so your latest basket change is not saved yet.",
    );
    await waitFor(() =>
      expect(shop.root.querySelector("[data-testid=live-assertive]")!.textContent).toContain("storage is full"),
    );
    await remove("GIFT-PARTLY-30");
    await waitFor(() => expect(shop.screen.getAllByTestId("basket-line")).toHaveLength(1));
    // reported once, not once per refused write
    expect(shop.screen.getAllByTestId("toast")).toHaveLength(1);
    expect(storedBasket()!.lines).toHaveLength(3);
    // space again: the next change (here only the route, remembered as last visited) saves the basket too
    full.on = false;
    shop.navigate("/en/tickets");
    await waitFor(() => expect(storedBasket()!.lines.map((l) => l.type)).toEqual(["ticket"]));
  });
});
