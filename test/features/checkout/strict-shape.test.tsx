// Checkout and order review against the strict sandbox (issue 14): spec 000's execPayment names
// only booking_id and has_tickets, the order review only the contract's smallest order. A paid
// basket is still this basket's (gone, one purchase event with the basket's total), an order
// without dates still says whether it is paid.
import { afterEach, describe, expect, it } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import {
  adultTickets,
  answerProvider,
  arriveAt,
  calls,
  recordRequests,
  resetAddress,
  orderByCard,
  seedLogin,
  storedBasket,
} from "./helpers";

const service = useSandbox({ shape: "spec" });
afterEach(resetAddress);

describe("checkout on the strict sandbox", () => {
  it("a booking without cartId and total is this basket's: the basket is gone, the purchase has its total", async () => {
    await seedLogin(service);
    const provider = await orderByCard(service, [adultTickets(2)]);
    // the provider's address names no cart: the basket keeps a mark of the payment it started
    expect(new URL(provider).searchParams.has("cartId")).toBe(false);
    expect(storedBasket()?.cartId).toMatch(/^started:/);
    const back = await answerProvider(service, provider, "pay");
    const sent = recordRequests();
    arriveAt(back);
    const events: unknown[] = [];
    const onPurchase = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener("foyer:purchase", onPurchase);
    const again = await renderShop({ service, route: "/checkout/success" });
    expect((await again.screen.findByTestId("booking-id")).textContent).toMatch(/^Your booking number: LH\d+$/);
    document.removeEventListener("foyer:purchase", onPurchase);
    // the answer really named only the spec's fields (the same return again answers the same booking)
    const exec = calls(sent, "checkout/execPayment");
    expect(exec).toHaveLength(1);
    const again2 = await service.call<{ data: Record<string, unknown> }>(
      `en/checkout/execPayment${exec[0].url.search}`,
      { method: "POST", body: { cartId: null } },
    );
    expect(Object.keys(again2.body.data).sort()).toEqual(["booking_id", "has_tickets"]);
    expect(storedBasket()).toBeNull();
    expect(events).toEqual([
      expect.objectContaining({ transactionId: expect.stringMatching(/^LH\d+$/), value: 28, currency: "EUR" }),
    ]);
  });

  it("a cancelled payment whose address named no cart: nothing is sent to cancel, the basket stays", async () => {
    await seedLogin(service);
    const back = await answerProvider(service, await orderByCard(service, [adultTickets(1)]), "cancel");
    const sent = recordRequests();
    arriveAt(back);
    const shop = await renderShop({ service, route: new URL(back).hash.replace(/^#\/en/, "") });
    await shop.user.click(await shop.screen.findByRole("button", { name: "Keep basket" }));
    await waitFor(() => expect(shop.path()).toBe("/en/checkout"));
    // a mark is no cart of the service: no checkout/cancel with it
    expect(calls(sent, "checkout/cancel")).toHaveLength(0);
    expect(storedBasket()?.lines).toHaveLength(1);
  });

  it("an order without dates says it is paid, or shows what is to be paid", async () => {
    const paid = await renderShop({ service, route: "/order-review/P3H8N5W2" });
    expect(await paid.screen.findByText("Paid. Thank you!")).toBeTruthy();
    expect(paid.screen.queryByText(/^Ordered on/)).toBeNull();
    paid.handle.unmount();
    const open = await renderShop({ service, route: "/order-review/R7K2M9Q4" });
    const table = within(await open.screen.findByRole("table", { name: "Items of the order" }));
    expect(table.getAllByRole("row").at(-1)!.textContent).toBe("Total€138.00");
    expect(open.screen.getByText("This order has not been paid yet.")).toBeTruthy();
    expect(open.screen.getByRole("region", { name: "Payment" })).toBeTruthy();
  });
});
