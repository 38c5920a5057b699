// Form errors in the account forms (issue 17 item 9): on a submit with errors focus goes to the
// first invalid field; login marks its fields invalid; forgot-password says its error at once.
import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop, type RenderedShop } from "../../helpers/render-shop";
import { SEEDED_EMAIL } from "./session";

const service = useSandbox();

const field = (shop: RenderedShop, label: RegExp) => shop.screen.getByLabelText(label) as HTMLInputElement;
const assertive = (shop: RenderedShop) =>
  shop.root.querySelector<HTMLElement>('[data-testid="live-assertive"]')!.textContent!.replace(/\u200b/g, "");

describe("form errors take focus", () => {
  it("login: empty fields are marked invalid and the first takes focus", async () => {
    const shop = await renderShop({ service, route: "/login" });
    await shop.user.type(await shop.screen.findByLabelText(/^E-mail address/), SEEDED_EMAIL);
    await shop.user.click(shop.screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(shop.shadow.activeElement).toBe(field(shop, /^Password/)));
    expect(field(shop, /^Password/).getAttribute("aria-invalid")).toBe("true");
    expect(field(shop, /^E-mail address/).getAttribute("aria-invalid")).toBeNull();
    shop.handle.unmount();
  });

  it("login: a failed login marks both fields invalid and focuses the e-mail address", async () => {
    const shop = await renderShop({ service, route: "/login" });
    await shop.user.type(await shop.screen.findByLabelText(/^E-mail address/), SEEDED_EMAIL);
    await shop.user.type(field(shop, /^Password/), "not-my-password");
    await shop.user.click(shop.screen.getByRole("button", { name: "Log in" }));
    await shop.screen.findByText("E-mail address or password is not correct.");
    expect(field(shop, /^E-mail address/).getAttribute("aria-invalid")).toBe("true");
    expect(field(shop, /^Password/).getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(shop.shadow.activeElement).toBe(field(shop, /^E-mail address/)));
    shop.handle.unmount();
  });

  it("forgot-password: an invalid address is said assertively and its field takes focus", async () => {
    const shop = await renderShop({ service, route: "/forgot-password" });
    await shop.user.type(await shop.screen.findByLabelText(/^E-mail address/), "erika@example");
    await shop.user.click(shop.screen.getByRole("button", { name: "Send link" }));
    await waitFor(() => expect(assertive(shop)).toContain("This e-mail address is not valid."));
    await waitFor(() => expect(shop.shadow.activeElement).toBe(field(shop, /^E-mail address/)));
    expect(field(shop, /^E-mail address/).getAttribute("aria-invalid")).toBe("true");
    shop.handle.unmount();
  });
});
