// The checkout's ways in (issue 34): "Log in", "Create an account" and "Continue as a guest" are
// buttons (Safari's default Tab setting skips links), and each leads to its form with the way
// back to checkout. The Tab order itself, with links skipped, is proved in WebKit by
// test/engines/journeys.ts.
import { afterEach, describe, expect, it } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import { adultTickets, resetAddress, seedBasket } from "./helpers";

const service = useSandbox();
afterEach(resetAddress);

describe("the checkout's ways in", () => {
  it.each([
    ["Log in", "/en/login?returnTo=%2Fen%2Fcheckout"],
    ["Create an account", "/en/register?returnTo=%2Fen%2Fcheckout"],
    ["Continue as a guest", "/en/register-guest?returnTo=%2Fen%2Fcheckout"],
  ])("%s is a button that opens its form and comes back to checkout", async (name, path) => {
    seedBasket([adultTickets(1)]);
    const shop = await renderShop({ service, route: "/checkout" });
    const details = within(await shop.screen.findByRole("region", { name: "Your details" }));
    const button = await details.findByRole("button", { name });
    expect(button.tagName).toBe("BUTTON");
    await shop.user.click(button);
    await waitFor(() => expect(shop.path()).toBe(path));
    shop.handle.unmount();
  });

  it("comes back to checkout in the visitor's language with the language in the way back (issue 35)", async () => {
    seedBasket([adultTickets(1)]);
    const shop = await renderShop({ service, route: "/checkout", lang: "fr" });
    const details = within(await shop.screen.findByRole("region", { name: "Vos coordonnées" }));
    await shop.user.click(await details.findByRole("button", { name: "Se connecter" }));
    await waitFor(() => expect(shop.path()).toBe("/fr/login?returnTo=%2Ffr%2Fcheckout"));
    shop.handle.unmount();
  });
});
