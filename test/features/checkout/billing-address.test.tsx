// The logged-in customer's billing address at checkout names the country in the visitor's language
// (issue 19: the service's code "DE" was shown raw), and the domain's country names behind it.
import { describe, expect, it } from "vitest";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import { countryName } from "../../../src/domain/countries";
import { adultTickets, seedBasket, seedLogin } from "./helpers";

const service = useSandbox();

describe("the billing address at checkout", () => {
  it.each([
    ["en", /^Billing address: .+, Germany$/],
    ["de", /^Rechnungsadresse: .+, Deutschland$/],
    ["fr", /^Adresse de facturation ?: .+, Allemagne$/],
  ] as const)("names the country in %s", async (lang, expected) => {
    await seedLogin(service);
    seedBasket([adultTickets(1)]);
    const shop = await renderShop({ service, route: "/checkout", lang });
    const address = await shop.screen.findByText(expected);
    expect(address.tagName).toBe("ADDRESS");
    shop.handle.unmount();
  });
});

describe("countryName", () => {
  it.each([
    ["DE", "en", "Germany"],
    ["de", "de", "Deutschland"],
    ["AT", "sv", "Österrike"],
    ["XX", "en", "XX"],
    ["Germany", "en", "Germany"],
    ["", "en", ""],
  ])("%s in %s is %s", (code, lang, name) => {
    expect(countryName(code, lang)).toBe(name);
  });
});
