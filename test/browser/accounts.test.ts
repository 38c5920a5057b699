// Accounts in real Chromium against the demo museum page: register, log out, log in, change the
// password, recover a forgotten password through the sandbox mailbox, a 401 on the way, the
// keyboard, and axe on every account screen.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations, describeViolations, shop, useHarness, waitForShop } from "./harness";
import { SEEDED_EMAIL, SEEDED_PASSWORD } from "../../demo/server/seed/accounts";

const h = useHarness();

const hash = (page: Page) => page.evaluate(() => location.hash);
const field = (page: Page, label: RegExp) => shop(page).getByLabel(label);

async function open(page: Page, route: string) {
  await page.goto(`${h.url}/#/en${route}`);
  await waitForShop(page);
}

async function logIn(page: Page, email = SEEDED_EMAIL, password = SEEDED_PASSWORD) {
  await field(page, /^E-mail address/).fill(email);
  await field(page, /^Password/).fill(password);
  await shop(page).getByRole("button", { name: "Log in", exact: true }).click();
}

async function expectAxeClean(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function register(page: Page) {
  await open(page, "/register");
  await field(page, /^E-mail address/).fill("max@example.org");
  await field(page, /^Repeat e-mail address/).fill("max@example.org");
  await field(page, /^Password/).fill("Secret-123");
  await field(page, /^Repeat password/).fill("Secret-123");
  await field(page, /^First name/).fill("Max");
  await field(page, /^Last name/).fill("Muster");
  await field(page, /^Street and number/).fill("Hauptstraße 1");
  await field(page, /^Postcode/).fill("10115");
  await field(page, /^City/).fill("Berlin");
  await field(page, /^Country/).selectOption("DE");
  await shop(page).getByRole("button", { name: "Create account" }).click();
}

describe("accounts in the browser", () => {
  it("registers, logs out and logs in again", async () => {
    const page = await h.page();
    await register(page);
    await shop(page).getByText("Welcome, Max! Your account has been created and you are logged in.").first().waitFor();
    expect(await hash(page)).toBe("#/en/register/success");
    await expectAxeClean(page);

    // the user menu, titled with the name: log out
    await shop(page).getByText("Max Muster").click();
    await shop(page).getByRole("link", { name: "Log out" }).click();
    await shop(page).getByRole("link", { name: "Log in" }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("foyer:shop3:jwt"))).toBeNull();

    await shop(page).getByRole("link", { name: "Log in" }).click();
    await shop(page).getByRole("heading", { name: "Log in" }).waitFor();
    await logIn(page, "max@example.org", "Secret-123");
    await shop(page).getByText("Max Muster").first().waitFor();
    // the password never reaches session storage
    const stored = await page.evaluate(() => Object.values(sessionStorage).join("\n"));
    expect(stored).not.toContain("Secret-123");
    expect(h.errors(page)).toEqual([]);
  });

  it("changes the password in the settings; the new one logs in", async () => {
    const page = await h.page();
    await open(page, "/login?returnTo=%2Fsettings");
    await expectAxeClean(page);
    await logIn(page);
    await shop(page).getByRole("heading", { name: "Settings" }).waitFor();
    expect(await hash(page)).toBe("#/en/settings");
    await shop(page)
      .getByRole("region", { name: "Personal details and billing address" })
      .getByLabel(/^First name/)
      .waitFor();
    await expectAxeClean(page);

    const password = shop(page).getByRole("region", { name: "Password" });
    await password.getByLabel(/^Current password/).fill(SEEDED_PASSWORD);
    await password.getByLabel(/^New password/).fill("Neues-Passwort-1");
    await password.getByLabel(/^Repeat password/).fill("Neues-Passwort-1");
    await password.getByRole("button", { name: "Change password" }).click();
    await shop(page).getByText("Your password has been changed.").first().waitFor();

    await page.evaluate(() => (location.hash = "#/logout?returnTo=%2Fen%2Flogin"));
    await shop(page).getByRole("heading", { name: "Log in" }).waitFor();
    await logIn(page);
    await shop(page).getByText("Login failed.").first().waitFor();
    await field(page, /^Password/).fill("Neues-Passwort-1");
    await shop(page).getByRole("button", { name: "Log in", exact: true }).click();
    await shop(page).getByText("Erika Mustermann").first().waitFor();
    expect(h.errors(page)).toEqual([]);
  });

  it("resets a forgotten password through the sandbox mailbox", async () => {
    const page = await h.page();
    await open(page, "/forgot-password");
    await expectAxeClean(page);
    await field(page, /^E-mail address/).fill("erika@example");
    await shop(page).getByRole("button", { name: "Send link" }).click();
    await shop(page).getByText("This e-mail address is not valid.").first().waitFor();
    await field(page, /^E-mail address/).fill(SEEDED_EMAIL);
    await shop(page).getByRole("button", { name: "Send link" }).click();
    await shop(page).getByText("We have sent you an e-mail with a link to set a new password.").first().waitFor();
    await expectAxeClean(page);

    // the mail, as the visitor would open it
    await page.goto(`${h.url}/__sandbox/mail`);
    const link = page.getByRole("link", { name: /#\/en\/recover\// });
    expect(await link.getAttribute("href")).toMatch(new RegExp(`^${h.url}/#/en/recover/[A-Za-z0-9]{32}$`));
    await link.click();
    await waitForShop(page);
    await shop(page).getByRole("heading", { name: "New password" }).waitFor();
    await expectAxeClean(page);

    await field(page, /^New password/).fill("Frisch-2025");
    await shop(page).getByRole("button", { name: "Save new password" }).click();
    await shop(page).getByText("You must fill all fields.").first().waitFor();
    await field(page, /^Repeat password/).fill("Frisch-2025");
    await shop(page).getByRole("button", { name: "Save new password" }).click();
    await shop(page).getByText("Your new password is set and you are logged in.").first().waitFor();
    // the token left the address bar: the route was replaced
    expect(await hash(page)).toBe("#/en/recover-success");
    await shop(page).getByText("Erika Mustermann").first().waitFor();
    await expectAxeClean(page);
    expect(h.errors(page)).toEqual([]);
  });

  it("after an expired token: login with the unauthorized flag, then back where the visitor was", async () => {
    const page = await h.page();
    await open(page, "/login?returnTo=%2Fsettings");
    await logIn(page);
    const profile = shop(page).getByRole("region", { name: "Personal details and billing address" });
    await profile.getByLabel(/^First name/).waitFor();
    // two hours and a minute later the token has expired
    await h.control("clock", { now: new Date(h.now().getTime() + 2 * 3600_000 + 10 * 60_000).toISOString() });
    await profile.getByRole("button", { name: "Save details" }).click();
    await shop(page)
      .getByText(/Please log in to continue/)
      .waitFor();
    expect(await hash(page)).toBe("#/en/login?unauthorized=1&returnTo=%2Fsettings");
    await expectAxeClean(page);
    await logIn(page);
    await shop(page).getByRole("region", { name: "Personal details and billing address" }).waitFor();
    expect(await hash(page)).toBe("#/en/settings");
  });

  it("logs in with the keyboard alone", async () => {
    const page = await h.page();
    await open(page, "/login");
    await shop(page).getByRole("heading", { name: "Log in" }).waitFor();
    await field(page, /^E-mail address/).focus();
    await page.keyboard.type(SEEDED_EMAIL);
    await page.keyboard.press("Tab");
    await page.keyboard.type(SEEDED_PASSWORD);
    await page.keyboard.press("Enter");
    await shop(page).getByText("Erika Mustermann").first().waitFor();
  });

  it("has no serious or critical axe violation on the other account screens", async () => {
    const page = await h.page();
    await open(page, "/register");
    await field(page, /^First name/).waitFor();
    await shop(page).getByRole("button", { name: "Create account" }).click();
    await shop(page).getByText("Please fill in all required fields.").first().waitFor();
    await expectAxeClean(page);

    await open(page, "/register-guest");
    await field(page, /^First name/).waitFor();
    await expectAxeClean(page);

    await open(page, "/password-reset-success");
    await shop(page).getByRole("heading", { name: "E-mail sent" }).waitFor();
    await expectAxeClean(page);

    await open(page, "/settings");
    await shop(page)
      .getByText(/This page requires login/)
      .waitFor();
    await expectAxeClean(page);

    // and in German, the demo page's language
    await page.goto(`${h.url}/#/de/login`);
    await shop(page).getByRole("link", { name: "Passwort vergessen?" }).waitFor();
    await expectAxeClean(page);
  });
});
