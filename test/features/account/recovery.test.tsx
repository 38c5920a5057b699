// Password recovery: 'Email not valid', AUTH_REQUEST_RESET_FAIL/SUCCESS, the mailed link (the
// backlink plus the token, inside the hash route), the new password and the automatic login.
import { describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop, type RenderedShop } from "../../helpers/render-shop";
import { SEEDED_EMAIL, loginToken, storedCustomer, storedToken } from "./session";

const service = useSandbox();

const mails = async () =>
  (await service.call<{ data: { to: string; link: string }[] }>("/__sandbox/mail.json")).body.data;

async function request(shop: RenderedShop, email: string) {
  await shop.user.type(await shop.screen.findByLabelText(/^E-mail address/), email);
  await shop.user.click(shop.screen.getByRole("button", { name: "Send link" }));
}

async function setPassword(shop: RenderedShop, password: string, repeat = password) {
  if (password) await shop.user.type(await shop.screen.findByLabelText(/^New password/), password);
  if (repeat) await shop.user.type(shop.screen.getByLabelText(/^Repeat password/), repeat);
  await shop.user.click(shop.screen.getByRole("button", { name: "Save new password" }));
}

describe("forgot-password", () => {
  it.each(["erika@example", "<erika@example.org>", "erika@example.org'--", "erika@-example-.org"])(
    "says 'Email not valid' and sends nothing for %j (issue 33: the last three were taken)",
    async (address) => {
      const shop = await renderShop({ service, route: "/forgot-password" });
      await request(shop, address);
      expect(await shop.screen.findByText("This e-mail address is not valid.")).toBeTruthy();
      expect(await mails()).toEqual([]);
      shop.handle.unmount();
    },
  );

  it("shows AUTH_REQUEST_RESET_FAIL for an address without an account", async () => {
    const shop = await renderShop({ service, route: "/forgot-password" });
    await request(shop, "nobody@example.org");
    expect(await shop.screen.findByText("Password reset failed.")).toBeTruthy();
    expect(shop.screen.getByText("We cannot recover an account for this e-mail address.")).toBeTruthy();
    expect(shop.path()).toBe("/en/forgot-password");
    shop.handle.unmount();
  });

  it("mails a link back into the widget; the link sets a new password and logs the visitor in", async () => {
    const shop = await renderShop({ service, route: "/forgot-password" });
    await request(shop, SEEDED_EMAIL);
    expect(await shop.screen.findByText("E-mail sent: please check your inbox.")).toBeTruthy();
    await waitFor(() => expect(shop.path()).toBe("/en/password-reset-success"));
    expect(await shop.screen.findByText("We have sent you an e-mail with a link to set a new password.")).toBeTruthy();

    const [mail] = await mails();
    expect(mail.to).toBe(SEEDED_EMAIL);
    // the host page's address with the widget's hash route; the service appended the token
    const link = new URL(mail.link);
    expect(link.origin + link.pathname).toBe(location.origin + location.pathname);
    expect(link.hash).toMatch(/^#\/en\/recover\/[A-Za-z0-9]{32}$/);

    shop.navigate(link.hash.slice(1));
    await setPassword(shop, "Frisch-2025", "Frisch-2026");
    expect(await shop.screen.findByText("The passwords do not match.")).toBeTruthy();
    const repeat = shop.screen.getByLabelText(/^Repeat password/) as HTMLInputElement;
    await shop.user.type(repeat, "Frisch-2025", { initialSelectionStart: 0, initialSelectionEnd: repeat.value.length });
    await shop.user.click(shop.screen.getByRole("button", { name: "Save new password" }));
    expect(await shop.screen.findByText("Your new password has been saved.")).toBeTruthy();
    await waitFor(() => expect(shop.path()).toBe("/en/recover-success"));
    expect(await shop.screen.findByText("Your new password is set and you are logged in.")).toBeTruthy();
    expect(storedToken()).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(storedCustomer()).toMatchObject({ email: SEEDED_EMAIL });
    // the new password works
    expect(await loginToken(service, SEEDED_EMAIL, "Frisch-2025")).toBeTruthy();
    shop.handle.unmount();
  });
});

describe("recover", () => {
  it("says 'You must fill all fields' with a field left empty", async () => {
    const shop = await renderShop({ service, route: "/recover/abc" });
    await setPassword(shop, "Frisch-2025", "");
    expect(await shop.screen.findByText("You must fill all fields.")).toBeTruthy();
    expect(shop.screen.getByLabelText(/^Repeat password/).getAttribute("aria-invalid")).toBe("true");
    shop.handle.unmount();
  });

  it("refuses a password that is too short", async () => {
    const shop = await renderShop({ service, route: "/recover/abc" });
    await setPassword(shop, "kurz");
    expect(await shop.screen.findByText("The password must have at least 8 characters.")).toBeTruthy();
    shop.handle.unmount();
  });

  it("shows AUTH_SETTING_NEW_PASSWORD_FAILED for an invalid or used link, with a way to ask again", async () => {
    const shop = await renderShop({ service, route: "/recover/NotAValidToken" });
    await setPassword(shop, "Frisch-2025");
    expect(await shop.screen.findByText("Saving the new password failed.")).toBeTruthy();
    expect(await shop.screen.findByRole("link", { name: "Request a new link" })).toBeTruthy();
    expect(storedToken()).toBeNull();
    shop.handle.unmount();
  });
});
