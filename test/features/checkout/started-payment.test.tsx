// The payment a basket started is known as the basket's on its return, also when initPayment's answer
// names no cart (issue 14): here, when voucher codes cover everything and the answer is the return
// itself (the provider is skipped), the basket is gone after the booking and cannot be paid twice.
import { afterEach, describe, expect, it } from "vitest";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import { waitFor, within } from "@testing-library/dom";
import {
  adultTickets,
  arriveAt,
  calls,
  catchRedirects,
  recordRequests,
  resetAddress,
  seedBasket,
  seedLogin,
  storedBasket,
  voucherCode,
} from "./helpers";

const service = useSandbox();
afterEach(resetAddress);

describe("a started payment whose answer names no cart", () => {
  it("nothing to pay (a code covers it): the answer is the return, the booking is the basket's, the basket is gone", async () => {
    await seedLogin(service);
    seedBasket([adultTickets(1), voucherCode("GIFT-VALID-50", 5000)]);
    const redirects = catchRedirects();
    const ordering = await renderShop({ service, route: "/checkout" });
    const pay = within(await ordering.screen.findByRole("region", { name: "Payment" }));
    // a payment type is still chosen (spec 000: initPayment takes payart), though the amount is €0.00
    await ordering.user.click(await pay.findByRole("radio", { name: "Credit card" }));
    await ordering.user.click(pay.getByRole("checkbox", { name: /I accept/ }));
    await ordering.user.click(pay.getByRole("button", { name: /^Order/ }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    ordering.handle.unmount();
    const target = redirects[0];
    // straight back to the shop: no provider's page, no cart in the address
    expect(new URL(target).searchParams.get("us")).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(new URL(target).searchParams.get("cartId")).toBeNull();
    expect(storedBasket()?.cartId).toMatch(/^started:us=/);
    const sent = recordRequests();
    arriveAt(target);
    const shop = await renderShop({ service, route: "/checkout/success" });
    expect((await shop.screen.findByTestId("booking-id")).textContent).toMatch(/^Your booking number: LH\d+$/);
    expect(calls(sent, "checkout/execPayment")).toHaveLength(1);
    expect(storedBasket()).toBeNull();
    // the success page lists what was booked, not "booked elsewhere"
    expect(shop.screen.queryByText(/has been booked under booking number/)).toBeNull();
  });
});
