// Registration: fields as customer/attr says, validate-only on blur, 422 errors per field,
// the repeated e-mail and password, the country rule, and the new account logged in.
import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop, type RenderedShop } from "../../helpers/render-shop";
import { SEEDED_EMAIL, loginToken, storedCustomer, storedToken } from "./session";

const service = useSandbox();

const input = (shop: RenderedShop, label: RegExp) => shop.screen.getByLabelText(label) as HTMLInputElement;

async function fill(shop: RenderedShop, values: [RegExp, string][]) {
  for (const [label, value] of values) {
    const field = input(shop, label);
    if (field.tagName === "SELECT") await shop.user.selectOptions(field, value);
    else await shop.user.type(field, value);
  }
}

const ACCOUNT: [RegExp, string][] = [
  [/^E-mail address/, "max@example.org"],
  [/^Repeat e-mail address/, "max@example.org"],
  [/^Password/, "Secret-123"],
  [/^Repeat password/, "Secret-123"],
];
const PERSON: [RegExp, string][] = [
  [/^First name/, "Max"],
  [/^Last name/, "Muster"],
  [/^Street and number/, "Hauptstraße 1"],
  [/^Postcode/, "10115"],
  [/^City/, "Berlin"],
];

describe("register", () => {
  it("shows the visible fields of customer/attr, required ones marked", async () => {
    const shop = await renderShop({ service, route: "/register" });
    await shop.screen.findByLabelText(/^First name/);
    const labels = Array.from(shop.root.querySelectorAll("form label"), (l) => l.textContent);
    expect(labels).toEqual([
      "E-mail address* (required)",
      "Repeat e-mail address* (required)",
      "Password* (required)",
      "Repeat password* (required)",
      "Salutation",
      "First name* (required)",
      "Last name* (required)",
      "Company",
      "Phone",
      "Street and number* (required)",
      "Postcode* (required)",
      "City* (required)",
      "Country* (required)",
      "Send me the invoice by e-mail",
    ]);
    // the service's countries, by name in the visitor's language
    const countries = Array.from(input(shop, /^Country/).querySelectorAll("option"), (o) => o.textContent);
    expect(countries.slice(0, 4)).toEqual(["Please choose", "Austria", "Denmark", "France"]);
    shop.handle.unmount();
  });

  it("follows other field lists: hidden fields are not shown, the delivery address when listed", async () => {
    await service.call("/__sandbox/customer-attr", {
      body: { visible_fields: ["fname", "lname", "phone", "shipping"], required_fields: ["phone"] },
    });
    const shop = await renderShop({ service, route: "/register" });
    await shop.screen.findByLabelText(/^Phone\* \(required\)/);
    expect(shop.screen.queryByLabelText(/^City/)).toBeNull();
    expect(shop.screen.queryByLabelText(/^Country/)).toBeNull();
    expect(input(shop, /^First name/).required).toBe(false);
    await shop.user.click(shop.screen.getByLabelText("Deliver to a different address"));
    expect(shop.screen.getByRole("group", { name: "Delivery address" })).toBeTruthy();
    shop.handle.unmount();
  });

  it("validates only the field just left (validate-only on blur)", async () => {
    const shop = await renderShop({ service, route: "/register" });
    await shop.user.click(await shop.screen.findByLabelText(/^First name/));
    await shop.user.tab();
    await waitFor(() => expect(input(shop, /^First name/).getAttribute("aria-invalid")).toBe("true"));
    expect(shop.screen.getAllByText("Please fill in this field.")).toHaveLength(1);
    expect(input(shop, /^Last name/).getAttribute("aria-invalid")).toBeNull();
    // the service's verdict on an e-mail that already has an account, also on blur
    await shop.user.type(input(shop, /^E-mail address/), SEEDED_EMAIL);
    await shop.user.tab();
    expect(await shop.screen.findByText(/An account with this e-mail address already exists/)).toBeTruthy();
    shop.handle.unmount();
  });

  it("keeps the service's verdict on the e-mail when the form's own checks fail on sending", async () => {
    const shop = await renderShop({ service, route: "/register" });
    await shop.user.type(await shop.screen.findByLabelText(/^E-mail address/), SEEDED_EMAIL);
    await shop.user.tab();
    await shop.screen.findByText(/An account with this e-mail address already exists/);
    await fill(shop, [
      [/^Repeat e-mail address/, SEEDED_EMAIL],
      [/^Password/, "short"],
      [/^Repeat password/, "short"],
      ...PERSON,
      [/^Country/, "DE"],
    ]);
    await shop.user.click(shop.screen.getByRole("button", { name: "Create account" }));
    expect(await shop.screen.findByText(/at least 8 characters/)).toBeTruthy();
    // both are said: the visitor fixes both at once instead of meeting the second after the first
    expect(shop.screen.getByText(/An account with this e-mail address already exists/)).toBeTruthy();
    expect(input(shop, /^E-mail address/).getAttribute("aria-invalid")).toBe("true");
    shop.handle.unmount();
  });

  it("checks the repetitions: e-mails and passwords must match", async () => {
    const shop = await renderShop({ service, route: "/register" });
    await shop.screen.findByLabelText(/^First name/);
    await fill(shop, [
      [/^E-mail address/, "max@example.org"],
      [/^Repeat e-mail address/, "max@example.com"],
      [/^Password/, "Secret-123"],
      [/^Repeat password/, "Secret-321"],
      ...PERSON,
      [/^Country/, "DE"],
    ]);
    await shop.user.click(shop.screen.getByRole("button", { name: "Create account" }));
    expect(await shop.screen.findByText("The e-mail addresses do not match.")).toBeTruthy();
    expect(shop.screen.getByText("The passwords do not match.")).toBeTruthy();
    expect(shop.screen.getByText("Please correct the errors in the form.")).toBeTruthy();
    expect(shop.path()).toBe("/en/register");
    shop.handle.unmount();
  });

  it("asks for the mandatory fields before sending, keeping what was entered", async () => {
    const shop = await renderShop({ service, route: "/register" });
    await shop.screen.findByLabelText(/^First name/);
    await fill(shop, ACCOUNT);
    await shop.user.click(shop.screen.getByRole("button", { name: "Create account" }));
    expect(await shop.screen.findByText("Please fill in all required fields.")).toBeTruthy();
    // the country starts at the shop's default: five fields are left
    expect(shop.screen.getAllByText("Please fill in this field.")).toHaveLength(5);
    expect(input(shop, /^E-mail address/).value).toBe("max@example.org");
    // the first field to fix takes focus
    await waitFor(() => expect(shop.shadow.activeElement).toBe(input(shop, /^First name/)));
    shop.handle.unmount();
  });

  it("shows the service's 422 at its field", async () => {
    const shop = await renderShop({ service, route: "/register" });
    await shop.screen.findByLabelText(/^First name/);
    await fill(shop, [
      [/^E-mail address/, SEEDED_EMAIL],
      [/^Repeat e-mail address/, SEEDED_EMAIL],
      ...ACCOUNT.slice(2),
      ...PERSON,
      [/^Country/, "AT"],
    ]);
    await shop.user.click(shop.screen.getByRole("button", { name: "Create account" }));
    const email = input(shop, /^E-mail address/);
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(shop.shadow.getElementById(email.getAttribute("aria-describedby")!.split(" ")[0])?.textContent).toMatch(
      /already exists/,
    );
    expect(storedToken()).toBeNull();
    shop.handle.unmount();
  });

  it("registers, logs in and shows register/success; continue goes to returnTo", async () => {
    const shop = await renderShop({ service, route: "/register?returnTo=%2Fen%2Ftickets" });
    await shop.screen.findByLabelText(/^First name/);
    await fill(shop, [...ACCOUNT, [/^Salutation/, "mr"], ...PERSON, [/^Country/, "AT"]]);
    await shop.user.click(shop.screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(shop.path()).toBe("/en/register/success?returnTo=%2Ftickets"));
    expect(
      await shop.screen.findByText("Welcome, Max! Your account has been created and you are logged in."),
    ).toBeTruthy();
    expect(storedCustomer()).toMatchObject({
      email: "max@example.org",
      salutation: "mr",
      addrBilling: { country: "AT", city: "Berlin" },
    });
    await shop.user.click(shop.screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(shop.path()).toBe("/en/tickets"));
    shop.handle.unmount();
  });

  it("sends no country when the country field is hidden (spec 000 section 5)", async () => {
    await service.call("/__sandbox/customer-attr", {
      body: { visible_fields: ["fname", "lname"], required_fields: ["fname", "lname"] },
    });
    const shop = await renderShop({ service, route: "/register", config: { default_user_country_key: "CH" } });
    await shop.screen.findByLabelText(/^First name/);
    await fill(shop, [...ACCOUNT, [/^First name/, "Max"], [/^Last name/, "Muster"]]);
    await shop.user.click(shop.screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(shop.path()).toBe("/en/register/success"));
    const token = await loginToken(service, "max@example.org", "Secret-123");
    const me = await service.call<{ data: { addrBilling: { country: string } } }>(`en/customer?_=${token}`);
    expect(me.body.data.addrBilling.country).toBe("");
    shop.handle.unmount();
  });

  it.each([
    ["/register", "CH", "CH"],
    ["/register-guest", "AT", "AT"],
    ["/register", "ZZ", ""],
  ])("%s starts the country at the shop's default %s when the service offers it (%j)", async (route, home, shown) => {
    const shop = await renderShop({ service, route, config: { default_user_country_key: home } });
    const country = (await shop.screen.findByLabelText(/^Country/)) as HTMLSelectElement;
    expect(country.value).toBe(shown);
    shop.handle.unmount();
  });

  it("says so when registration is switched off", async () => {
    const shop = await renderShop({ service, route: "/register", config: { hasUserRegistration: false } });
    expect(await shop.screen.findByText("Registration is not available in this shop.")).toBeTruthy();
    expect(shop.screen.queryByLabelText(/^E-mail address/)).toBeNull();
    shop.handle.unmount();
  });
});
