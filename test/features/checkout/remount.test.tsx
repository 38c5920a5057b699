// Issue 13 failure 8: a 503 answer remounts the embed (src/app/error-policy.ts); what the visitor
// typed (payment type, account holder, IBAN, terms, the login's e-mail) is still there after
// it, a password is not. A form left by navigating starts empty again.
import { afterEach, describe, expect, it } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop, type RenderedShop } from "../../helpers/render-shop";
import { adultTickets, resetAddress, seedBasket, seedLogin } from "./helpers";
import { SEEDED_EMAIL } from "../account/session";

const service = useSandbox();
afterEach(resetAddress);

/** Counts the embed's `foyer:ready` events: one per (re)mount. */
function readies(shop: RenderedShop): { count: number } {
  const seen = { count: 1 };
  shop.host.addEventListener("foyer:ready", () => seen.count++);
  return seen;
}

const input = (shop: RenderedShop, label: RegExp) => shop.screen.getByLabelText(label) as HTMLInputElement;

describe("8: a 503 remount keeps what the visitor typed", () => {
  it("payment type, account holder, IBAN and terms survive a 503 on the order", async () => {
    await seedLogin(service);
    seedBasket([adultTickets(1)]);
    const shop = await renderShop({ service, route: "/checkout", options: { remountDelays: [50] } });
    const mounts = readies(shop);
    const pay = within(await shop.screen.findByRole("region", { name: "Payment" }));
    await shop.user.click(await pay.findByRole("radio", { name: "Direct debit" }));
    await shop.user.type(pay.getByLabelText(/^Account holder/), "Erika Mustermann");
    await shop.user.type(pay.getByLabelText(/^IBAN/), "DE89370400440532013000");
    await shop.user.click(pay.getByRole("checkbox", { name: /I accept/ }));
    await service.fault({ endpoint: "checkout/initPayment", status: 503 });
    await shop.user.click(pay.getByRole("button", { name: "Order with obligation to pay" }));
    await waitFor(() => expect(mounts.count).toBe(2));
    const again = within(await shop.screen.findByRole("region", { name: "Payment" }));
    expect((again.getByRole("radio", { name: "Direct debit" }) as HTMLInputElement).checked).toBe(true);
    expect(input(shop, /^Account holder/).value).toBe("Erika Mustermann");
    expect(input(shop, /^IBAN/).value).toBe("DE89370400440532013000");
    expect((again.getByRole("checkbox", { name: /I accept/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("the login keeps the e-mail but not the password", async () => {
    const shop = await renderShop({ service, route: "/login", options: { remountDelays: [50] } });
    const mounts = readies(shop);
    await shop.user.type(await shop.screen.findByLabelText(/^E-mail address/), SEEDED_EMAIL);
    await shop.user.type(shop.screen.getByLabelText(/^Password/), "secret-password");
    await service.fault({ endpoint: "auth/login", status: 503 });
    await shop.user.click(shop.screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(mounts.count).toBe(2));
    await waitFor(() => expect(input(shop, /^E-mail address/).value).toBe(SEEDED_EMAIL));
    expect(input(shop, /^Password/).value).toBe("");
  });

  it("a registration keeps names and e-mail but not the passwords", async () => {
    const shop = await renderShop({ service, route: "/register", options: { remountDelays: [50] } });
    const mounts = readies(shop);
    const fields: [RegExp, string][] = [
      [/^E-mail address/, "max@example.org"],
      [/^Repeat e-mail address/, "max@example.org"],
      [/^Password/, "Secret-123"],
      [/^Repeat password/, "Secret-123"],
      [/^First name/, "Max"],
      [/^Last name/, "Muster"],
      [/^Street and number/, "Hauptstraße 1"],
      [/^Postcode/, "10115"],
      [/^City/, "Berlin"],
    ];
    const country = () => shop.screen.getByLabelText(/^Country/) as HTMLSelectElement;
    await shop.screen.findByLabelText(/^First name/);
    for (const [label, value] of fields) await shop.user.type(input(shop, label), value);
    await shop.user.selectOptions(country(), "DE");
    await service.fault({ endpoint: "customer/register", status: 503 });
    await shop.user.click(shop.screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(mounts.count).toBe(2));
    await waitFor(() => expect(input(shop, /^First name/).value).toBe("Max"));
    for (const [label, value] of fields)
      expect(input(shop, label).value).toBe(String(label).includes("assword") ? "" : value);
    expect(country().value).toBe("DE");
  });

  it("a form left by navigating starts empty when the visitor comes back", async () => {
    const shop = await renderShop({ service, route: "/login" });
    await shop.user.type(await shop.screen.findByLabelText(/^E-mail address/), SEEDED_EMAIL);
    shop.navigate("/en/page/imprint");
    await waitFor(() => expect(shop.screen.queryByLabelText(/^E-mail address/)).toBeNull());
    shop.navigate("/en/login");
    expect((await shop.screen.findByLabelText(/^E-mail address/)).getAttribute("value") ?? "").toBe("");
    expect(input(shop, /^E-mail address/).value).toBe("");
  });
});
