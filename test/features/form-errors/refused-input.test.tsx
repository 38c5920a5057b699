// Input refused at its field (issue 33): every name field a visitor types into (customer and
// guest, settings, the delivery name, the direct debit's account holder, pass holders) and the
// number questions of a tour, given what the one rule refuses, say why at that field (marked
// aria-invalid and described by the message) and keep what was typed.
import { describe, expect, it } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop, type RenderedShop } from "../../helpers/render-shop";
import { seedLogin } from "../account/session";
import { adultTickets, poster, seedBasket } from "../checkout/helpers";
import { tourDays } from "../tours/days";
import { toKeyDate } from "../../../src/domain/dates";

const service = useSandbox();
const { dayAhead } = tourDays(service);

interface RefusalCase {
  name: string;
  open(): Promise<RenderedShop>;
  /** The field, found as a visitor finds it. */
  field(shop: RenderedShop): Promise<HTMLElement>;
  typed: string;
  submit(shop: RenderedShop): Promise<void>;
  message: RegExp;
}

const CHARACTERS = /^Please write the name in letters; apostrophes, hyphens and full stops are fine\.$/;
const NO_LETTERS = /^Please enter a name with letters\.$/;

const region = async (shop: RenderedShop, name: string | RegExp) =>
  within((await shop.screen.findByRole("region", { name })) as HTMLElement);
async function replace(shop: RenderedShop, input: HTMLElement, text: string) {
  const length = (input as HTMLInputElement).value.length;
  await shop.user.type(input, text, { initialSelectionStart: 0, initialSelectionEnd: length });
}
const press = async (shop: RenderedShop, name: string | RegExp) =>
  shop.user.click(await shop.screen.findByRole("button", { name }));
const payment = (shop: RenderedShop) => within(shop.screen.getByRole("region", { name: "Payment" }));
const signedInCheckout = async (lines: Parameters<typeof seedBasket>[0]) => {
  await seedLogin(service);
  seedBasket(lines);
  const shop = await renderShop({ service, route: "/checkout" });
  await region(shop, "Payment");
  return shop;
};
const byDirectDebit = async (shop: RenderedShop, button: string) => {
  await shop.user.click(await payment(shop).findByRole("radio", { name: "Direct debit" }));
  await shop.user.click(payment(shop).getByRole("checkbox", { name: /I accept the terms/ }));
  await press(shop, button);
};
const settings = async () => {
  await seedLogin(service);
  return renderShop({ service, route: "/settings" });
};

const CASES: RefusalCase[] = [
  {
    name: "register: first name of digits",
    open: () => renderShop({ service, route: "/register" }),
    field: (shop) => shop.screen.findByLabelText(/^First name/),
    typed: "12345",
    submit: (shop) => press(shop, "Create account"),
    message: CHARACTERS,
  },
  {
    name: "register as a guest: last name with markup",
    open: () => renderShop({ service, route: "/register-guest" }),
    field: (shop) => shop.screen.findByLabelText(/^Last name/),
    typed: "<b>Muster</b>",
    submit: (shop) => press(shop, "Continue as a guest"),
    message: CHARACTERS,
  },
  {
    name: "settings: first name with a digit",
    open: async () => {
      const shop = await settings();
      const first = (await region(shop, /Personal details/)).getByLabelText(/^First name/) as HTMLInputElement;
      await waitFor(() => expect(first.value).toBe("Erika"));
      return shop;
    },
    field: async (shop) => (await region(shop, /Personal details/)).getByLabelText(/^First name/),
    typed: "Erika2",
    submit: async (shop) =>
      (await region(shop, /Personal details/)).getByRole("button", { name: "Save details" }).click(),
    message: CHARACTERS,
  },
  {
    name: "settings: a delivery name without letters",
    open: async () => {
      const shop = await settings();
      const part = await region(shop, "Delivery address");
      const same = part.getByRole("checkbox", { name: "Deliver to my billing address" }) as HTMLInputElement;
      if (same.checked) await shop.user.click(same);
      for (const [label, value] of [
        [/^Street/, "Weg 1"],
        [/^Postcode/, "10117"],
        [/^City/, "Berlin"],
      ] as const)
        await replace(shop, part.getByLabelText(label), value);
      return shop;
    },
    field: async (shop) => (await region(shop, "Delivery address")).getByLabelText(/^Name/),
    typed: "- -",
    submit: async (shop) =>
      shop.user.click((await region(shop, "Delivery address")).getByRole("button", { name: "Save delivery address" })),
    message: NO_LETTERS,
  },
  {
    name: "checkout: account holder of digits",
    open: () => signedInCheckout([adultTickets(1)]),
    field: async (shop) => {
      await shop.user.click(await payment(shop).findByRole("radio", { name: "Direct debit" }));
      return payment(shop).getByLabelText(/^Account holder/);
    },
    typed: "4711",
    submit: async (shop) => {
      await shop.user.type(payment(shop).getByLabelText(/^IBAN/), "DE89370400440532013000");
      await byDirectDebit(shop, "Order with obligation to pay");
    },
    message: CHARACTERS,
  },
  {
    name: "checkout: delivery name of digits",
    open: async () => {
      const shop = await signedInCheckout([poster(1)]);
      const same = shop.screen.queryByRole("checkbox", { name: "Deliver to my billing address" });
      if (same && (same as HTMLInputElement).checked) await shop.user.click(same);
      await shop.screen.findByTestId("shipping-fields");
      return shop;
    },
    field: async (shop) => within(shop.screen.getByTestId("shipping-fields")).getByLabelText(/^Name/),
    typed: "12345",
    submit: async (shop) => {
      await shop.user.click(await payment(shop).findByRole("radio", { name: "Credit card" }));
      await shop.user.click(payment(shop).getByRole("checkbox", { name: /I accept the terms/ }));
      await press(shop, "Order with obligation to pay");
    },
    message: CHARACTERS,
  },
  {
    name: "open order: account holder with markup",
    open: () => renderShop({ service, route: "/order-review/R7K2M9Q4" }),
    field: async (shop) => {
      await shop.user.click(await (await region(shop, "Payment")).findByRole("radio", { name: "Direct debit" }));
      return payment(shop).getByLabelText(/^Account holder/);
    },
    typed: "<script>",
    submit: async (shop) => {
      await shop.user.type(payment(shop).getByLabelText(/^IBAN/), "DE89370400440532013000");
      await shop.user.click(payment(shop).getByRole("checkbox", { name: /I accept the terms/ }));
      await press(shop, "Pay now");
    },
    message: CHARACTERS,
  },
  {
    name: "annual pass holder: a first name of dots",
    open: async () => {
      const shop = await renderShop({ service, route: "/passes/101" });
      await shop.user.type(await shop.screen.findByLabelText(/^Surname/), "Lind");
      return shop;
    },
    field: (shop) => shop.screen.findByLabelText(/^First name/),
    typed: "..",
    submit: (shop) => press(shop, "Add to basket"),
    message: NO_LETTERS,
  },
  {
    name: "tour question: a number that is none",
    open: async () => {
      const day = toKeyDate(dayAhead(3, [1, 2, 3, 4, 5, 6]));
      const shop = await renderShop({ service, route: `/guided-tours/103?date=${day}` });
      const time = await shop.screen.findByRole("radio", { name: /^10:00/ });
      await waitFor(() => expect((time as HTMLInputElement).checked).toBe(true));
      await replace(
        shop,
        shop.screen.getByRole("spinbutton", { name: "Number of tours (Group tour, 60 minutes)" }),
        "1{Enter}",
      );
      return shop;
    },
    field: (shop) => shop.screen.findByRole("textbox", { name: /Number of participants/ }),
    typed: "0x10",
    submit: (shop) => press(shop, "Add to basket"),
    message: /^Please enter the number in digits, for example 12\.$/,
  },
];

/** The visible texts an element's aria-describedby names. */
const said = (shop: RenderedShop, el: HTMLElement) =>
  (el.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .map((id) => (id ? shop.shadow.getElementById(id)?.textContent : null))
    .filter(Boolean);

describe("refused input is said at its field, and what was typed stays", () => {
  it.each(CASES)("$name", async ({ open, field, typed, submit, message }) => {
    const shop = await open();
    const input = (await field(shop)) as HTMLInputElement;
    await replace(shop, input, typed);
    await submit(shop);
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    expect(said(shop, input).some((text) => message.test(text!))).toBe(true);
    expect(input.value).toBe(typed);
    shop.handle.unmount();
  });
});
