// The account's success pages opened directly (a bookmark, a shared link): they must not say
// "you are logged in" to a visitor who is not.
import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import { seedLogin } from "./session";

const service = useSandbox();

describe("account success pages opened directly", () => {
  it.each([
    ["/register/success", "Your account has been created"],
    ["/recover-success", "Your new password is set"],
  ])("%s without a login says so and offers the login", async (route, claim) => {
    const shop = await renderShop({ service, route });
    expect(await shop.screen.findByText("You are not logged in. Please log in to continue.")).toBeTruthy();
    expect(shop.screen.queryByText(new RegExp(claim))).toBeNull();
    expect(shop.screen.queryByText(/you are logged in/i)).toBeNull();
    await shop.user.click(shop.screen.getByRole("button", { name: "Go to login" }));
    await waitFor(() => expect(shop.path()).toBe("/en/login"));
    shop.handle.unmount();
  });

  it("after a login the page says what happened", async () => {
    await seedLogin(service);
    const shop = await renderShop({ service, route: "/recover-success" });
    expect(await shop.screen.findByText("Your new password is set and you are logged in.")).toBeTruthy();
    expect(shop.screen.queryByText("You are not logged in. Please log in to continue.")).toBeNull();
    shop.handle.unmount();
  });
});
