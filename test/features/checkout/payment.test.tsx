// The payment step: who may choose what, the checks before anything is sent, the request the
// order button sends (once), and what a refusal tells the visitor (the basket always stays).
import { afterEach, describe, expect, it } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop, type RenderedShop } from "../../helpers/render-shop";
import {
  HOME,
  adultTickets,
  calls,
  catchRedirects,
  poster,
  recordRequests,
  resetAddress,
  seedBasket,
  seedLogin,
  soldOutPoster,
  storedBasket,
  voucherCode,
} from "./helpers";

const service = useSandbox();
afterEach(resetAddress);

const payment = (shop: RenderedShop) => within(shop.screen.getByRole("region", { name: "Payment" }));
/** The payment region once it is there (on a busy machine it can come a while after the shell). */
const paymentReady = async (shop: RenderedShop) => within(await shop.screen.findByRole("region", { name: "Payment" }));
const typeNames = (shop: RenderedShop) =>
  payment(shop)
    .getAllByRole("radio")
    .map((r) => r.parentElement!.textContent);

async function fillAndOrder(shop: RenderedShop, method = "Credit card") {
  await shop.user.click(await (await paymentReady(shop)).findByRole("radio", { name: method }));
  await shop.user.click(payment(shop).getByRole("checkbox", { name: /I accept the terms and conditions/ }));
  await shop.user.click(payment(shop).getByRole("button", { name: "Order with obligation to pay" }));
}

describe("payment types", () => {
  it("are asked for at once on a checkout screen, before the calls that wait for the first content", async () => {
    seedBasket([adultTickets(1)]);
    const sent = recordRequests();
    const shop = await renderShop({ service, route: "/checkout" });
    await paymentReady(shop);
    // the static content waits for the first content to be painted; the payment types, which
    // this screen offers, do not
    await waitFor(() => expect(calls(sent, "static/content")).toHaveLength(1));
    const at = (endpoint: string) => sent.findIndex((r) => r.url.pathname.endsWith(`/${endpoint}`));
    expect(at("checkout/payments")).toBeGreaterThan(-1);
    expect(at("checkout/payments")).toBeLessThan(at("static/content"));
    shop.handle.unmount();
  });

  it("offers only express PayPal before login, with the ways to sign in", async () => {
    seedBasket([adultTickets(1)]);
    const shop = await renderShop({ service, route: "/checkout" });
    await shop.screen.findByRole("region", { name: "Payment" });
    await shop.screen.findByRole("region", { name: "Payment" });
    expect(typeNames(shop)).toEqual(["PayPal"]);
    const details = within(shop.screen.getByRole("region", { name: "Your details" }));
    // buttons, not links drawn as buttons: Safari's default Tab setting skips links (issue 34)
    expect(details.getByRole("button", { name: "Log in" })).toBeTruthy();
    expect(details.getByRole("button", { name: "Create an account" })).toBeTruthy();
    expect(details.getByRole("button", { name: "Continue as a guest" })).toBeTruthy();
    // step 2 of 4: sign in
    expect(
      shop.screen.getByRole("list", { name: "Checkout progress" }).querySelector("[aria-current=step]")!.textContent,
    ).toBe("Sign in");
  });

  it("offers every type of the service after login, named in the visitor's language", async () => {
    await seedLogin(service);
    seedBasket([adultTickets(1)]);
    const shop = await renderShop({ service, route: "/checkout", lang: "de" });
    const region = await shop.screen.findByRole("region", { name: "Bezahlung" });
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole("radio")
          .map((r) => r.parentElement!.textContent),
      ).toEqual(["Kreditkarte", "PayPal", "Lastschrift", "SEPA-Lastschrift", "Apple Pay", "Google Pay"]),
    );
    expect(shop.screen.getByText("Sie bestellen als Erika Mustermann (erika.mustermann@example.org).")).toBeTruthy();
    expect(
      shop.screen.getByRole("list", { name: "Bestellfortschritt" }).querySelector("[aria-current=step]")!.textContent,
    ).toBe("Zahlung");
  });

  it("falls back to credit card and PayPal when the service delivers none", async () => {
    await service.fault({ endpoint: "checkout/payments", status: 500, times: 3 });
    await seedLogin(service);
    seedBasket([adultTickets(1)]);
    const shop = await renderShop({ service, route: "/checkout" });
    await shop.screen.findByRole("region", { name: "Payment" });
    await waitFor(() => expect(typeNames(shop)).toEqual(["Credit card", "PayPal"]));
  });
});

describe("checks before sending", () => {
  it("asks for a payment method and the terms; nothing is sent", async () => {
    await seedLogin(service);
    seedBasket([adultTickets(1)]);
    const sent = recordRequests();
    const shop = await renderShop({ service, route: "/checkout" });
    await (await paymentReady(shop)).findByRole("radio", { name: "Credit card" });
    await shop.user.click(payment(shop).getByRole("button", { name: "Order with obligation to pay" }));
    expect(payment(shop).getByText("Please choose a payment method.")).toBeTruthy();
    expect(payment(shop).getByText("Please accept the terms and conditions and the privacy notice.")).toBeTruthy();
    expect(calls(sent, "checkout/initPayment")).toEqual([]);
  });

  it("checks account holder and IBAN before sending direct debit", async () => {
    await seedLogin(service);
    seedBasket([adultTickets(1)]);
    const sent = recordRequests();
    const redirects = catchRedirects();
    const shop = await renderShop({ service, route: "/checkout" });
    await shop.screen.findByRole("region", { name: "Payment" });
    await fillAndOrder(shop, "Direct debit");
    expect(payment(shop).getByText("Please enter the account holder.")).toBeTruthy();
    expect(payment(shop).getByText("Please enter your IBAN.")).toBeTruthy();
    // the field takes what the check allows (70, SEPA's limit), no more
    expect((payment(shop).getByLabelText(/^Account holder/) as HTMLInputElement).maxLength).toBe(70);
    await shop.user.type(payment(shop).getByLabelText(/^Account holder/), "Erika Mustermann");
    await shop.user.type(payment(shop).getByLabelText(/^IBAN/), "DE89 3704 0044 0532 0130 01");
    await shop.user.click(payment(shop).getByRole("button", { name: "Order with obligation to pay" }));
    expect(payment(shop).getByText("This IBAN is not valid. Please check it.")).toBeTruthy();
    expect(calls(sent, "checkout/initPayment")).toEqual([]);
    const iban = payment(shop).getByLabelText(/^IBAN/) as HTMLInputElement;
    await shop.user.type(iban, "{backspace}0");
    await shop.user.click(payment(shop).getByRole("button", { name: "Order with obligation to pay" }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(calls(sent, "checkout/initPayment")[0].body!.aux).toEqual({
      Accountholder: "Erika Mustermann",
      IBAN: "DE89370400440532013000",
      requestInvoice: true,
    });
  });

  it("needs the whole delivery address for posted goods", async () => {
    seedBasket([poster(1)]);
    const sent = recordRequests();
    const shop = await renderShop({ service, route: "/checkout" });
    await shop.screen.findByRole("region", { name: "Payment" });
    // before login there is no billing address: the form is all there is
    expect(shop.screen.queryByRole("checkbox", { name: "Deliver to my billing address" })).toBeNull();
    await fillAndOrder(shop, "PayPal");
    expect(payment(shop).getByText("Please complete the delivery address.")).toBeTruthy();
    expect(shop.screen.getAllByText("Please fill in this field.")).toHaveLength(5);
    expect(calls(sent, "checkout/initPayment")).toEqual([]);
  });
});

describe("the order button", () => {
  it("sends the prepared cart, the partner and absolute return URLs once, then goes to the provider", async () => {
    await seedLogin(service);
    seedBasket([adultTickets(3), voucherCode("GIFT-PARTLY-30", 3000)]);
    sessionStorage.setItem("foyer:test:partner", JSON.stringify({ v: 1, value: "ACME" }));
    const sent = recordRequests();
    const redirects = catchRedirects();
    const shop = await renderShop({ service, route: "/checkout" });
    await shop.screen.findByRole("region", { name: "Payment" });
    const events: string[] = [];
    shop.host.addEventListener("foyer:checkout", (e) => events.push(JSON.stringify((e as CustomEvent).detail)));
    await shop.user.click(await (await paymentReady(shop)).findByRole("radio", { name: "Credit card" }));
    await shop.user.click(payment(shop).getByRole("checkbox", { name: /I accept/ }));
    const button = payment(shop).getByRole("button", { name: "Order with obligation to pay" });
    await shop.user.dblClick(button);
    await waitFor(() => expect(redirects).toHaveLength(1));
    const init = calls(sent, "checkout/initPayment");
    expect(init).toHaveLength(1);
    expect(init[0].url.searchParams.get("_")).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(init[0].body).toEqual({
      payart: 80,
      aux: { partner: "ACME", requestInvoice: true },
      cart: {
        ver: 1,
        items: [
          {
            type: "ticket",
            count: 3,
            id: 1011,
            datetime: (adultTickets(3) as { datetime: string }).datetime,
            subtickets: [],
          },
          { type: "voucherCode", barcode: "GIFT-PARTLY-30" },
        ],
        // the basket's key: a careful service pays one basket once (issue 32)
        basket: storedBasket()!.basketId,
        // its first payment start: a later one supersedes it at the service
        attempt: 1,
      },
      url: { continue: `${HOME}#/en/checkout/success?embed=test`, cancel: `${HOME}#/en/checkout/failed?embed=test` },
    });
    expect(redirects[0]).toMatch(new RegExp(`^${service.url}/pay/[A-Za-z0-9]{12}\\?cartId=C`));
    expect(storedBasket()!.cartId).toBe(new URL(redirects[0]).searchParams.get("cartId"));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(events).toEqual([
      JSON.stringify({
        value: 12,
        currency: "EUR",
        items: [
          { item_id: "ticket-1011", item_name: "Adult", item_category: "ticket", price: 14, quantity: 3 },
          {
            item_id: "voucherCode-GIFT-PARTLY-30",
            item_name: "Gift voucher",
            item_category: "voucherCode",
            price: -30,
            quantity: 1,
          },
        ],
      }),
    ]);
  });

  it("sends the document number when the shop asks for one, whether an invoice is wanted, and returns to accepted when the order is confirmed there", async () => {
    await seedLogin(service);
    seedBasket([adultTickets(1)]);
    const sent = recordRequests();
    const redirects = catchRedirects();
    const shop = await renderShop({
      service,
      route: "/checkout",
      config: { hasCheckoutDocumentNumber: true, confirmPaymentOnCheckout: false },
    });
    await shop.user.type(await shop.screen.findByLabelText(/^Your order reference/), "PO-2030-17");
    await shop.user.click(payment(shop).getByRole("radio", { name: "PayPal" }));
    await shop.user.click(payment(shop).getByRole("checkbox", { name: "Send me an invoice with the order" }));
    await shop.user.click(payment(shop).getByRole("checkbox", { name: /I accept/ }));
    await shop.user.click(payment(shop).getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(calls(sent, "checkout/initPayment")).toHaveLength(1));
    const body = calls(sent, "checkout/initPayment")[0].body as {
      aux: { requestInvoice: boolean };
      cart: { external_document_number: string };
      url: { continue: string };
    };
    expect(body.aux.requestInvoice).toBe(false);
    expect(body.cart.external_document_number).toBe("PO-2030-17");
    expect(body.url.continue).toBe(`${HOME}#/en/checkout/accepted?embed=test`);
    // the order ends with its redirect (its answer would otherwise land in the next test's storage)
    await waitFor(() => expect(redirects).toHaveLength(1));
  });

  it("hands the provider return URLs without the host page's query (issue 12: ?email= stays on the page)", async () => {
    await seedLogin(service);
    seedBasket([adultTickets(1)]);
    history.replaceState(null, "", "/visit?email=ada%40example.org&fname=Ada&partner=ACME");
    const sent = recordRequests();
    catchRedirects();
    const shop = await renderShop({ service, route: "/checkout" });
    await shop.user.click(await (await paymentReady(shop)).findByRole("radio", { name: "Credit card" }));
    await shop.user.click(payment(shop).getByRole("checkbox", { name: /I accept/ }));
    await shop.user.click(payment(shop).getByRole("button", { name: "Order with obligation to pay" }));
    await waitFor(() => expect(calls(sent, "checkout/initPayment")).toHaveLength(1));
    const body = calls(sent, "checkout/initPayment")[0].body as { url: { continue: string; cancel: string } };
    // the page's own origin (an earlier test of the file may have left happy-dom's page on another one)
    const page = `${location.origin}/visit`;
    expect(body.url).toEqual({
      continue: `${page}#/en/checkout/success?embed=test`,
      cancel: `${page}#/en/checkout/failed?embed=test`,
    });
    expect(JSON.stringify(body)).not.toContain("ada");
  });

  it("shows a refused line by name, marks it, and keeps the basket", async () => {
    await seedLogin(service);
    seedBasket([adultTickets(1), soldOutPoster()]);
    const redirects = catchRedirects();
    const shop = await renderShop({ service, route: "/checkout" });
    await shop.screen.findByRole("region", { name: "Payment" });
    await fillAndOrder(shop);
    expect(
      await payment(shop).findByText("Poster “Night Garden” is sold out. Please remove it from your basket."),
    ).toBeTruthy();
    const flagged = shop.screen.getAllByTestId("basket-line")[1];
    expect(flagged.textContent).toContain("Please check this item.");
    expect(redirects).toEqual([]);
    expect(storedBasket()!.lines).toHaveLength(2);
    // removing the line takes the message with it
    await shop.user.click(shop.screen.getByRole("button", { name: "Remove Poster “Night Garden”" }));
    await shop.user.click(shop.screen.getByRole("button", { name: "Yes, remove" }));
    await waitFor(() => expect(payment(shop).queryByText(/is sold out/)).toBeNull());
    expect(
      (payment(shop).getByRole("button", { name: "Order with obligation to pay" }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it("says that a voucher code is used up, by its code", async () => {
    await seedLogin(service);
    seedBasket([adultTickets(1), voucherCode("GIFT-USED-25", 2500)]);
    catchRedirects();
    const shop = await renderShop({ service, route: "/checkout" });
    await shop.screen.findByRole("region", { name: "Payment" });
    await fillAndOrder(shop);
    expect(
      await payment(shop).findByText(
        "The voucher code GIFT-USED-25 has been used up. Please remove it from your basket.",
      ),
    ).toBeTruthy();
  });

  it("maps an unknown refusal to 'cart cannot be completed' with the shop's address", async () => {
    await seedLogin(service);
    seedBasket([
      {
        key: "day",
        type: "dayTicket",
        id: 9,
        name: "Day ticket",
        price: 1000,
        totalPrice: 1000,
        count: 1,
        date: "2030-01-01",
        dayTickets: [],
      } as never,
    ]);
    catchRedirects();
    const shop = await renderShop({ service, route: "/checkout" });
    await shop.screen.findByRole("region", { name: "Payment" });
    await fillAndOrder(shop);
    const alert = (
      await payment(shop).findByText("Your basket cannot be completed. Please check its items, or contact the shop.")
    ).closest("[role=alert]")!;
    expect(alert.textContent).toContain("E-mail: shop@museum-lindenhof.example");
  });

  it("shows a server error on the order beside the order button, announced, and keeps the spec's banner", async () => {
    await seedLogin(service);
    seedBasket([adultTickets(1)]);
    const redirects = catchRedirects();
    await service.fault({ endpoint: "checkout/initPayment", status: 500 });
    const shop = await renderShop({ service, route: "/checkout" });
    await shop.screen.findByRole("region", { name: "Payment" });
    await fillAndOrder(shop);
    const near = await payment(shop).findByText(/Your order could not be sent because of a problem on our side/);
    const alert = near.closest("[role=alert]")!;
    expect(alert.textContent).toContain("E-mail: shop@museum-lindenhof.example");
    // it sits in the payment form, right before the total and the order button
    const button = payment(shop).getByRole("button", { name: "Order with obligation to pay" });
    expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(alert.closest("form")).toBe(button.closest("form"));
    expect(await shop.screen.findByText(/An unexpected error occurred. If the problem persists/)).toBeTruthy();
    expect(redirects).toEqual([]);
    expect(storedBasket()!.lines).toHaveLength(1);
    // a second attempt that goes through takes the message away
    await shop.user.click(payment(shop).getByRole("button", { name: "Order with obligation to pay" }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(payment(shop).queryByText(/Your order could not be sent/)).toBeNull();
  });

  it("goes to login when the token has expired, and keeps the basket", async () => {
    await seedLogin(service);
    sessionStorage.setItem("foyer:test:jwt", JSON.stringify({ v: 1, value: "expiredTokenexpiredTokenexpired1" }));
    seedBasket([adultTickets(1)]);
    const redirects = catchRedirects();
    const shop = await renderShop({ service, route: "/checkout" });
    await shop.screen.findByRole("region", { name: "Payment" });
    await fillAndOrder(shop);
    await waitFor(() => expect(shop.path()).toBe("/en/login?unauthorized=1&returnTo=%2Fcheckout"));
    expect(redirects).toEqual([]);
    expect(storedBasket()!.lines).toHaveLength(1);
  });
});
