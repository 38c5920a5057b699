// "Your basket is waiting" (issue 19): shown to a visitor back within the session with a filled
// basket, said politely, dismissable, gone once the basket was opened, never on checkout screens.
import { describe, expect, it } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { useSandbox } from "../helpers/sandbox";
import { renderShop } from "../helpers/render-shop";
import { poster, seedBasket } from "../features/checkout/helpers";

const service = useSandbox();
const polite = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-testid="live-polite"]')!;

describe("the basket is waiting", () => {
  it("is not shown on a first visit, nor when the visitor fills the basket during it", async () => {
    const shop = await renderShop({ service, route: "/product/2" });
    await shop.user.click(await shop.screen.findByRole("button", { name: "Add to basket" }));
    await waitFor(() => expect(shop.screen.getByTestId("basket-link").textContent).toContain("1 item"));
    expect(shop.screen.queryByTestId("basket-waiting")).toBeNull();
  });

  it("greets a visitor back within the session, politely, with a button that opens the basket", async () => {
    seedBasket([poster(2), poster(1)]);
    const shop = await renderShop({ service });
    const notice = await shop.screen.findByTestId("basket-waiting");
    expect(notice.textContent).toContain("Your basket is still waiting for you: 2 items.");
    await waitFor(() => expect(polite(shop.root).textContent).toContain("Your basket is still waiting for you"));
    await shop.user.click(within(notice).getByRole("button", { name: "Go to basket" }));
    await waitFor(() => expect(shop.path()).toBe("/en/checkout"));
    expect(shop.screen.queryByTestId("basket-waiting")).toBeNull();
    // the basket was seen: not again in this session
    shop.navigate("/en");
    await shop.screen.findByRole("navigation", { name: "Main navigation" });
    shop.handle.unmount();
    const again = await renderShop({ service });
    await again.screen.findByRole("navigation", { name: "Main navigation" });
    expect(again.screen.queryByTestId("basket-waiting")).toBeNull();
  });

  it("goes when dismissed, keeps the focus in the widget, and stays gone in the session", async () => {
    seedBasket([poster(1)]);
    const shop = await renderShop({ service });
    const notice = await shop.screen.findByTestId("basket-waiting");
    expect(notice.textContent).toContain("1 item.");
    await shop.user.click(within(notice).getByRole("button", { name: "Dismiss" }));
    expect(shop.screen.queryByTestId("basket-waiting")).toBeNull();
    await waitFor(() => expect(shop.root.contains(shop.shadow.activeElement)).toBe(true));
    shop.handle.unmount();
    const again = await renderShop({ service });
    await again.screen.findByRole("navigation", { name: "Main navigation" });
    expect(again.screen.queryByTestId("basket-waiting")).toBeNull();
  });

  it("is never shown on a checkout screen; it speaks the visitor's language", async () => {
    seedBasket([poster(1)]);
    const atCheckout = await renderShop({ service, route: "/checkout" });
    await atCheckout.screen.findAllByTestId("basket-line");
    expect(atCheckout.screen.queryByTestId("basket-waiting")).toBeNull();
    atCheckout.handle.unmount();
    sessionStorage.clear();
    seedBasket([poster(1)]);
    const shop = await renderShop({ service, lang: "de" });
    const notice = await shop.screen.findByTestId("basket-waiting");
    expect(notice.textContent).toContain("Ihr Warenkorb wartet noch auf Sie: 1 Position.");
    expect(within(notice).getByRole("button", { name: "Zum Warenkorb" })).toBeTruthy();
  });
});
