// Shipping readiness and "not editing" (spec 000 section 5): each field of the delivery address
// is saved when its editing ends; pressing the order button ends the last one's, so the order
// carries it and the session keeps it (docs/decisions.md, "Shipping: not editing").
import { afterEach, describe, expect, it } from "vitest";
import { within } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import { calls, catchRedirects, poster, recordRequests, resetAddress, seedBasket, seedLogin } from "./helpers";

const service = useSandbox();
afterEach(resetAddress);

const stored = () => JSON.parse(sessionStorage.getItem("foyer:test:shipping") ?? "null")?.value ?? null;

describe("the delivery address while it is being edited", () => {
  it("is saved when the order button is pressed straight from its last field, and ordered with", async () => {
    await seedLogin(service);
    seedBasket([poster(1)]);
    const sent = recordRequests();
    const redirects = catchRedirects();
    const shop = await renderShop({ service, route: "/checkout" });
    const delivery = within(await shop.screen.findByRole("region", { name: "Delivery address" }));
    // the seeded customer has a delivery address of their own: the form starts with it
    expect(
      (delivery.getByRole("checkbox", { name: "Deliver to my billing address" }) as HTMLInputElement).checked,
    ).toBe(false);
    const retype = async (name: RegExp, value: string) => {
      const field = delivery.getByRole("textbox", { name }) as HTMLInputElement;
      await shop.user.type(field, value, { initialSelectionStart: 0, initialSelectionEnd: field.value.length });
    };
    await retype(/^Name/, "Ada Lovelace");
    await retype(/^Street/, "Ring 1");
    await retype(/^Postcode/, "10115");
    await retype(/^City/, "Berlin");
    // still editing: the last field has the focus, its value is not saved yet
    expect(stored()).toMatchObject({ name: "Ada Lovelace" });
    expect(stored().city).not.toBe("Berlin");
    const payment = within(shop.screen.getByRole("region", { name: "Payment" }));
    await shop.user.click(await payment.findByRole("radio", { name: "Credit card" }));
    await shop.user.click(payment.getByRole("checkbox", { name: /I accept the terms and conditions/ }));
    await shop.user.click(payment.getByRole("button", { name: "Order with obligation to pay" }));
    await expect.poll(() => redirects.length).toBe(1);
    expect(stored()).toMatchObject({
      name: "Ada Lovelace",
      street: "Ring 1",
      zip: "10115",
      city: "Berlin",
      country: "DE",
    });
    expect(calls(sent, "checkout/initPayment")[0].body!.aux).toMatchObject({
      shipping: { name: "Ada Lovelace", street: "Ring 1", zip: "10115", city: "Berlin", country: "DE" },
    });
  });
});
