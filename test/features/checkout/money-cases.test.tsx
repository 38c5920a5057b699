// Issue 32's cases as the visitor reads them: a payment whose way back was lost is called paid,
// never cancelled; the total confirmed is the total charged; the accepted page without a payment
// says there is nothing to confirm; without session storage the checkout says the basket lives
// only in this page, and the payment's return is the visitor's booking.
import { afterEach, describe, expect, it, vi } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import type { BasketLine } from "../../../src/domain/basket";
import {
  answerProvider,
  arriveAt,
  catchRedirects,
  orderByCard,
  poster,
  resetAddress,
  seedBasket,
  seedLogin,
} from "./helpers";
import { sandboxCarts } from "../../money/tabs";

const service = useSandbox();
afterEach(() => {
  vi.unstubAllGlobals();
  resetAddress();
});

/** The page the provider sends the visitor to, mounted as after a page load. */
function comeBack(target: string) {
  arriveAt(target);
  return renderShop({ service, route: new URL(target).hash.replace(/^#\/en/, "") });
}

/** The browser keeps no session storage (Firefox with storage disabled: reading it throws). */
function blockStorage() {
  vi.stubGlobal("sessionStorage", undefined);
}

describe("issue 32, as the visitor reads it", () => {
  it("1: back on the cancel page by hand after paying, the visitor is told it was paid, not cancelled", async () => {
    await seedLogin(service);
    await answerProvider(service, await orderByCard(service, [poster(1)]), "pay");
    const shop = await renderShop({ service, route: "/checkout/canceled" });
    expect(await shop.screen.findByRole("heading", { level: 1, name: "Your basket has been paid" })).toBeTruthy();
    expect(shop.screen.getByTestId("order-reference").textContent).toMatch(/^Order reference: C/);
    expect(shop.screen.queryByText(/You have cancelled the payment/)).toBeNull();
    expect(shop.screen.queryByRole("button", { name: "Keep basket" })).toBeNull();
  });

  it("1: the paying tab was closed: the cancel page in a new tab (no session storage copied) is told it was paid", async () => {
    await seedLogin(service);
    await answerProvider(service, await orderByCard(service, [poster(1)]), "pay");
    const token = sessionStorage.getItem("foyer:test:jwt");
    sessionStorage.clear();
    if (token) sessionStorage.setItem("foyer:test:jwt", token);
    const shop = await renderShop({ service, route: "/checkout/canceled" });
    expect(await shop.screen.findByRole("heading", { level: 1, name: "Your basket has been paid" })).toBeTruthy();
    expect(shop.screen.getByTestId("order-reference").textContent).toMatch(/^Order reference: C/);
    expect(shop.screen.queryByText(/You have cancelled the payment/)).toBeNull();
  });

  it("1: the cancel page where no payment was started says nothing was cancelled, and keeps the basket", async () => {
    seedBasket([poster(1)]);
    const shop = await renderShop({ service, route: "/checkout/canceled" });
    expect(await shop.screen.findByText(/nothing was cancelled/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(shop.screen.getByText(/please do not pay again/)).toBeTruthy();
    expect(shop.screen.queryByText(/You have cancelled the payment/)).toBeNull();
    expect(shop.screen.getByRole("button", { name: "Keep basket" })).toBeTruthy();
  });

  it("back from the provider after paying (the way back lost): the checkout says a payment was started; ordering again is refused as paid", async () => {
    await seedLogin(service);
    await answerProvider(service, await orderByCard(service, [poster(1)]), "pay");
    const shop = await renderShop({ service, route: "/checkout" });
    const started = await shop.screen.findByTestId("payment-started", {}, { timeout: 15_000 });
    expect(started.textContent).toMatch(
      /^A payment for this basket was started \(reference C\w+\)\. If you completed it/,
    );
    const pay = within(await shop.screen.findByRole("region", { name: "Payment" }));
    // the shipping costs are known (the order waits for them), the payment type and the terms are
    // as chosen for the payment started
    expect(await pay.findByText("Amount to pay: €16.95", {}, { timeout: 15_000 })).toBeTruthy();
    expect(pay.getByRole<HTMLInputElement>("checkbox", { name: /I accept/ }).checked).toBe(true);
    await shop.user.click(pay.getByRole("button", { name: /^(Order with obligation to pay|Continue to payment)$/ }));
    expect(await shop.screen.findByText(/This basket has already been paid/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(shop.screen.queryByTestId("payment-started")).toBeNull();
    expect((await sandboxCarts(service)).filter((c) => c.status === "paid")).toHaveLength(1);
    expect(await sandboxCarts(service)).toHaveLength(1);
  });

  it("4: a poster with shipping is confirmed at what was charged", async () => {
    await seedLogin(service);
    const back = await answerProvider(service, await orderByCard(service, [poster(1)]), "pay");
    const shop = await comeBack(back);
    const booked = within(await shop.screen.findByTestId("booked", {}, { timeout: 15_000 }));
    const [charged] = await sandboxCarts(service);
    expect(charged.total).toBe(1200 + 495);
    expect(booked.getByText(/^Shipping:/).textContent).toBe("Shipping: €4.95");
    expect(booked.getByText(/^Total:/).textContent).toBe("Total: €16.95");
  });

  it("4: a French order (goods 124,90 €, shipping to France 9,90 €) is confirmed at the 134,80 € charged", async () => {
    await seedLogin(service);
    const article = (id: number, name: string, price: number, count: number, vat: number) =>
      ({
        key: `a${id}`,
        type: "merchandise",
        id,
        name,
        price,
        totalPrice: price * count,
        count,
        vat_value: vat,
      }) as BasketLine;
    seedBasket([
      article(1, "Catalogue “Light and Shadow”", 3490, 1, 7),
      article(2, "Guide to the collection", 1490, 3, 7),
      article(6, "Tote bag “Linden”", 1950, 1, 19),
      article(7, "Children’s book “Mia at the Museum”", 1290, 2, 7),
    ]);
    const redirects = catchRedirects();
    const checkout = await renderShop({ service, route: "/checkout" });
    // the seeded customer's delivery address is in Hamburg: the visitor sends this order to France
    await checkout.screen.findByRole("option", { name: "France" });
    await checkout.user.selectOptions(checkout.screen.getByLabelText(/^Country/), "FR");
    const pay = within(await checkout.screen.findByRole("region", { name: "Payment" }));
    expect(await pay.findByText("Amount to pay: €134.80", {}, { timeout: 15_000 })).toBeTruthy();
    await checkout.user.click(await pay.findByRole("radio", { name: "Credit card" }));
    await checkout.user.click(pay.getByRole("checkbox", { name: /I accept/ }));
    await checkout.user.click(pay.getByRole("button", { name: "Order with obligation to pay" }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    checkout.handle.unmount();
    const shop = await comeBack(await answerProvider(service, redirects[0], "pay"));
    const booked = within(await shop.screen.findByTestId("booked", {}, { timeout: 15_000 }));
    const [charged] = await sandboxCarts(service);
    expect(charged).toMatchObject({ status: "paid", total: 12490 + 990 });
    expect(booked.getByText(/^Shipping:/).textContent).toBe("Shipping: €9.90");
    expect(booked.getByText(/^Total:/).textContent).toBe("Total: €134.80");
  });

  it("6: the accepted page with nothing executed says there is nothing to confirm", async () => {
    const shop = await renderShop({ service, route: "/checkout/accepted" });
    expect(await shop.screen.findByRole("heading", { level: 1, name: "Nothing to confirm" })).toBeTruthy();
    expect(shop.screen.queryByText(/accepted/i)).toBeNull();
    expect(shop.screen.queryByText(/on its way/)).toBeNull();
  });

  it("7: without session storage, the checkout says so, and the paid return is the visitor's booking", async () => {
    await seedLogin(service);
    seedBasket([poster(1)]);
    const provider = await orderByCard(service, [poster(1)]);
    blockStorage();
    const checkout = await renderShop({ service, route: "/checkout" });
    expect(
      await checkout.screen.findByText(/your basket exists only in this page/, {}, { timeout: 15_000 }),
    ).toBeTruthy();
    checkout.handle.unmount();
    const shop = await comeBack(await answerProvider(service, provider, "pay"));
    expect(await shop.screen.findByTestId("booking-id", {}, { timeout: 15_000 })).toBeTruthy();
    expect(shop.screen.getByRole("heading", { level: 1 }).textContent).toBe("Thank you for your order");
    expect(shop.screen.queryByText(/belongs to another basket/)).toBeNull();
    // a reload: nothing was stored, the address still names the return, the same booking is shown
    const booking = shop.screen.getByTestId("booking-id").textContent;
    shop.handle.unmount();
    const reloaded = await renderShop({ service, route: new URL(location.href).hash.replace(/^#\/en/, "") });
    expect((await reloaded.screen.findByTestId("booking-id", {}, { timeout: 15_000 })).textContent).toBe(booking);
    expect((await sandboxCarts(service)).filter((c) => c.status === "paid")).toHaveLength(1);
  });
});
