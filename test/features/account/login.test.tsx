// Login: token and customer stored, the saved route afterwards, AUTH_LOGIN_FAILED, the
// unauthorized flag of a 401 and the way back to checkout with the basket intact.
import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/dom";
import md5 from "crypto-js/md5";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop, type RenderedShop } from "../../helpers/render-shop";
import {
  BASKET_LINE,
  SEEDED_EMAIL,
  SEEDED_PASSWORD,
  seedBasket,
  storedBasket,
  storedCustomer,
  storedToken,
} from "./session";

const service = useSandbox();

async function logIn(shop: RenderedShop, email = SEEDED_EMAIL, password = SEEDED_PASSWORD) {
  await shop.user.type(await shop.screen.findByLabelText(/^E-mail address/), email);
  await shop.user.type(shop.screen.getByLabelText(/^Password/), password);
  await shop.user.click(shop.screen.getByRole("button", { name: "Log in" }));
}

describe("login", () => {
  it("stores token and customer, shows the user menu and goes to returnTo", async () => {
    const shop = await renderShop({ service, route: "/login?returnTo=%2Fen%2Fpage%2Fimprint" });
    await logIn(shop);
    await waitFor(() => expect(shop.path()).toBe("/en/page/imprint"));
    expect(storedToken()).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(storedCustomer()).toMatchObject({ email: SEEDED_EMAIL, fname: "Erika" });
    expect(await shop.screen.findByText("Erika Mustermann")).toBeTruthy();
    shop.handle.unmount();
  });

  it("never stores the password or its MD5", async () => {
    const shop = await renderShop({ service, route: "/login" });
    await logIn(shop);
    await waitFor(() => expect(shop.path()).toBe("/en/"));
    const stored = Object.values(sessionStorage).join("\n");
    expect(stored).not.toContain(SEEDED_PASSWORD);
    expect(stored).not.toContain(md5(SEEDED_PASSWORD).toString());
    shop.handle.unmount();
  });

  it("shows AUTH_LOGIN_FAILED and stays on login for a wrong password", async () => {
    const shop = await renderShop({ service, route: "/login" });
    await logIn(shop, SEEDED_EMAIL, "not-my-password");
    expect(await shop.screen.findByText("Login failed.")).toBeTruthy();
    expect(shop.screen.getByText("E-mail address or password is not correct.")).toBeTruthy();
    expect(shop.path()).toBe("/en/login");
    expect(storedToken()).toBeNull();
    // the entered e-mail is kept for the next try
    expect((shop.screen.getByLabelText(/^E-mail address/) as HTMLInputElement).value).toBe(SEEDED_EMAIL);
    shop.handle.unmount();
  });

  it("asks for both fields before sending", async () => {
    const shop = await renderShop({ service, route: "/login" });
    await shop.user.click(await shop.screen.findByRole("button", { name: "Log in" }));
    expect(await shop.screen.findByText("You must fill all fields.")).toBeTruthy();
    shop.handle.unmount();
  });

  it("goes back to checkout after a detour from checkout", async () => {
    seedBasket();
    const shop = await renderShop({ service, route: "/checkout" });
    shop.navigate("/en/login");
    await logIn(shop);
    await waitFor(() => expect(shop.path()).toBe("/en/checkout"));
    expect(storedBasket()?.lines).toEqual([BASKET_LINE]);
    shop.handle.unmount();
  });

  it("refuses a returnTo outside the widget and goes home", async () => {
    const shop = await renderShop({ service, route: "/login?returnTo=https%3A%2F%2Fevil.example%2F" });
    await logIn(shop);
    await waitFor(() => expect(shop.path()).toBe("/en/"));
    shop.handle.unmount();
  });

  it("after an expired token during checkout: login with the unauthorized flag, then back to checkout, basket intact", async () => {
    seedBasket();
    sessionStorage.setItem("foyer:test:jwt", JSON.stringify({ v: 1, value: "expiredTokenXXXXXXXXXXXXXXXXXXXXX" }));
    const shop = await renderShop({ service, route: "/checkout" });
    // the customer call with the stale token answers 401: the error policy sends the visitor to login
    await waitFor(() => expect(shop.path()).toBe("/en/login?unauthorized=1&returnTo=%2Fcheckout"));
    expect(await shop.screen.findByText(/Please log in to continue/)).toBeTruthy();
    expect(storedToken()).toBeNull();
    await logIn(shop);
    await waitFor(() => expect(shop.path()).toBe("/en/checkout"));
    expect(storedBasket()?.lines).toEqual([BASKET_LINE]);
    expect(storedToken()).toMatch(/^[A-Za-z0-9]{32}$/);
    shop.handle.unmount();
  });

  it("offers registration, the forgotten password and, with a filled basket, the guest order", async () => {
    seedBasket();
    const shop = await renderShop({ service, route: "/login?returnTo=%2Fcheckout" });
    expect((await shop.screen.findByRole("link", { name: "New here? Create an account" })).getAttribute("href")).toBe(
      "/en/register?returnTo=%2Fcheckout",
    );
    expect(shop.screen.getByRole("link", { name: "Forgot your password?" })).toBeTruthy();
    expect(shop.screen.getByRole("link", { name: "Order as a guest without an account" })).toBeTruthy();
    shop.handle.unmount();
  });

  it("offers no guest order with an empty basket, and no registration when it is off", async () => {
    const shop = await renderShop({ service, route: "/login", config: { hasUserRegistration: false } });
    await shop.screen.findByRole("link", { name: "Forgot your password?" });
    expect(shop.screen.queryByRole("link", { name: "New here? Create an account" })).toBeNull();
    expect(shop.screen.queryByRole("link", { name: "Order as a guest without an account" })).toBeNull();
    shop.handle.unmount();
  });
});
