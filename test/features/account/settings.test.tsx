// Settings: the login requirement, profile (422 per field, USER_SETTINGS_SAVED), delivery
// address, password change and e-mail change with the catalogue's toasts, and a 401 on the way.
import { describe, expect, it } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop, type RenderedShop } from "../../helpers/render-shop";
import { SEEDED_EMAIL, SEEDED_PASSWORD, loginToken, seedLogin, storedCustomer, storedToken } from "./session";

const service = useSandbox();

const section = async (shop: RenderedShop, name: string) =>
  within((await shop.screen.findByRole("region", { name })) as HTMLElement);
const replace = async (shop: RenderedShop, field: HTMLElement, value: string) => {
  const input = field as HTMLInputElement;
  await shop.user.type(input, value || "{Backspace}", {
    initialSelectionStart: 0,
    initialSelectionEnd: input.value.length,
  });
};

/** A logged-in customer on the settings page, and its section named `name`. */
async function openSettings(name: string) {
  await seedLogin(service);
  const shop = await renderShop({ service, route: "/settings" });
  return { shop, part: await section(shop, name) };
}

/** The confirmation as a toast, and the same words once on the page where the visitor is (a toast goes away). */
async function confirmed(shop: RenderedShop, text: string) {
  await waitFor(() => expect(shop.screen.getAllByTestId("toast").map((e) => e.textContent)).toContain(`${text}×`));
  expect(shop.screen.getAllByText(text).filter((e) => !e.closest('[data-testid="toast"]'))).toHaveLength(1);
}

describe("settings", () => {
  it("asks for the customer at once when only the token was kept: the screen needs it to show anything", async () => {
    const token = await loginToken(service);
    sessionStorage.setItem("foyer:test:jwt", JSON.stringify({ v: 1, value: token }));
    // the customer's answer takes its time; the static content's calls are counted (1 ms)
    await service.fault({ endpoint: "customer", delay: 6000, times: 1 });
    await service.fault({ endpoint: "static/content", delay: 1, times: 10 });
    const asked = async (endpoint: string) => {
      const fault = (await service.faults()).find((f) => f.endpoint === endpoint);
      return endpoint === "customer" ? 1 - (fault?.times ?? 0) : 10 - (fault?.times ?? 0);
    };
    const shop = await renderShop({ service, route: "/settings" });
    // the shell's other calls wait for the first content, which this screen shows only with the
    // customer (or after 4 s): the customer's call goes out before them, not with them
    await waitFor(async () => expect(await asked("customer")).toBe(1));
    expect(await asked("static/content")).toBe(0);
    shop.handle.unmount();
  });

  it("says that it requires login, with a login link back to settings", async () => {
    const shop = await renderShop({ service, route: "/settings" });
    expect(
      await shop.screen.findByText("This page requires login. Please log in to change your settings."),
    ).toBeTruthy();
    await shop.user.click(shop.screen.getByRole("button", { name: "Go to login" }));
    await waitFor(() => expect(shop.path()).toBe("/en/login?returnTo=%2Fsettings"));
    shop.handle.unmount();
  });

  it("shows the profile as stored and saves a change (USER_SETTINGS_SAVED)", async () => {
    const { shop, part: profile } = await openSettings("Personal details and billing address");
    expect((profile.getByLabelText(/^First name/) as HTMLInputElement).value).toBe("Erika");
    expect((profile.getByLabelText(/^Salutation/) as HTMLSelectElement).value).toBe("ms");
    await replace(shop, profile.getByLabelText(/^Phone/), "+49 30 999");
    await shop.user.click(profile.getByRole("button", { name: "Save details" }));
    await confirmed(shop, "Your settings have been saved.");
    expect(storedCustomer()).toMatchObject({ phone: "+49 30 999", fname: "Erika" });
    shop.handle.unmount();
  });

  it("keeps the focus on Save while saving, and says the confirmation once", async () => {
    const { shop, part: profile } = await openSettings("Personal details and billing address");
    await replace(shop, profile.getByLabelText(/^Phone/), "+49 30 998");
    const save = profile.getByRole("button", { name: "Save details" });
    const region = shop.root.querySelector<HTMLElement>('[data-testid="live-polite"]')!;
    await shop.user.click(save);
    await confirmed(shop, "Your settings have been saved.");
    await new Promise((done) => setTimeout(done, 150));
    expect(shop.shadow.activeElement).toBe(save);
    const said = region.textContent!.replace(/\u200b/g, "");
    expect(said.split("Your settings have been saved.").length - 1).toBe(1);
    shop.handle.unmount();
  });

  it("shows required fields and the service's 422 per field in the profile", async () => {
    const { shop, part: profile } = await openSettings("Personal details and billing address");
    await replace(shop, profile.getByLabelText(/^City/), "");
    await shop.user.click(profile.getByRole("button", { name: "Save details" }));
    expect(await profile.findByText("Please fill in all required fields.")).toBeTruthy();
    expect(profile.getByLabelText(/^City/).getAttribute("aria-invalid")).toBe("true");
    await replace(shop, profile.getByLabelText(/^City/), "B".repeat(101));
    await shop.user.click(profile.getByRole("button", { name: "Save details" }));
    expect(await profile.findByText("This entry is too long.")).toBeTruthy();
    expect(storedCustomer()).toMatchObject({ addrBilling: { city: "Berlin" } });
    shop.handle.unmount();
  });

  it("a fixed field's error and the form's message go as it is typed, so the save button does not move on blur", async () => {
    const { shop, part: profile } = await openSettings("Personal details and billing address");
    await replace(shop, profile.getByLabelText(/^City/), "");
    await shop.user.click(profile.getByRole("button", { name: "Save details" }));
    expect(await profile.findByText("Please fill in all required fields.")).toBeTruthy();
    // focus is on the city again; typing fixes it before the visitor leaves for the button
    await shop.user.type(profile.getByLabelText(/^City/), "Potsdam");
    expect(profile.queryByText("Please fill in this field.")).toBeNull();
    expect(profile.queryByText("Please fill in all required fields.")).toBeNull();
    expect(profile.getByLabelText(/^City/).getAttribute("aria-invalid")).not.toBe("true");
    await shop.user.click(profile.getByRole("button", { name: "Save details" }));
    expect((await shop.screen.findAllByText("Your settings have been saved.")).length).toBeGreaterThan(0);
    expect(storedCustomer()).toMatchObject({ addrBilling: { city: "Potsdam" } });

    const delivery = await section(shop, "Delivery address");
    await replace(shop, delivery.getByLabelText(/^Name/), "");
    await shop.user.click(delivery.getByRole("button", { name: "Save delivery address" }));
    expect(await delivery.findByText("Please fill in all required fields.")).toBeTruthy();
    await shop.user.type(delivery.getByLabelText(/^Name/), "Erika M.");
    expect(delivery.queryByText("Please fill in all required fields.")).toBeNull();
    expect(delivery.queryByText("Please fill in this field.")).toBeNull();
    shop.handle.unmount();
  });

  it("validates a profile field when it is left", async () => {
    const { shop, part: profile } = await openSettings("Personal details and billing address");
    await replace(shop, profile.getByLabelText(/^City/), "M".repeat(101));
    await shop.user.tab();
    expect(await profile.findByText("This entry is too long.")).toBeTruthy();
    // a name is read by the form's own rule when it is left (issue 33)
    await replace(shop, profile.getByLabelText(/^Last name/), "M".repeat(101));
    await shop.user.tab();
    expect(await profile.findByText("Please shorten the name to 100 characters.")).toBeTruthy();
    shop.handle.unmount();
  });

  it("changes the delivery address to the billing address and back", async () => {
    const { shop, part: delivery } = await openSettings("Delivery address");
    const same = delivery.getByLabelText("Deliver to my billing address") as HTMLInputElement;
    expect(same.checked).toBe(false);
    expect((delivery.getByLabelText(/^City/) as HTMLInputElement).value).toBe("Hamburg");
    await shop.user.click(same);
    await shop.user.click(delivery.getByRole("button", { name: "Save delivery address" }));
    await confirmed(shop, "Your settings have been saved.");
    expect(storedCustomer()?.addrShipping).toBeNull();

    await shop.user.click(same);
    await replace(shop, delivery.getByLabelText(/^Name/), "");
    await shop.user.click(delivery.getByRole("button", { name: "Save delivery address" }));
    expect(await delivery.findByText("Please fill in all required fields.")).toBeTruthy();
    shop.handle.unmount();
  });

  it("changes the password: AUTH_PASSWORD_CHANGE_FAILED for a wrong one, then SUCCESS", async () => {
    const { shop, part: password } = await openSettings("Password");
    const submit = () => shop.user.click(password.getByRole("button", { name: "Change password" }));

    await submit();
    expect(await password.findByText("You must fill all fields.")).toBeTruthy();

    await shop.user.type(password.getByLabelText(/^Current password/), "wrong-password");
    await shop.user.type(password.getByLabelText(/^New password/), "Neues-Passwort-1");
    await shop.user.type(password.getByLabelText(/^Repeat password/), "Neues-Passwort-2");
    await submit();
    expect(await password.findByText("The passwords do not match.")).toBeTruthy();

    await replace(shop, password.getByLabelText(/^Repeat password/), "Neues-Passwort-1");
    await submit();
    expect(await shop.screen.findByText("Changing the password failed.")).toBeTruthy();
    expect(await password.findByText("The password is not correct.")).toBeTruthy();
    // a wrong password is no reason to end the session
    expect(storedToken()).not.toBeNull();

    await replace(shop, password.getByLabelText(/^Current password/), SEEDED_PASSWORD);
    await submit();
    await confirmed(shop, "Your password has been changed.");
    expect((password.getByLabelText(/^New password/) as HTMLInputElement).value).toBe("");
    expect(await loginToken(service, SEEDED_EMAIL, "Neues-Passwort-1")).toBeTruthy();
    shop.handle.unmount();
  });

  it("changes the e-mail (AUTH_EMAIL_CHANGE_SUCCESS); the e-mails must match", async () => {
    const { shop, part: email } = await openSettings("E-mail address");
    expect(email.getByText(`Your current e-mail address: ${SEEDED_EMAIL}`)).toBeTruthy();
    await shop.user.type(email.getByLabelText(/^New e-mail address/), "erika@example.net");
    await shop.user.type(email.getByLabelText(/^Repeat e-mail address/), "erika@example.com");
    await shop.user.type(email.getByLabelText(/^Password/), SEEDED_PASSWORD);
    await shop.user.click(email.getByRole("button", { name: "Change e-mail address" }));
    expect(await email.findByText("The e-mail addresses do not match.")).toBeTruthy();

    await replace(shop, email.getByLabelText(/^Repeat e-mail address/), "erika@example.net");
    await shop.user.click(email.getByRole("button", { name: "Change e-mail address" }));
    await confirmed(shop, "Your e-mail address has been changed.");
    expect(storedCustomer()).toMatchObject({ email: "erika@example.net" });
    expect(await email.findByText("Your current e-mail address: erika@example.net")).toBeTruthy();
    shop.handle.unmount();
  });

  it("shows the service's 422 of an e-mail change at the password", async () => {
    const { shop, part: email } = await openSettings("E-mail address");
    await shop.user.type(email.getByLabelText(/^New e-mail address/), "erika@example.net");
    await shop.user.type(email.getByLabelText(/^Repeat e-mail address/), "erika@example.net");
    await shop.user.type(email.getByLabelText(/^Password/), "wrong-password");
    await shop.user.click(email.getByRole("button", { name: "Change e-mail address" }));
    expect(await email.findByText("The password is not correct.")).toBeTruthy();
    expect(storedCustomer()).toMatchObject({ email: SEEDED_EMAIL });
    shop.handle.unmount();
  });

  it("an expired token while saving leads to login and back to settings", async () => {
    await seedLogin(service);
    await service.call("/__sandbox/settings", { body: { tokenTtlMs: 1 } });
    // a new login under the short lifetime: it expires at once
    sessionStorage.setItem("foyer:test:jwt", JSON.stringify({ v: 1, value: await loginToken(service) }));
    await service.call("/__sandbox/settings", { body: { tokenTtlMs: 7200000 } });
    const shop = await renderShop({ service, route: "/settings" });
    const profile = await section(shop, "Personal details and billing address");
    await shop.user.click(profile.getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(shop.path()).toBe("/en/login?unauthorized=1&returnTo=%2Fsettings"));
    expect(await shop.screen.findByText(/Please log in to continue/)).toBeTruthy();
    await shop.user.type(shop.screen.getByLabelText(/^E-mail address/), SEEDED_EMAIL);
    await shop.user.type(shop.screen.getByLabelText(/^Password/), SEEDED_PASSWORD);
    await shop.user.click(shop.screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(shop.path()).toBe("/en/settings"));
    expect(await shop.screen.findByRole("region", { name: "Personal details and billing address" })).toBeTruthy();
    shop.handle.unmount();
  });
});
