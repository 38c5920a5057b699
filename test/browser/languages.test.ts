// Numbers and plurals as each language writes them, in Chromium (issue 17): the variable
// voucher's amount typed with the language's decimal and grouping separators, a clear message
// (with the minimum in the language's money format) for an amount too small, and the "added"
// message in its singular and plural form, in all eight languages.
import { describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { shop, useHarness, waitForShop } from "./harness";

const h = useHarness();

interface Written {
  /** A decimal amount as the language types it, and as the field shows it again. */
  decimal: [string, string];
  /** A thousand euros with the language's digit grouping, and as the field shows it. */
  thousand: [string, string];
  /** Too small an amount, and the message (its minimum in the language's money format). */
  tooSmall: [string, RegExp];
  /** The message after adding one voucher, and after adding two. */
  added: [RegExp, RegExp];
}

const LANGUAGES: Record<"de" | "en" | "fr" | "it" | "nl" | "es" | "sv" | "da", Written> = {
  de: {
    decimal: ["12,5", "12,50"],
    thousand: ["1.000", "1000,00"],
    tooSmall: ["0,5", /^Bitte geben Sie mindestens 1,00 € ein\.$/],
    added: [/^Der Gutschein wurde in den Warenkorb gelegt\.$/, /^2 Gutscheine wurden in den Warenkorb gelegt\.$/],
  },
  en: {
    decimal: ["12.5", "12.50"],
    thousand: ["1,000", "1000.00"],
    tooSmall: ["0.5", /^Please enter an amount of at least €1\.00\.$/],
    added: [/^The voucher was added to your basket\.$/, /^2 vouchers were added to your basket\.$/],
  },
  fr: {
    decimal: ["12,5", "12,50"],
    thousand: ["1 000", "1000,00"],
    tooSmall: ["0,5", /^Veuillez saisir un montant d’au moins 1,00 €\.$/],
    added: [/^Le bon a été ajouté à votre panier\.$/, /^2 bons ont été ajoutés à votre panier\.$/],
  },
  it: {
    decimal: ["12,5", "12,50"],
    thousand: ["1.000", "1000,00"],
    tooSmall: ["0,5", /^Inserisca un importo di almeno 1,00 €\.$/],
    added: [/^Il buono è stato aggiunto al carrello\.$/, /^2 buoni sono stati aggiunti al carrello\.$/],
  },
  nl: {
    decimal: ["12,5", "12,50"],
    thousand: ["1.000", "1000,00"],
    tooSmall: ["0,5", /^Vul een bedrag van minstens € 1,00 in\.$/],
    added: [/^De bon is aan uw winkelmand toegevoegd\.$/, /^2 bonnen zijn aan uw winkelmand toegevoegd\.$/],
  },
  es: {
    decimal: ["12,5", "12,50"],
    thousand: ["1.000", "1000,00"],
    tooSmall: ["0,5", /^Introduzca un importe de al menos 1,00 €\.$/],
    added: [/^Se ha añadido el vale a su cesta\.$/, /^Se han añadido 2 vales a su cesta\.$/],
  },
  sv: {
    decimal: ["12,5", "12,50"],
    thousand: ["1 000", "1000,00"],
    tooSmall: ["0,5", /^Ange ett belopp på minst 1,00 €\.$/],
    added: [/^Presentkortet har lagts i varukorgen\.$/, /^2 presentkort har lagts i varukorgen\.$/],
  },
  da: {
    decimal: ["12,5", "12,50"],
    thousand: ["1.000", "1000,00"],
    tooSmall: ["0,5", /^Angiv et beløb på mindst 1,00 €\.$/],
    added: [/^Gavekortet er lagt i kurven\.$/, /^2 gavekort er lagt i kurven\.$/],
  },
};

/** The text with every kind of space (Intl writes no-break spaces) as a plain one. */
const plain = (text: string | null) => (text ?? "").replace(/[\s\u00a0\u202f]+/g, " ").trim();

async function typeAmount(amount: Locator, text: string) {
  await amount.fill(text);
  await amount.press("Tab");
}

describe("amounts and plurals as each language writes them", () => {
  it.each(Object.entries(LANGUAGES))("%s", async (lang, w) => {
    const page = await h.page();
    await page.goto(`${h.url}/#/${lang}/vouchers/4`);
    await waitForShop(page);
    const s = shop(page);
    const amount = s.locator("input[inputmode=decimal]");
    const add = s.locator("form button[type=submit]");

    // the language's grouping and decimal separators are read as it writes them
    await typeAmount(amount, w.thousand[0]);
    await expect.poll(() => amount.inputValue()).toBe(w.thousand[1]);
    await typeAmount(amount, w.decimal[0]);
    await expect.poll(() => amount.inputValue()).toBe(w.decimal[1]);

    // too small: a message in the language, on the field, which takes focus
    await typeAmount(amount, w.tooSmall[0]);
    await add.click();
    await expect.poll(() => amount.getAttribute("aria-invalid")).toBe("true");
    const described = await amount.getAttribute("aria-describedby");
    const message = s.locator(`[id="${described!.split(" ")[0]}"]`);
    expect(plain(await message.textContent())).toMatch(w.tooSmall[1]);
    await expect.poll(() => amount.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);

    // one voucher, then two: the singular and the plural form
    await typeAmount(amount, w.decimal[0]);
    await add.click();
    const notice = s.getByText(w.added[0]).first();
    await notice.waitFor();
    await s.locator("input[role=spinbutton]").fill("2");
    await s.locator("input[role=spinbutton]").press("Tab");
    await add.click();
    await s.getByText(w.added[1]).first().waitFor();
    expect(h.errors(page)).toEqual([]);
  });
});
