// Back from the provider: paid (booking shown, basket gone, purchase event, the parameters out
// of the address, executed once), parameters in the hash route, declined, cancelled (keep or
// clear), a cart that expired before paying, places held while paying, and the accepted page's confirmation.
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/dom";
import { useSandbox, type TestService } from "../../helpers/sandbox";
import { renderShop, type RenderedShop } from "../../helpers/render-shop";
import type { BasketLine } from "../../../src/domain/basket";
import {
  adultTickets,
  answerProvider,
  arriveAt,
  calls,
  orderByCard,
  putBasket,
  recordRequests,
  resetAddress,
  seedBasket,
  seedLogin,
  storedBasket,
} from "./helpers";

const service = useSandbox();
afterEach(resetAddress);

const order = (lines: BasketLine[], config?: Record<string, unknown>) => orderByCard(service, lines, config);

/** The page the provider sends the visitor to, mounted as after a reload. */
async function comeBack(target: string, extra: Partial<Parameters<typeof renderShop>[0]> = {}): Promise<RenderedShop> {
  arriveAt(target);
  const url = new URL(target);
  return renderShop({ service, route: url.hash.replace(/^#\/en/, ""), ...extra });
}

async function ticketsLeft(svc: TestService, date: string) {
  const r = await svc.call<{ data: { timeslot: { datetime: string; max_tickets: number }[] } }>(
    `en/ticket/collect/event/101/date/${date.replace(/-/g, "")}`,
  );
  return r.body.data.timeslot.find((s) => s.datetime.endsWith("12:00:00"))?.max_tickets;
}

describe("coming back from the provider", () => {
  it("paid: executes once, shows the booking, the basket is gone, capacity reduced, the address clean", async () => {
    await seedLogin(service);
    const tickets = adultTickets(2) as BasketLine & { date: string };
    const provider = await order([tickets]);
    const back = await answerProvider(service, provider, "pay");
    expect(back).toMatch(
      /^http:\/\/localhost:3000\/\?us=[A-Za-z0-9]{12}&sessionUs=[A-Za-z0-9]{12}&srcURL=.+#\/en\/checkout\/success\?embed=test$/,
    );
    const sent = recordRequests();
    const purchases: unknown[] = [];
    // listen before the shop mounts: the purchase may be dispatched as soon as it is there
    const onPurchase = (e: Event) => purchases.push((e as CustomEvent).detail);
    document.addEventListener("foyer:purchase", onPurchase);
    const shop = await comeBack(back);
    const booking = await shop.screen.findByTestId("booking-id");
    expect(booking.textContent).toMatch(/^Your booking number: LH\d+$/);
    expect(shop.screen.getByRole("heading", { level: 1 }).textContent).toBe("Thank you for your order");
    expect(shop.screen.getByText("Your tickets are on their way to erika.mustermann@example.org.")).toBeTruthy();
    expect(storedBasket()).toBeNull();
    await waitFor(() => expect(location.href).toBe("http://localhost:3000/#/en/checkout/success"));
    expect(calls(sent, "checkout/execPayment")).toHaveLength(1);
    expect(calls(sent, "checkout/execPayment")[0].url.searchParams.get("us")).toBe(
      new URL(back).searchParams.get("us"),
    );
    expect(await ticketsLeft(service, tickets.date)).toBe(1);
    expect(
      shop.screen.getByRole("list", { name: "Checkout progress" }).querySelector("[aria-current=step]")!.textContent,
    ).toBe("Complete");
    shop.handle.unmount();
    // a reload finds no parameters: nothing runs again, the booking is shown as kept
    const number = booking.textContent;
    const again = await renderShop({ service, route: "/checkout/success" });
    expect((await again.screen.findByTestId("booking-id")).textContent).toBe(number);
    expect(calls(sent, "checkout/execPayment")).toHaveLength(1);
    // one purchase, not one per page view
    expect(purchases).toHaveLength(1);
    document.removeEventListener("foyer:purchase", onPurchase);
  });

  it("sends the purchase event with the amount in EUR", async () => {
    await seedLogin(service);
    const provider = await order([adultTickets(2)]);
    const back = await answerProvider(service, provider, "pay");
    arriveAt(back);
    const events: unknown[] = [];
    document.addEventListener("foyer:purchase", (e) => events.push((e as CustomEvent).detail));
    const shop = await renderShop({ service, route: "/checkout/success" });
    await shop.screen.findByTestId("booking-id");
    expect(events).toEqual([
      {
        transactionId: expect.stringMatching(/^LH\d+$/),
        value: 28,
        currency: "EUR",
        items: [{ item_id: "ticket-1011", item_name: "Adult", item_category: "ticket", price: 14, quantity: 2 }],
      },
    ]);
  });

  it("reads the parameters from the hash route's query too, and the same return twice books once", async () => {
    await seedLogin(service);
    const tickets = adultTickets(2) as BasketLine & { date: string };
    const provider = await order([tickets]);
    const back = new URL(await answerProvider(service, provider, "pay"));
    const query = back.search.slice(1);
    resetAddress();
    const first = await renderShop({ service, route: `/checkout/success?${query}` });
    const id = (await first.screen.findByTestId("booking-id")).textContent;
    expect(first.path()).toBe("/en/checkout/success");
    first.handle.unmount();
    // the same return again (an old tab, a bookmark) where the basket is empty and knows no cart,
    // as after paying, or where the browser keeps no storage (issue 32, 7): the same booking is
    // confirmed again, and nothing is booked twice
    const second = await renderShop({ service, route: `/checkout/success?${query}` });
    expect((await second.screen.findByTestId("booking-id")).textContent).toBe(id);
    expect(await ticketsLeft(service, tickets.date)).toBe(1);
  });

  it("declined: the failed page says so and keeps the basket", async () => {
    await seedLogin(service);
    const provider = await order([adultTickets(1)]);
    const back = await answerProvider(service, provider, "decline");
    expect(new URL(back).hash).toBe("#/en/checkout/failed?embed=test");
    const shop = await comeBack(back);
    expect(await shop.screen.findByText("The payment was not completed successfully. Please try again.")).toBeTruthy();
    expect(shop.screen.getByRole("heading", { level: 1 }).textContent).toBe("Payment failed");
    expect(shop.screen.getAllByTestId("basket-line")).toHaveLength(1);
    await waitFor(() => expect(location.href).toBe("http://localhost:3000/#/en/checkout/failed"));
    // the payment can be tried again, with the payment type and the terms as chosen (issue 19)
    expect(await shop.screen.findByRole("button", { name: "Order with obligation to pay" })).toBeTruthy();
    expect((shop.screen.getByRole("radio", { name: "Credit card" }) as HTMLInputElement).checked).toBe(true);
    expect((shop.screen.getByRole("checkbox", { name: /I accept/ }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(storedBasket()!.cartId).toBeNull());
  });

  it("a booking forgets the payment choice: the next order starts with nothing chosen", async () => {
    await seedLogin(service);
    const back = await answerProvider(service, await order([adultTickets(1)]), "pay");
    const paid = await comeBack(back);
    await paid.screen.findByTestId("booking-id");
    paid.handle.unmount();
    resetAddress();
    seedBasket([adultTickets(1)]);
    const next = await renderShop({ service, route: "/checkout" });
    const radio = (await next.screen.findByRole("radio", { name: "Credit card" })) as HTMLInputElement;
    expect(radio.checked).toBe(false);
    expect((next.screen.getByRole("checkbox", { name: /I accept/ }) as HTMLInputElement).checked).toBe(false);
  });

  it.each([
    ["keeps", "Keep basket", 1],
    ["clears", "Clear basket", 0],
  ])("cancelled: goes to the canceled page, which %s the basket", async (_, button, left) => {
    await seedLogin(service);
    const provider = await order([adultTickets(1)]);
    const back = await answerProvider(service, provider, "cancel");
    const sent = recordRequests();
    const shop = await comeBack(back);
    await waitFor(() => expect(shop.path()).toBe("/en/checkout/canceled"));
    await shop.user.click(await shop.screen.findByRole("button", { name: button }));
    expect(calls(sent, "checkout/cancel")).toHaveLength(1);
    expect(calls(sent, "checkout/cancel")[0].url.searchParams.get("noRedirect")).toBe("1");
    expect(storedBasket()?.lines.length ?? 0).toBe(left);
    if (left) await waitFor(() => expect(shop.path()).toBe("/en/checkout"));
    else expect(shop.screen.getByText("Your basket has been cleared.")).toBeTruthy();
  });

  it("a cart that expired before the visitor paid: the provider takes nothing, the cart-gone message, the basket kept", async () => {
    await seedLogin(service);
    const provider = await order([adultTickets(1)]);
    await service.advance(20 * 60_000);
    const back = await answerProvider(service, provider, "pay");
    expect(new URL(back).searchParams.get("status")).toBe("canceled");
    const shop = await comeBack(back);
    expect(
      await shop.screen.findByText(/We cannot find this basket: it has already been paid for, it has timed out/),
    ).toBeTruthy();
    expect(storedBasket()!.lines).toHaveLength(1);
    expect(storedBasket()!.cartId).toBeNull();
    expect(shop.screen.getByRole("button", { name: "Keep basket" })).toBeTruthy();
  });

  it("a cart a newer start in another tab released: paying it at the provider ends in 'Basket no longer available', not 'Payment cancelled'", async () => {
    await seedLogin(service);
    const first = await order([adultTickets(1)]);
    const tab = storedBasket()!;
    // the other tab was copied before the order: the same basket without a cart; it pays again,
    // which releases the first start's cart
    putBasket({ ...tab, cartId: null });
    await orderByCard(service, null);
    expect(storedBasket()!.basketId).toBe(tab.basketId);
    expect(storedBasket()!.cartId).not.toBe(tab.cartId);
    // back in the first tab, the visitor pays on the provider's page of the released cart
    putBasket(tab);
    const back = await answerProvider(service, first, "pay");
    expect(new URL(back).searchParams.get("status")).toBe("canceled");
    const shop = await comeBack(back);
    expect(await shop.screen.findByText(/started again in another window/)).toBeTruthy();
    expect(shop.screen.getByRole("heading", { level: 1 }).textContent).toBe("Basket no longer available");
    expect(shop.screen.queryByText(/cancelled/i)).toBeNull();
    expect(storedBasket()!.lines).toHaveLength(1);
  });

  it("a cart that expired, its basket emptied meanwhile: 'Basket no longer available', no question about the basket, the way back to the shop", async () => {
    await seedLogin(service);
    const provider = await order([adultTickets(1)]);
    await service.advance(20 * 60_000);
    const back = await answerProvider(service, provider, "pay");
    putBasket({ ...storedBasket()!, lines: [] });
    const shop = await comeBack(back);
    expect(await shop.screen.findByText(/We cannot find this basket/)).toBeTruthy();
    expect(shop.screen.getByRole("heading", { level: 1 }).textContent).toBe("Basket no longer available");
    expect(shop.screen.queryByText(/cancelled|keep your basket/i)).toBeNull();
    expect(shop.screen.queryByRole("button", { name: "Keep basket" })).toBeNull();
    expect(shop.screen.getByRole("link", { name: "Back to the shop" })).toBeTruthy();
  });

  it("a basket gone at the service when the return is executed: the page says so, not 'Payment failed' (issue 19)", async () => {
    await seedLogin(service);
    const back = await answerProvider(service, await order([adultTickets(1)]), "pay");
    await service.fault({
      endpoint: "checkout/execPayment",
      method: "POST",
      status: 410,
      body: { error: "CART_EXPIRED", message: "CART_EXPIRED" },
    });
    const shop = await comeBack(back);
    expect(await shop.screen.findByText(/We cannot find this basket/)).toBeTruthy();
    expect(shop.screen.getByRole("heading", { level: 1 }).textContent).toBe("Basket no longer available");
    expect(shop.screen.queryByText("Payment failed")).toBeNull();
  });

  it("the places are held from the payment's start: another buyer is refused before paying, this return books", async () => {
    await seedLogin(service);
    const tickets = adultTickets(3) as BasketLine & { date: string };
    const provider = await order([tickets]);
    // someone else tries one of the three places left while this visitor is at the provider
    const token = JSON.parse(sessionStorage.getItem("foyer:test:jwt")!).value;
    const other = await service.call<{ error: string; line: number }>(`en/checkout/initPayment?_=${token}`, {
      body: {
        payart: 80,
        aux: {},
        cart: {
          ver: 1,
          items: [
            {
              type: "ticket",
              count: 1,
              id: 1011,
              datetime: (tickets as { datetime: string }).datetime,
              subtickets: [],
            },
          ],
        },
        url: { continue: "http://x.example/", cancel: "http://x.example/" },
      },
    });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error: "TICKETS_SOLD_OUT", line: 0 });
    const back = await answerProvider(service, provider, "pay");
    const shop = await comeBack(back);
    expect(await shop.screen.findByTestId("booking-id")).toBeTruthy();
    expect(await ticketsLeft(service, tickets.date)).toBe(0);
  });

  it("accepted: the visitor confirms the order, then it is executed", async () => {
    await seedLogin(service);
    const provider = await order([adultTickets(1)], { confirmPaymentOnCheckout: false });
    const back = await answerProvider(service, provider, "pay");
    expect(new URL(back).hash).toBe("#/en/checkout/accepted?embed=test");
    const sent = recordRequests();
    const shop = await comeBack(back);
    expect(
      await shop.screen.findByText("Your payment details have been accepted. Please check your order and confirm it."),
    ).toBeTruthy();
    // the basket is shown as it will be booked: nothing to remove now
    expect(shop.screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    expect(calls(sent, "checkout/execPayment")).toEqual([]);
    await shop.user.click(shop.screen.getByRole("button", { name: "Order with obligation to pay" }));
    expect(await shop.screen.findByTestId("booking-id")).toBeTruthy();
    expect(calls(sent, "checkout/execPayment")).toHaveLength(1);
    expect(storedBasket()).toBeNull();
  });

  it("a lost answer can be checked again", async () => {
    await seedLogin(service);
    const provider = await order([adultTickets(1)]);
    const back = await answerProvider(service, provider, "pay");
    await service.fault({ endpoint: "checkout/execPayment", status: 502 });
    const shop = await comeBack(back);
    expect(await shop.screen.findByText(/please do not pay again/)).toBeTruthy();
    expect(storedBasket()!.lines).toHaveLength(1);
    await shop.user.click(shop.screen.getByRole("button", { name: "Check again" }));
    expect(await shop.screen.findByTestId("booking-id")).toBeTruthy();
  });
});
