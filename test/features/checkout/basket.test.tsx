// The basket screen: lines with their details and VAT, remove and clear after a question, the
// voucher allocation and a total never below 0, shipping costs, upselling, the progress bar.
import { afterEach, describe, expect, it } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { recordSaid } from "../../helpers/live";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import {
  adultTickets,
  calls,
  poster,
  recordRequests,
  resetAddress,
  seedBasket,
  seedLogin,
  storedBasket,
  voucherCode,
} from "./helpers";

const service = useSandbox();
afterEach(resetAddress);

const totals = (root: HTMLElement) => within(root.querySelector<HTMLElement>("[data-testid=basket-totals]")!);
const row = (root: HTMLElement, name: string) =>
  totals(root).getByRole("rowheader", { name }).parentElement!.querySelector("td")!.textContent;

describe("the basket", () => {
  it("says when it is empty and links to the offers", async () => {
    const shop = await renderShop({ service, route: "/checkout" });
    expect(await shop.screen.findByText("Your basket is empty.")).toBeTruthy();
    expect(shop.screen.getByRole("link", { name: "Discover our offers" })).toBeTruthy();
    // the progress bar: step 1 of 4 (cart)
    expect(
      shop.screen.getByRole("list", { name: "Checkout progress" }).querySelector("[aria-current=step]")!.textContent,
    ).toBe("Basket");
  });

  it("shows each line with its details and the VAT it contains, and the sums", async () => {
    seedBasket([adultTickets(2), poster(2)]);
    const shop = await renderShop({ service, route: "/checkout" });
    const lines = await shop.screen.findAllByTestId("basket-line");
    expect(lines.map((l) => l.querySelector("h3")!.textContent)).toEqual(["Adult", "Poster “Linden in Bloom”"]);
    expect(lines[0].textContent).toContain("Light and Shadow – Romantic Painting");
    expect(lines[0].textContent).toMatch(/\d{2}\.\d{2}\.\d{4}, 12:00/);
    expect(lines[0].textContent).toContain("2 × €14.00");
    expect(lines[0].textContent).toContain("incl. 7 % VAT: €1.83");
    expect(lines[1].textContent).toContain("incl. 19 % VAT: €3.83");
    expect(row(shop.root, "Subtotal")).toBe("€52.00");
    // merchandise without a known destination: shipping comes later
    expect(row(shop.root, "Shipping")).toBe("once the delivery address is known");
    expect(row(shop.root, "Total")).toBe("€52.00");
    expect(row(shop.root, "incl. 7 % VAT")).toBe("€1.83");
    expect(row(shop.root, "incl. 19 % VAT")).toBe("€3.83");
  });

  it("removes a line only after yes, and tells the host page", async () => {
    seedBasket([adultTickets(2), poster(1)]);
    const shop = await renderShop({ service, route: "/checkout" });
    const removed: unknown[] = [];
    shop.host.addEventListener("foyer:basket-remove", (e) => removed.push((e as CustomEvent).detail));
    await shop.user.click(await shop.screen.findByRole("button", { name: "Remove Poster “Linden in Bloom”" }));
    expect(
      shop.screen.getByRole("heading", { name: "Remove Poster “Linden in Bloom” from your basket?" }),
    ).toBeTruthy();
    await shop.user.click(shop.screen.getByRole("button", { name: "No, keep it" }));
    expect(storedBasket()!.lines).toHaveLength(2);
    await shop.user.click(shop.screen.getByRole("button", { name: "Remove Poster “Linden in Bloom”" }));
    const said = recordSaid(shop.root);
    await shop.user.click(shop.screen.getByRole("button", { name: "Yes, remove" }));
    await waitFor(() => expect(shop.screen.getAllByTestId("basket-line")).toHaveLength(1));
    expect(storedBasket()!.lines.map((l) => l.type)).toEqual(["ticket"]);
    // said through the polite live region (issue 17 item 7): the removal and the new total
    await waitFor(() =>
      expect(said.join(" ")).toMatch(/Poster “Linden in Bloom” removed from your basket\..*Total: €28\.00/),
    );
    expect(removed).toEqual([
      {
        item: {
          item_id: "merchandise-3",
          item_name: "Poster “Linden in Bloom”",
          item_category: "merchandise",
          price: 12,
          quantity: 1,
        },
        basketCount: 1,
        currency: "EUR",
      },
    ]);
  });

  it("clears the basket after yes", async () => {
    seedBasket([adultTickets(1)], "Cold");
    const shop = await renderShop({ service, route: "/checkout" });
    await shop.user.click(await shop.screen.findByRole("button", { name: "Empty basket" }));
    await shop.user.click(shop.screen.getByRole("button", { name: "No, keep everything" }));
    expect(storedBasket()!.lines).toHaveLength(1);
    await shop.user.click(shop.screen.getByRole("button", { name: "Empty basket" }));
    await shop.user.click(shop.screen.getByRole("button", { name: "Yes, empty the basket" }));
    expect(await shop.screen.findByText("Your basket is empty.")).toBeTruthy();
    expect(storedBasket()).toBeNull();
  });

  it("keeps each line's name as it was added after a language switch; the basket's own words follow (issue 19)", async () => {
    seedBasket([poster(1)]);
    const shop = await renderShop({ service, route: "/checkout" });
    await shop.screen.findByRole("heading", { level: 2, name: "Your basket" });
    shop.navigate("/de/checkout");
    await shop.screen.findByRole("heading", { level: 2, name: "Ihr Warenkorb" });
    expect(shop.screen.getAllByTestId("basket-line")[0].textContent).toContain("Poster “Linden in Bloom”");
    expect(shop.screen.getByRole("button", { name: "Poster “Linden in Bloom” entfernen" })).toBeTruthy();
  });

  it("tells the visitor in the basket that a code comes off the total (not to redeem it in the basket)", async () => {
    seedBasket([poster()]);
    const shop = await renderShop({ service, route: "/checkout" });
    expect(
      await shop.screen.findByText("Have a voucher code? Check it here and it is taken off your total."),
    ).toBeTruthy();
    expect(shop.screen.queryByText(/redeem it in your basket/)).toBeNull();
  });

  it("shows each voucher code's share, what is left on it, and never a total below 0", async () => {
    seedBasket([adultTickets(2), voucherCode("GIFT-PARTLY-30", 2000), voucherCode("GIFT-BIG-500", 50000)]);
    const shop = await renderShop({ service, route: "/checkout" });
    const lines = await shop.screen.findAllByTestId("basket-line");
    expect(lines[1].textContent).toContain("Code GIFT-PARTLY-30");
    expect(lines[1].textContent).toContain("-€20.00");
    expect(lines[1].textContent).toContain("Left on the code afterwards: €0.00");
    expect(lines[2].textContent).toContain("-€8.00");
    expect(lines[2].textContent).toContain("Left on the code afterwards: €492.00");
    expect(row(shop.root, "Voucher codes")).toBe("-€28.00");
    expect(row(shop.root, "Total")).toBe("€0.00");
  });

  it("asks the shipping costs for a logged-in customer's country", async () => {
    await seedLogin(service);
    seedBasket([poster(1)]);
    const shop = await renderShop({ service, route: "/checkout" });
    // Erika has a delivery address in Hamburg: the form starts from it
    await waitFor(() => expect(row(shop.root, "Shipping")).toBe("€4.95"));
    expect(row(shop.root, "Total")).toBe("€16.95");
    expect((shop.screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe("Hamburg");
    expect(
      (shop.screen.getByRole("checkbox", { name: "Deliver to my billing address" }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it("asks a logged-in customer's shipping costs with the token only, the country not sent (spec 000 section 7)", async () => {
    const token = await seedLogin(service);
    seedBasket([poster(1)]);
    const sent = recordRequests();
    const shop = await renderShop({ service, route: "/checkout" });
    await waitFor(() => expect(row(shop.root, "Shipping")).toBe("€4.95"));
    await shop.user.click(shop.screen.getByRole("checkbox", { name: "Deliver to my billing address" }));
    await waitFor(() => {
      const last = calls(sent, "shipping/costs").at(-1)!;
      expect(last.url.searchParams.get("_")).toBe(token);
      expect(last.body).not.toHaveProperty("country");
    });
    expect(row(shop.root, "Shipping")).toBe("€4.95");
  });

  it("a country without shipping costs blocks ordering with the contact-the-shop message", async () => {
    await seedLogin(service);
    seedBasket([poster(1)]);
    const shop = await renderShop({ service, route: "/checkout" });
    await shop.screen.findByRole("option", { name: "United States" });
    await shop.user.selectOptions(shop.screen.getByLabelText(/^Country/), "US");
    const alert = await shop.screen.findByText(/We have no shipping costs for this country/);
    // the shop's address comes with its details (shopinfo), which may answer after the costs
    await waitFor(() =>
      expect(alert.closest("[role=alert]")!.textContent).toContain("E-mail: shop@museum-lindenhof.example"),
    );
    expect(row(shop.root, "Shipping")).toBe("not available");
    // the address is kept for the session
    expect(JSON.parse(sessionStorage.getItem("foyer:test:shipping")!).value.country).toBe("US");
  });

  it("keeps a delivery address that differs from billing when editing ends, and forgets it for the billing address", async () => {
    await seedLogin(service);
    // a customer without a delivery address: the billing address by default
    const token = JSON.parse(sessionStorage.getItem("foyer:test:jwt")!).value;
    await service.call(`en/customer/update?_=${token}`, { body: { c: { shipping: null } } });
    sessionStorage.removeItem("foyer:test:customer");
    seedBasket([poster(1)]);
    const shop = await renderShop({ service, route: "/checkout" });
    const same = (await shop.screen.findByRole("checkbox", {
      name: "Deliver to my billing address",
    })) as HTMLInputElement;
    expect(same.checked).toBe(true);
    expect(shop.screen.queryByTestId("shipping-fields")).toBeNull();
    await waitFor(() => expect(row(shop.root, "Shipping")).toBe("€4.95"));
    await shop.user.click(same);
    await shop.user.type(shop.screen.getByLabelText(/^Name/), "Ada Lind");
    await shop.user.tab();
    expect(JSON.parse(sessionStorage.getItem("foyer:test:shipping")!).value).toEqual({
      name: "Ada Lind",
      street: "",
      zip: "",
      city: "",
      country: "",
    });
    await shop.user.click(same);
    expect(sessionStorage.getItem("foyer:test:shipping")).toBeNull();
  });

  it("suggests what goes with the basket, linking to each product", async () => {
    seedBasket([adultTickets(1)]);
    const shop = await renderShop({ service, route: "/checkout" });
    const region = await shop.screen.findByRole("region", { name: "You might also like" });
    const links = within(region)
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["“Light and Shadow” exhibition catalogue", "/en/product/1"],
      ["Annual pass", "/en/passes/101"],
      ["Postcard set (12 cards)", "/en/product/5"],
    ]);
  });

  it("offers the voucher code entry inside the basket", async () => {
    seedBasket([adultTickets(1)]);
    const shop = await renderShop({ service, route: "/checkout" });
    await shop.user.type(await shop.screen.findByRole("textbox", { name: "Voucher code" }), "GIFT-VALID-50");
    await shop.user.click(shop.screen.getByRole("button", { name: "Check code" }));
    await shop.user.click(await shop.screen.findByRole("button", { name: "Add code to basket" }));
    await waitFor(() => expect(shop.screen.getAllByTestId("basket-line")).toHaveLength(2));
    expect(row(shop.root, "Total")).toBe("€0.00");
    // no link to the basket from inside the basket
    expect(shop.screen.queryByRole("link", { name: "Go to the basket" })).toBeNull();
  });
});
