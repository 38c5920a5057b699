// Form errors, form by form (issue 17 item 9): every form of the shop, submitted empty or with
// an invalid entry, moves focus to its first invalid field, marks it aria-invalid and describes
// it (aria-describedby) with a visible message. One table row per form.
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

interface FormCase {
  name: string;
  /** Opens the screen with the form. */
  open(): Promise<RenderedShop>;
  /** Fills what the case needs and submits the form. */
  submit(shop: RenderedShop): Promise<void>;
  /** The field that must take focus, found as a visitor finds it. */
  first(shop: RenderedShop): HTMLElement;
  /** The words of the message that describes it. */
  message: RegExp;
}

const region = async (shop: RenderedShop, name: string) =>
  within((await shop.screen.findByRole("region", { name })) as HTMLElement);
/** Types into a field, replacing what it held (user.clear cannot focus inside a shadow root). */
async function replace(shop: RenderedShop, input: HTMLElement, text: string) {
  const length = (input as HTMLInputElement).value.length;
  await shop.user.type(input, text || "{Backspace}", { initialSelectionStart: 0, initialSelectionEnd: length });
}
const label = (shop: RenderedShop, text: RegExp) => shop.screen.getAllByLabelText(text)[0];
const press = async (shop: RenderedShop, name: string | RegExp) =>
  shop.user.click(await shop.screen.findByRole("button", { name }));
const settings = (part: string, button: string): Omit<FormCase, "name" | "first" | "message"> => ({
  open: async () => {
    await seedLogin(service);
    return renderShop({ service, route: "/settings" });
  },
  submit: async (shop) => {
    const form = await region(shop, part);
    await shop.user.click(form.getByRole("button", { name: button }));
  },
});
const signedInCheckout = async (lines: Parameters<typeof seedBasket>[0]) => {
  await seedLogin(service);
  seedBasket(lines);
  const shop = await renderShop({ service, route: "/checkout" });
  await region(shop, "Payment");
  return shop;
};
const payment = (shop: RenderedShop) => within(shop.screen.getByRole("region", { name: "Payment" }));
const order = (shop: RenderedShop) =>
  shop.user.click(payment(shop).getByRole("button", { name: "Order with obligation to pay" }));

const FORMS: FormCase[] = [
  {
    name: "login",
    open: () => renderShop({ service, route: "/login" }),
    submit: (shop) => press(shop, "Log in"),
    first: (shop) => label(shop, /^E-mail address/),
    message: /You must fill all fields/,
  },
  {
    name: "register",
    open: () => renderShop({ service, route: "/register" }),
    submit: (shop) => press(shop, "Create account"),
    first: (shop) => label(shop, /^E-mail address/),
    message: /^Please fill in this field\.$/,
  },
  {
    name: "register as a guest",
    open: () => renderShop({ service, route: "/register-guest" }),
    submit: (shop) => press(shop, "Continue as a guest"),
    first: (shop) => label(shop, /^E-mail address/),
    message: /^Please fill in this field\.$/,
  },
  {
    name: "forgot password",
    open: () => renderShop({ service, route: "/forgot-password" }),
    submit: (shop) => press(shop, "Send link"),
    first: (shop) => label(shop, /^E-mail address/),
    message: /^This e-mail address is not valid\.$/,
  },
  {
    name: "new password (recover)",
    open: () => renderShop({ service, route: "/recover/0123456789abcdef" }),
    submit: (shop) => press(shop, "Save new password"),
    first: (shop) => label(shop, /^New password/),
    message: /You must fill all fields/,
  },
  {
    name: "settings: personal details and billing address",
    ...settings("Personal details and billing address", "Save details"),
    open: async () => {
      await seedLogin(service);
      const shop = await renderShop({ service, route: "/settings" });
      const part = await region(shop, "Personal details and billing address");
      const first = part.getByLabelText(/^First name/) as HTMLInputElement;
      await waitFor(() => expect(first.value).toBe("Erika"));
      await replace(shop, first, "");
      return shop;
    },
    first: (shop) =>
      within(shop.screen.getByRole("region", { name: /Personal details/ })).getByLabelText(/^First name/),
    message: /Please fill in this field/,
  },
  {
    name: "settings: delivery address",
    ...settings("Delivery address", "Save delivery address"),
    open: async () => {
      await seedLogin(service);
      const shop = await renderShop({ service, route: "/settings" });
      const part = await region(shop, "Delivery address");
      const same = part.getByRole("checkbox", { name: "Deliver to my billing address" }) as HTMLInputElement;
      if (same.checked) await shop.user.click(same);
      await replace(shop, part.getAllByRole("textbox")[0], "");
      return shop;
    },
    first: (shop) => within(shop.screen.getByRole("region", { name: "Delivery address" })).getAllByRole("textbox")[0],
    message: /^Please fill in this field\.$/,
  },
  {
    name: "settings: e-mail address",
    ...settings("E-mail address", "Change e-mail address"),
    first: (shop) => within(shop.screen.getByRole("region", { name: "E-mail address" })).getAllByRole("textbox")[0],
    message: /Please fill in this field/,
  },
  {
    name: "settings: password",
    ...settings("Password", "Change password"),
    first: (shop) => within(shop.screen.getByRole("region", { name: "Password" })).getByLabelText(/^Current password/),
    message: /Please fill in this field/,
  },
  {
    // the field marked is the last one, not the one focus would fall back to
    name: "settings: e-mail address refused by the service (wrong password)",
    ...settings("E-mail address", "Change e-mail address"),
    submit: async (shop) => {
      const form = await region(shop, "E-mail address");
      await shop.user.type(form.getByLabelText(/^New e-mail address/), "erika.new@example.org");
      await shop.user.type(form.getByLabelText(/^Repeat e-mail address/), "erika.new@example.org");
      await shop.user.type(form.getByLabelText(/^Password/), "not-my-password");
      await shop.user.click(form.getByRole("button", { name: "Change e-mail address" }));
    },
    first: (shop) => within(shop.screen.getByRole("region", { name: "E-mail address" })).getByLabelText(/^Password/),
    message: /^The password is not correct\.$/,
  },
  {
    name: "checkout: payment method not chosen",
    open: () => signedInCheckout([adultTickets(1)]),
    submit: order,
    first: (shop) => payment(shop).getAllByRole("radio")[0],
    message: /Please choose a payment method/,
  },
  {
    name: "checkout: direct debit data",
    open: () => signedInCheckout([adultTickets(1)]),
    submit: async (shop) => {
      await shop.user.click(await payment(shop).findByRole("radio", { name: "Direct debit" }));
      await shop.user.click(payment(shop).getByRole("checkbox", { name: /I accept the terms/ }));
      await order(shop);
    },
    first: (shop) => payment(shop).getByLabelText(/^Account holder/),
    message: /Please enter the account holder/,
  },
  {
    name: "checkout: terms not accepted",
    open: () => signedInCheckout([adultTickets(1)]),
    submit: async (shop) => {
      await shop.user.click(await payment(shop).findByRole("radio", { name: "Credit card" }));
      await order(shop);
    },
    first: (shop) => payment(shop).getByRole("checkbox", { name: /I accept the terms/ }),
    message: /Please accept the terms/,
  },
  {
    name: "checkout: shipping address",
    open: async () => {
      const shop = await signedInCheckout([poster(1)]);
      const same = shop.screen.queryByRole("checkbox", { name: "Deliver to my billing address" });
      if (same && (same as HTMLInputElement).checked) await shop.user.click(same);
      const name = within(await shop.screen.findByTestId("shipping-fields")).getAllByRole("textbox")[0];
      await replace(shop, name, "");
      await shop.user.tab();
      return shop;
    },
    submit: async (shop) => {
      await shop.user.click(await payment(shop).findByRole("radio", { name: "Credit card" }));
      await shop.user.click(payment(shop).getByRole("checkbox", { name: /I accept the terms/ }));
      await order(shop);
    },
    first: (shop) => within(shop.screen.getByTestId("shipping-fields")).getAllByRole("textbox")[0],
    message: /Please fill in this field/,
  },
  {
    name: "voucher code entry",
    open: () => renderShop({ service, route: "/vouchers" }),
    submit: (shop) => press(shop, "Check code"),
    first: (shop) => label(shop, /^Voucher code/),
    message: /Please enter a voucher code/,
  },
  {
    name: "voucher code entry: unknown code",
    open: () => renderShop({ service, route: "/vouchers" }),
    submit: async (shop) => {
      await shop.user.type(await shop.screen.findByLabelText(/^Voucher code/), "NO-SUCH-CODE");
      await press(shop, "Check code");
    },
    first: (shop) => label(shop, /^Voucher code/),
    message: /We do not know this code/,
  },
  {
    name: "open order: payment method not chosen",
    open: async () => {
      const shop = await renderShop({ service, route: "/order-review/R7K2M9Q4" });
      await (await region(shop, "Payment")).findByRole("radio", { name: "Credit card" });
      return shop;
    },
    submit: (shop) => press(shop, "Pay now"),
    first: (shop) => payment(shop).getAllByRole("radio")[0],
    message: /Please choose a payment method/,
  },
  {
    name: "open order: direct debit data",
    open: () => renderShop({ service, route: "/order-review/R7K2M9Q4" }),
    submit: async (shop) => {
      await shop.user.click(await (await region(shop, "Payment")).findByRole("radio", { name: "Direct debit" }));
      await shop.user.click(payment(shop).getByRole("checkbox", { name: /I accept the terms/ }));
      await press(shop, "Pay now");
    },
    first: (shop) => payment(shop).getByLabelText(/^Account holder/),
    message: /Please enter the account holder/,
  },
  {
    name: "voucher amount",
    open: () => renderShop({ service, route: "/vouchers/4" }),
    submit: async (shop) => {
      const amount = (await shop.screen.findByLabelText(/^Amount in euros/)) as HTMLInputElement;
      await replace(shop, amount, "0.5");
      await press(shop, "Add to basket");
    },
    first: (shop) => label(shop, /^Amount in euros/),
    message: /Please enter an amount of at least/,
  },
  {
    name: "annual pass owners",
    open: () => renderShop({ service, route: "/passes/101" }),
    submit: (shop) => press(shop, "Add to basket"),
    first: (shop) => label(shop, /^First name/),
    message: /^Please enter the first name\.$/,
  },
  {
    name: "tour booking questions",
    open: async () => {
      const shop = await renderShop({
        service,
        route: `/guided-tours/103?date=${toKeyDate(dayAhead(3, [1, 2, 3, 4, 5, 6]))}`,
      });
      const time = await shop.screen.findByRole("radio", { name: /^10:00/ });
      await waitFor(() => expect((time as HTMLInputElement).checked).toBe(true));
      const count = shop.screen.getByRole("spinbutton", { name: "Number of tours (Group tour, 60 minutes)" });
      await replace(shop, count, "1{Enter}");
      return shop;
    },
    submit: (shop) => press(shop, "Add to basket"),
    first: (shop) => shop.screen.getByRole("textbox", { name: /Name of the group/ }),
    message: /Please answer this question/,
  },
];

/** The texts an element's aria-describedby names (a radio may be described by its group). */
function descriptions(shop: RenderedShop, el: HTMLElement): HTMLElement[] {
  const ids = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids.map((id) => shop.shadow.getElementById(id)).filter((d): d is HTMLElement => !!d);
}
const visible = (el: HTMLElement) =>
  el.isConnected && !el.closest("[hidden], [aria-hidden=true]") && !!el.textContent?.trim();

describe("every form: a submit with errors focuses the first invalid field", () => {
  it.each(FORMS)("$name", async ({ open, submit, first, message }) => {
    const shop = await open();
    await submit(shop);
    const field = await waitFor(() => {
      const f = first(shop);
      expect(f.getAttribute("aria-invalid")).toBe("true");
      return f;
    });
    await waitFor(() => expect(shop.shadow.activeElement).toBe(field));
    // the first invalid field in the widget, in the order they are read
    expect(shop.root.querySelector("[aria-invalid=true]")).toBe(field);
    const said = descriptions(shop, field).filter(visible);
    expect(said.map((d) => d.textContent).join(" ")).toMatch(message);
    shop.handle.unmount();
  });
});
