// The checkout in all eight languages: every text is a translated message, never an id.
import { afterEach, describe, expect, it } from "vitest";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import type { Language } from "../../../src/domain/config";
import { adultTickets, poster, resetAddress, seedBasket, voucherCode } from "./helpers";

const service = useSandbox();
afterEach(resetAddress);

const ORDER: Record<Language, [string, string]> = {
  de: ["Ihr Warenkorb", "Zahlungspflichtig bestellen"],
  en: ["Your basket", "Order with obligation to pay"],
  fr: ["Votre panier", "Commander avec obligation de paiement"],
  it: ["Il suo carrello", "Ordina con obbligo di pagamento"],
  nl: ["Uw winkelmand", "Bestellen met betalingsverplichting"],
  es: ["Su cesta", "Realizar pedido con obligación de pago"],
  sv: ["Din varukorg", "Beställ med betalningsskyldighet"],
  da: ["Din kurv", "Bestil med betalingspligt"],
};

describe("checkout in eight languages", () => {
  it.each(Object.entries(ORDER) as [Language, [string, string]][])("%s", async (lang, [heading, button]) => {
    seedBasket([adultTickets(1), poster(1), voucherCode("GIFT-VALID-50", 500)]);
    const shop = await renderShop({ service, route: "/checkout", lang });
    expect(await shop.screen.findByRole("heading", { level: 2, name: heading })).toBeTruthy();
    expect(shop.screen.getByRole("button", { name: button })).toBeTruthy();
    const text = shop.root.textContent ?? "";
    expect(text).not.toMatch(/checkout\.[a-zA-Z]/);
    // amounts in the language's format
    expect(text).toMatch(lang === "en" ? /€26\.00/ : /26,00\s?€|€\s?26,00|26,00 €/);
  });
});
