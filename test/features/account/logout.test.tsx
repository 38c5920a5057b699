// #/logout?returnTo=…: token and customer cleared, then returnTo if it is a safe route that
// does not need the login just ended.
import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import { BASKET_LINE, seedBasket, seedLogin, storedBasket, storedCustomer, storedToken } from "./session";

const service = useSandbox();

describe("logout", () => {
  it.each([
    ["%2Fen%2Ftickets", "/en/tickets"],
    ["%2Fen%2Fsettings", "/en"],
    ["https%3A%2F%2Fevil.example%2F", "/en"],
    ["%2F%2Fevil.example", "/en"],
  ])("clears token and customer, keeps the basket, and goes from returnTo=%s to %s", async (returnTo, target) => {
    await seedLogin(service);
    seedBasket();
    const shop = await renderShop({ service, route: "/page/imprint" });
    expect(await shop.screen.findByText("Erika Mustermann")).toBeTruthy();
    shop.navigate(`/logout?returnTo=${returnTo}`);
    await waitFor(() => expect(shop.path()).toBe(target));
    expect(storedToken()).toBeNull();
    expect(storedCustomer()).toBeNull();
    expect(storedBasket()?.lines).toEqual([BASKET_LINE]);
    expect(await shop.screen.findByRole("link", { name: "Log in" })).toBeTruthy();
    shop.handle.unmount();
  });

  it("the user menu's logout link carries the current route as returnTo", async () => {
    await seedLogin(service);
    const shop = await renderShop({ service, route: "/page/imprint" });
    await shop.user.click(await shop.screen.findByText("Erika Mustermann"));
    await shop.user.click(shop.screen.getByRole("link", { name: "Log out" }));
    await waitFor(() => expect(shop.path()).toBe("/en/page/imprint"));
    expect(storedToken()).toBeNull();
    shop.handle.unmount();
  });
});
