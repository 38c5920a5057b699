// Garbage answers of the token calls (issue 12 item 5): a login, guest or recovery answer that
// is not a token is never stored as one; the visitor sees the failure and stays signed out. A
// stored token or customer that is not one is not believed either. A customer/attr answer
// without its field lists (issue 14) shows the form's own failure with a retry.
import { afterEach, describe, expect, it, vi } from "vitest";
import { waitFor } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop, type RenderedShop } from "../../helpers/render-shop";
import { SEEDED_EMAIL, SEEDED_PASSWORD, storedCustomer, storedToken } from "./session";

const service = useSandbox();
afterEach(() => vi.restoreAllMocks());

async function logIn(shop: RenderedShop) {
  await shop.user.type(await shop.screen.findByLabelText(/^E-mail address/), SEEDED_EMAIL);
  await shop.user.type(shop.screen.getByLabelText(/^Password/), SEEDED_PASSWORD);
  await shop.user.click(shop.screen.getByRole("button", { name: "Log in" }));
}

describe("a garbage login answer", () => {
  it.each([
    ["an object", { body: { data: { token: "abc" } } }],
    ["a number", { body: { data: 12345678901 } }],
    ["an empty string", { body: { data: "" } }],
    ["true", { body: { data: true } }],
    ["a text with spaces and markup", { body: { data: "<b>not a token</b>" } }],
    ["an HTML page", { body: "<html>Login</html>", contentType: "text/html" }],
  ])("%s: never stored as the token; login failed is shown", async (_what, garbage) => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await service.fault({ endpoint: "auth/login", ...garbage });
    const shop = await renderShop({ service, route: "/login" });
    await logIn(shop);
    expect(await shop.screen.findByText("Login failed.")).toBeTruthy();
    expect(storedToken()).toBeNull();
    expect(shop.path()).toBe("/en/login");
    expect(shop.screen.getByRole("button", { name: "Log in" })).toBeTruthy();
    shop.handle.unmount();
  });
});

describe("a damaged stored session", () => {
  it("a stored token that is not a string and a customer that is not an object are dropped", async () => {
    sessionStorage.setItem("foyer:test:jwt", JSON.stringify({ v: 1, value: { evil: true } }));
    sessionStorage.setItem("foyer:test:customer", JSON.stringify({ v: 1, value: "Erika" }));
    const shop = await renderShop({ service, route: "/" });
    expect(shop.screen.getByRole("link", { name: "Log in" })).toBeTruthy();
    await waitFor(() => expect(storedToken()).toBeNull());
    expect(storedCustomer()).toBeNull();
    shop.handle.unmount();
  });
});

describe("a customer/attr answer without the field lists (issue 14)", () => {
  it("shows that the form cannot be loaded, with a retry that loads it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await service.fault({ endpoint: "customer/attr", body: { data: { countries: { DE: "Germany" } } } });
    const shop = await renderShop({ service, route: "/register" });
    expect(await shop.screen.findByText("The form cannot be loaded right now.")).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Foyer: the answer of customer/attr lacks a usable "required_fields"');
    expect(shop.screen.queryByLabelText(/^E-mail address/)).toBeNull();
    await shop.user.click(shop.screen.getByRole("button", { name: "Try again" }));
    expect(await shop.screen.findByLabelText(/^First name/)).toBeTruthy();
  });
});
