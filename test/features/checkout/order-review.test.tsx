// The order review: an open order paid through initPaymentOrder, a paid one, one that is not
// available (406), and the way back from a payment that was not completed.
import { afterEach, describe, expect, it, vi } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import {
  HOME,
  adultTickets,
  answerProvider,
  arriveAt,
  calls,
  catchRedirects,
  recordRequests,
  resetAddress,
  seedBasket,
  seedLogin,
  storedBasket,
} from "./helpers";

const service = useSandbox();
afterEach(resetAddress);

describe("order review", () => {
  it("shows an open order and pays it with initPaymentOrder; the basket is not touched", async () => {
    seedBasket([adultTickets(1)]);
    const sent = recordRequests();
    const redirects = catchRedirects();
    const shop = await renderShop({ service, route: "/order-review/R7K2M9Q4" });
    expect(await shop.screen.findByRole("heading", { level: 1, name: "Order R7K2M9Q4" })).toBeTruthy();
    const table = within(shop.screen.getByRole("table", { name: "Items of the order" }));
    expect(table.getAllByRole("row").map((r) => r.textContent)).toEqual([
      "ItemQuantityAmount",
      expect.stringMatching(/^School workshop “Light and Colour”, class 4b, \d{2}\.\d{2}\.\d{4} 10:001€90\.00$/),
      "Admission, pupils24€48.00",
      "Total€138.00",
    ]);
    expect(
      shop.screen.getByText(/^This order has not been paid yet\. Please pay by \d{2}\.\d{2}\.\d{4}\.$/),
    ).toBeTruthy();
    // who ordered is personal data: only the order's own customer reads it (issue 33)
    expect(shop.screen.queryByText(/^Ordered by/)).toBeNull();
    // every payment type: the order already names its customer
    const pay = within(shop.screen.getByRole("region", { name: "Payment" }));
    await waitFor(() => expect(pay.getAllByRole("radio")).toHaveLength(6));
    await shop.user.click(pay.getByRole("button", { name: "Pay now" }));
    expect(pay.getByText("Please choose a payment method.")).toBeTruthy();
    await shop.user.click(pay.getByRole("radio", { name: "PayPal" }));
    await shop.user.click(pay.getByRole("checkbox", { name: /I accept/ }));
    await shop.user.click(pay.getByRole("button", { name: "Pay now" }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(calls(sent, "checkout/initPayment")).toEqual([]);
    expect(calls(sent, "checkout/initPaymentOrder")[0].body).toEqual({
      payart: 157,
      aux: {},
      id: "R7K2M9Q4",
      url: {
        continue: `${HOME}#/en/checkout/success?embed=test&for=order`,
        cancel: `${HOME}#/en/order-review/R7K2M9Q4?embed=test&for=order`,
      },
    });
    shop.handle.unmount();

    // paid at the provider: the success page shows the order; the basket stays as it was
    arriveAt(await answerProvider(service, redirects[0], "pay"));
    const back = await renderShop({ service, route: "/checkout/success" });
    expect((await back.screen.findByTestId("booking-id")).textContent).toBe("Your booking number: R7K2M9Q4");
    expect(storedBasket()!.lines).toHaveLength(1);
    back.handle.unmount();
    resetAddress();
    const paid = await renderShop({ service, route: "/order-review/R7K2M9Q4" });
    expect(await paid.screen.findByText(/^Paid on \d{2}\.\d{2}\.\d{4}\. Thank you!$/)).toBeTruthy();
    expect(paid.screen.queryByRole("button", { name: "Pay now" })).toBeNull();
  });

  it("comes back to the order when the payment was cancelled at the provider", async () => {
    const redirects = catchRedirects();
    const shop = await renderShop({ service, route: "/order-review/R7K2M9Q4" });
    const pay = within(await shop.screen.findByRole("region", { name: "Payment" }));
    await shop.user.click(await pay.findByRole("radio", { name: "Credit card" }));
    await shop.user.click(pay.getByRole("checkbox", { name: /I accept/ }));
    await shop.user.click(pay.getByRole("button", { name: "Pay now" }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    shop.handle.unmount();
    const target = await answerProvider(service, redirects[0], "cancel");
    expect(new URL(target).hash).toBe("#/en/order-review/R7K2M9Q4?embed=test&for=order");
    arriveAt(target);
    const back = await renderShop({ service, route: "/order-review/R7K2M9Q4" });
    expect(await back.screen.findByText("The payment was not completed successfully. Please try again.")).toBeTruthy();
    expect(location.search).toBe("");
    expect(await back.screen.findByRole("button", { name: "Pay now" })).toBeTruthy();
  });

  it.each(["X5C1V6B9", "NOSUCHORDER"])("says %s is not available (406)", async (id) => {
    const shop = await renderShop({ service, route: `/order-review/${id}` });
    expect(
      await shop.screen.findByText(
        "This order is not available. It may have been cancelled, or the link is incomplete.",
      ),
    ).toBeTruthy();
    expect(shop.screen.getByRole("heading", { level: 1 }).textContent).toBe("Your order");
  });

  it("shows a paid order without a way to pay", async () => {
    const shop = await renderShop({ service, route: "/order-review/P3H8N5W2", lang: "fr" });
    expect(await shop.screen.findByRole("heading", { level: 1, name: "Commande P3H8N5W2" })).toBeTruthy();
    expect(shop.screen.getByText(/^Payée le \d{2}\.\d{2}\.\d{4}\. Merci !$/)).toBeTruthy();
    expect(shop.screen.getByText("Lot de cartes postales (12 cartes)")).toBeTruthy();
    expect(shop.screen.queryByRole("region", { name: "Paiement" })).toBeNull();
  });

  it("offers a paid order's timed visit for the calendar and prints it, not the postcards (issue 35)", async () => {
    const shop = await renderShop({ service, route: "/order-review/P3H8N5W2", lang: "de" });
    const calendar = within(await shop.screen.findByTestId("add-to-calendar"));
    expect(calendar.getByRole("heading", { level: 2 }).textContent).toBe("In den Kalender eintragen");
    expect(calendar.getAllByRole("listitem")).toHaveLength(1);
    const file = calendar.getByRole("link", { name: "Kalenderdatei (.ics)" });
    const ics = decodeURIComponent(file.getAttribute("href")!.split(",").slice(1).join(",")).replace(/\r\n /g, "");
    const visit = /SUMMARY:Erwachsene – Licht und Schatten\\, (\d{2})\.(\d{2})\.(\d{4}) 11:00/.exec(ics)!;
    expect(visit).toBeTruthy();
    // 11:00 in Berlin, in UTC: 10:00 in winter, 09:00 in summer
    expect(ics).toMatch(new RegExp(`\\r\\nDTSTART:${visit[3]}${visit[2]}${visit[1]}T(10|09)0000Z\\r\\n`));
    expect(ics).toContain("UID:booking-P3H8N5W2-1@");
    expect(shop.screen.getByRole("button", { name: "Bestätigung drucken" })).toBeTruthy();
    // an open order has no calendar entry yet: it is not paid
    shop.handle.unmount();
    const open = await renderShop({ service, route: "/order-review/R7K2M9Q4" });
    await open.screen.findByRole("heading", { level: 1, name: "Order R7K2M9Q4" });
    expect(open.screen.queryByTestId("add-to-calendar")).toBeNull();
  });

  it("an order answer it cannot read shows the failure, never a paid order (issue 14)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await service.fault({ endpoint: "order/review", body: { data: { id: "P3H8N5W2", status: "PAID", total: 100 } } });
    const shop = await renderShop({ service, route: "/order-review/P3H8N5W2" });
    expect(await shop.screen.findByText("An unexpected error occurred. Please contact the shop.")).toBeTruthy();
    expect(shop.screen.queryByText(/Thank you/)).toBeNull();
    expect(shop.screen.queryByRole("region", { name: "Payment" })).toBeNull();
    expect(warn).toHaveBeenCalledWith('Foyer: the answer of order/review lacks a usable "items"');
    warn.mockRestore();
  });

  it("names who ordered to the order's own customer only, with the token as proof (issue 33)", async () => {
    const sent = recordRequests();
    const anonymous = await renderShop({ service, route: "/order-review/P3H8N5W2" });
    expect(await anonymous.screen.findByRole("heading", { level: 1, name: "Order P3H8N5W2" })).toBeTruthy();
    await waitFor(() => expect(calls(sent, "customer/fromOrder")).toHaveLength(1));
    expect(anonymous.screen.queryByText(/^Ordered by/)).toBeNull();
    anonymous.handle.unmount();
    const token = await seedLogin(service);
    const owner = await renderShop({ service, route: "/order-review/P3H8N5W2" });
    expect(await owner.screen.findByText("Ordered by: Erika Mustermann, Lindenallee 12, 10115 Berlin")).toBeTruthy();
    expect(calls(sent, "customer/fromOrder")[1].url.searchParams.get("_")).toBe(token);
  });
});
