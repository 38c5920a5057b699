// Payment answers the widget cannot read (issue 14): a payment start that is not a URL's text
// redirects nowhere and keeps the basket; an execution that is not a booking is an unknown
// outcome ("do not pay again", check again), never "Thank you" and never an emptied basket.
import { afterEach, describe, expect, it, vi } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import {
  adultTickets,
  answerProvider,
  arriveAt,
  catchRedirects,
  resetAddress,
  seedBasket,
  seedLogin,
  storedBasket,
} from "./helpers";

const service = useSandbox();
afterEach(() => {
  resetAddress();
  vi.restoreAllMocks();
});

async function orderByCard() {
  const redirects = catchRedirects();
  const shop = await renderShop({ service, route: "/checkout" });
  const pay = within(await shop.screen.findByRole("region", { name: "Payment" }));
  await shop.user.click(await pay.findByRole("radio", { name: "Credit card" }));
  await shop.user.click(pay.getByRole("checkbox", { name: /I accept/ }));
  await shop.user.click(pay.getByRole("button", { name: /^(Order with obligation to pay|Continue to payment)$/ }));
  return { shop, pay, redirects };
}

describe("payment answers the widget cannot read", () => {
  it("a payment start answering an object: no redirect, the order's error, the basket kept", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await seedLogin(service);
    seedBasket([adultTickets(1)]);
    await service.fault({ endpoint: "checkout/initPayment", method: "POST", body: { data: { url: "https://pay" } } });
    const { pay, redirects } = await orderByCard();
    expect(await pay.findByText(/^We got no usable answer from the museum in time.*Please try again\.$/)).toBeTruthy();
    expect(redirects).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Foyer: the answer of checkout/initPayment lacks a usable "data"');
    expect(storedBasket()!.lines).toHaveLength(1);
    expect(storedBasket()!.cartId ?? null).toBeNull();
  });

  it("an execution answering 'Thank you' without a booking number: unknown, never paid", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await seedLogin(service);
    seedBasket([adultTickets(1)]);
    const { shop, redirects } = await orderByCard();
    await waitFor(() => expect(redirects).toHaveLength(1));
    shop.handle.unmount();
    const back = await answerProvider(service, redirects[0], "pay");
    await service.fault({ endpoint: "checkout/execPayment", method: "POST", body: { data: { status: "Thank you" } } });
    arriveAt(back);
    const page = await renderShop({ service, route: "/checkout/success" });
    expect(await page.screen.findByText(/please do not pay again/)).toBeTruthy();
    expect(page.screen.queryByTestId("booking-id")).toBeNull();
    expect(page.screen.queryByRole("heading", { level: 1, name: "Thank you for your order" })).toBeNull();
    expect(storedBasket()!.lines).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('Foyer: the answer of checkout/execPayment lacks a usable "booking_id"');
    // the service did book it: checking again finds the booking
    await page.user.click(page.screen.getByRole("button", { name: "Check again" }));
    expect(await page.screen.findByTestId("booking-id")).toBeTruthy();
  });
});
