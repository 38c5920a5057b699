import { describe, expect, it } from "vitest";
import { fireEvent, waitFor, within } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop, type RenderedShop } from "../../helpers/render-shop";
import { storedLines } from "../merchandise/stored-basket";

const service = useSandbox();

const amountField = (shop: RenderedShop) =>
  shop.screen.getByRole("textbox", { name: /Amount in euros/ }) as HTMLInputElement;

/** Types into the amount field and leaves it (user-event cannot clear inside happy-dom's shadow root). */
async function enter(shop: RenderedShop, text: string) {
  const input = amountField(shop);
  fireEvent.input(input, { target: { value: text } });
  await waitFor(() => expect(input.value).toBe(text));
  fireEvent.focusOut(input);
}

describe("voucher list", () => {
  it("shows the groups and their vouchers by sequence_no, the variable voucher and the out-of-stock one", async () => {
    const shop = await renderShop({ service, route: "/vouchers" });
    await shop.screen.findAllByTestId("voucher-card");
    const main = within(shop.root.querySelector("[data-foyer-main]")!);
    const groups = main.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(["Gift vouchers", "Experience vouchers", "Redeem a voucher code"]);
    const gifts = within(shop.screen.getByRole("list", { name: "Gift vouchers" }));
    expect(gifts.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Gift voucher €25",
      "Gift voucher €50",
      "Gift voucher €100",
      "Voucher, amount of your choice",
    ]);
    expect(gifts.getByRole("link", { name: "Voucher, amount of your choice" }).closest("li")!.textContent).toContain(
      "Amount of your choice",
    );
    const experiences = within(shop.screen.getByRole("list", { name: "Experience vouchers" }));
    expect(
      experiences.getByRole("link", { name: "Advent evening at the museum" }).closest("li")!.textContent,
    ).toContain("Out of stock");
    // the voucher whose sale has ended is not offered
    expect(shop.screen.queryByText("Summer night in the garden")).toBeNull();
    shop.handle.unmount();
  });
});

describe("voucher", () => {
  it("adds a fixed voucher at its value", async () => {
    const shop = await renderShop({ service, route: "/vouchers/2" });
    await shop.screen.findByRole("heading", { level: 1, name: "Gift voucher €50" });
    expect(shop.screen.queryByRole("textbox", { name: /Amount/ })).toBeNull();
    await shop.user.click(shop.screen.getByRole("button", { name: "More: Gift voucher €50" }));
    expect(shop.screen.getByText("Total: €100.00")).toBeTruthy();
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    expect(await shop.screen.findByText("2 vouchers were added to your basket.")).toBeTruthy();
    expect(storedLines()).toMatchObject([
      { type: "voucher", id: 2, price: 5000, totalPrice: 10000, count: 2, variable_amount: false },
    ]);
    shop.handle.unmount();
  });

  it.each([
    // typed, shown after leaving the field, amount in minor units
    ["25.50", "25.50", 2550],
    ["25,50", "25.50", 2550],
    ["-40", "40.00", 4000],
    ["", "25.00", 2500], // empty keeps the previous amount (the suggested 25.00)
    ["€ 12,5", "12.50", 1250],
  ])("variable voucher: %j reads as %s", async (typed, shown, minor) => {
    const shop = await renderShop({ service, route: "/vouchers/4" });
    await shop.screen.findByRole("heading", { level: 1, name: "Voucher, amount of your choice" });
    expect(amountField(shop).value).toBe("25.00");
    await enter(shop, typed);
    await waitFor(() => expect(amountField(shop).value).toBe(shown));
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    await shop.screen.findByText("The voucher was added to your basket.");
    expect(storedLines()).toMatchObject([
      { type: "voucher", id: 4, price: minor, totalPrice: minor, count: 1, variable_amount: true },
    ]);
    shop.handle.unmount();
  });

  const amountLabel = { de: /Betrag in Euro/, en: /Amount in euros/ };
  it.each([
    ["de", "1.000", "1000,00"],
    ["en", "1,000", "1000.00"],
    ["en", "1.000", "1.00"],
  ] as const)("variable voucher in %s: %j reads as %s (the language's digit grouping)", async (lang, typed, shown) => {
    const shop = await renderShop({ service, route: "/vouchers/4", lang });
    const input = (await shop.screen.findByRole("textbox", { name: amountLabel[lang] })) as HTMLInputElement;
    fireEvent.input(input, { target: { value: typed } });
    await waitFor(() => expect(input.value).toBe(typed));
    fireEvent.focusOut(input);
    await waitFor(() => expect(input.value).toBe(shown));
    expect(input.getAttribute("aria-invalid")).not.toBe("true");
    shop.handle.unmount();
  });

  it("keeps the previous amount when the entry is emptied after a change", async () => {
    const shop = await renderShop({ service, route: "/vouchers/4" });
    await shop.screen.findByRole("heading", { level: 1, name: "Voucher, amount of your choice" });
    await enter(shop, "30");
    await waitFor(() => expect(amountField(shop).value).toBe("30.00"));
    await enter(shop, "");
    await waitFor(() => expect(amountField(shop).value).toBe("30.00"));
    shop.handle.unmount();
  });

  it.each([
    ["0.50", "Please enter an amount of at least €1.00."],
    ["2500", "Please enter an amount of at most €1,000.00."],
  ])("refuses %s: %s, and adds nothing", async (typed, message) => {
    const shop = await renderShop({ service, route: "/vouchers/4" });
    await shop.screen.findByRole("heading", { level: 1, name: "Voucher, amount of your choice" });
    await enter(shop, typed);
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    expect(await shop.screen.findByText(message)).toBeTruthy();
    expect(amountField(shop).getAttribute("aria-invalid")).toBe("true");
    expect(storedLines()).toEqual([]);
    shop.handle.unmount();
  });

  // issue 33: each of these became 25 €, 16 €, 2550 € or 250 € in silence
  it.each([
    ["abc", "Please enter the amount as a number in euros, such as 25.50."],
    ["Infinity", "Please enter the amount as a number in euros, such as 25.50."],
    ["1_000", "Please enter the amount as a number in euros, such as 25.50."],
    ["0x10", "Please enter the amount as a number in euros, such as 25.50."],
    ["25..50", "Please enter the amount as a number in euros, such as 25.50."],
    ["2..50", "Please enter the amount as a number in euros, such as 25.50."],
    ["12.345", "Please enter the amount in whole cents (at most two decimal places)."],
  ])("refuses %j at the field, keeps what was typed, and adds nothing", async (typed, message) => {
    const shop = await renderShop({ service, route: "/vouchers/4" });
    await shop.screen.findByRole("heading", { level: 1, name: "Voucher, amount of your choice" });
    await enter(shop, typed);
    expect(await shop.screen.findByText(message)).toBeTruthy();
    expect(amountField(shop).value).toBe(typed);
    expect(amountField(shop).getAttribute("aria-invalid")).toBe("true");
    await shop.user.click(shop.screen.getByRole("button", { name: "Add to basket" }));
    expect(shop.screen.getByText(message)).toBeTruthy();
    expect(amountField(shop).value).toBe(typed);
    expect(storedLines()).toEqual([]);
    shop.handle.unmount();
  });

  it.each([
    ["de", "abc", "Bitte geben Sie den Betrag als Zahl in Euro ein, zum Beispiel 25,50."],
    ["fr", "1.000", "Veuillez saisir le montant en chiffres, en euros, par exemple 25,50."],
    ["sv", "2..50", "Ange beloppet som ett tal i euro, till exempel 25,50."],
  ] as const)("says it in the visitor's language (%s, %j)", async (lang, typed, message) => {
    const shop = await renderShop({ service, route: "/vouchers/4", lang });
    const input = (await shop.screen.findByRole("textbox", { name: /Euro|euro/ })) as HTMLInputElement;
    fireEvent.input(input, { target: { value: typed } });
    await waitFor(() => expect(input.value).toBe(typed));
    fireEvent.focusOut(input);
    expect(await shop.screen.findByText(message)).toBeTruthy();
    expect(input.value).toBe(typed);
    shop.handle.unmount();
  });

  it('reads Arabic-Indic digits as the number they are (issue 33: "٢٥" became the previous amount)', async () => {
    const shop = await renderShop({ service, route: "/vouchers/4" });
    await shop.screen.findByRole("heading", { level: 1, name: "Voucher, amount of your choice" });
    await enter(shop, "40");
    await waitFor(() => expect(amountField(shop).value).toBe("40.00"));
    await enter(shop, "٢٥");
    await waitFor(() => expect(amountField(shop).value).toBe("25.00"));
    shop.handle.unmount();
  });

  it("says an amount out of range as soon as the field is left, and takes it away as it is typed again", async () => {
    const shop = await renderShop({ service, route: "/vouchers/4" });
    await shop.screen.findByRole("heading", { level: 1, name: "Voucher, amount of your choice" });
    await enter(shop, "2500");
    expect(await shop.screen.findByText("Please enter an amount of at most €1,000.00.")).toBeTruthy();
    expect(amountField(shop).getAttribute("aria-invalid")).toBe("true");
    // no total for an amount that cannot be ordered (its place kept: the button beside it stays)
    expect(shop.screen.getByTestId("voucher-total").style.visibility).toBe("hidden");
    fireEvent.input(amountField(shop), { target: { value: "250" } });
    await waitFor(() => expect(shop.screen.queryByText(/Please enter an amount of at most/)).toBeNull());
    expect(amountField(shop).getAttribute("aria-invalid")).not.toBe("true");
    expect(shop.screen.getByTestId("voucher-total").style.visibility).toBe("");
    shop.handle.unmount();
  });

  it.each(["de", "en", "fr", "it", "nl", "es", "sv", "da"] as const)(
    "the list in %s never repeats its title as a group heading (issue 19: Dutch said it twice; fr, it, es, sv and da name their first group like the screen)",
    async (lang) => {
      const shop = await renderShop({ service, route: "/vouchers", lang });
      // the groups are there once the cards are (the code entry's heading is there before)
      await shop.screen.findAllByTestId("voucher-card");
      const title = shop.screen.getByRole("heading", { level: 1 }).textContent!;
      const main = within(shop.root.querySelector("[data-foyer-main]")!);
      const groups = main.getAllByRole("heading", { level: 2 }).map((h) => h.textContent!);
      expect(groups.map((g) => g.toLocaleLowerCase(lang))).not.toContain(title.toLocaleLowerCase(lang));
      // each group is still a list named by the group; only a heading that would repeat the title is left out
      const lists = main.getAllByRole("list").map((l) => l.getAttribute("aria-label"));
      expect(lists).toHaveLength(2);
      expect(groups).toContain(lists[1]);
      expect(groups.includes(lists[0]!)).toBe(lists[0]!.toLocaleLowerCase(lang) !== title.toLocaleLowerCase(lang));
      // and no level is skipped (the cards' h3 stood right under the h1 where the group's h2 was left out)
      const levels = [1, ...main.getAllByRole("heading").map((h) => Number(h.tagName.slice(1)))];
      expect(levels.every((l, i) => i === 0 || l <= levels[i - 1] + 1)).toBe(true);
      shop.handle.unmount();
    },
  );

  it("shows an out-of-stock voucher without a form", async () => {
    const shop = await renderShop({ service, route: "/vouchers/7" });
    expect(await shop.screen.findByText("This voucher is out of stock.")).toBeTruthy();
    expect(shop.screen.queryByRole("button", { name: "Add to basket" })).toBeNull();
    shop.handle.unmount();
  });

  it.each([
    ["/vouchers/8", "This voucher is no longer on sale."],
    ["/vouchers/99", "This voucher is no longer available."],
  ])("%s: %s", async (route, message) => {
    const shop = await renderShop({ service, route });
    expect(await shop.screen.findByText(message)).toBeTruthy();
    expect(shop.screen.getByRole("link", { name: "Back to the vouchers" })).toBeTruthy();
    shop.handle.unmount();
  });
});
