// Event tickets in Chromium on the demo museum page: list, calendar by keyboard, times, tickets
// with subtickets into the basket, the basket after a reload, and axe on both screens.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations, describeViolations, shop, useHarness, waitForShop } from "./harness";
import { seedDays } from "../../demo/server/seed/tickets";
import { museumDay, TEST_NOW } from "../helpers/clock";

const h = useHarness();

/** The museum's today now (the sandbox speaks the museum's time). */
const today = () => museumDay(TEST_NOW);
const DAYS = seedDays(today());
const daysBetween = (from: string, to: string) =>
  Math.round((new Date(`${to}T12:00`).getTime() - new Date(`${from}T12:00`).getTime()) / 86_400_000);

const storedLines = (page: Page) =>
  page.evaluate(
    () => JSON.parse(sessionStorage.getItem("foyer:shop3:basket") ?? "null")?.value?.lines ?? [],
  ) as Promise<{ id: number; count: number; datetime: string; subtickets: { id: number; count: number }[] }[]>;

/** Opens "Light and Shadow" from the list and picks a day with the keyboard. */
async function pickDayByKeyboard(page: Page, target: string, available = "available") {
  const s = shop(page);
  await s.locator(`button[data-day="${target}"][aria-label$=", ${available}"]`).waitFor();
  const start = s.locator("button[data-day][tabindex='0']");
  await start.focus();
  const from = (await start.getAttribute("data-day"))!;
  const steps = daysBetween(from, target);
  for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? "ArrowRight" : "ArrowLeft");
  expect(
    await s
      .locator(`button[data-day="${target}"]`)
      .evaluate((b) => b === (b.getRootNode() as ShadowRoot).activeElement),
  ).toBe(true);
  await page.keyboard.press("Enter");
}

describe("event tickets", () => {
  it("books timed tickets with subtickets into the basket, which survives a reload", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/#/en/tickets`);
    await waitForShop(page);
    const s = shop(page);
    await s.getByRole("link", { name: "Choose tickets for Light and Shadow – Romantic Painting" }).click();
    await s.getByRole("heading", { level: 1, name: "Light and Shadow – Romantic Painting" }).waitFor();

    await pickDayByKeyboard(page, DAYS.soldOutSlotDay);
    await s.getByRole("radio", { name: /^10:00/ }).waitFor();
    // the sold-out time is there but cannot be chosen
    const soldOut = s.getByRole("radio", { name: /^11:00/ });
    expect(await soldOut.isDisabled()).toBe(true);
    await soldOut.click({ force: true });
    expect(await soldOut.isChecked()).toBe(false);
    await s.getByRole("radio", { name: /^13:00/ }).check();
    await s.getByRole("heading", { name: /at 13:00$/ }).waitFor();

    // two adults and a family ticket (two adults, a child and the booklet)
    await s.getByRole("button", { name: "More: Adult" }).click();
    await s.getByRole("button", { name: "More: Adult" }).click();
    await s.getByRole("checkbox", { name: "Family ticket" }).check();
    await s.getByRole("button", { name: "More: Adults (Family ticket)" }).click();
    await s.getByRole("button", { name: "Add to basket" }).click();
    await s.getByText("3 tickets are now in your basket.").first().waitFor();
    // and a second family ticket: one adult, two children
    await s.getByRole("checkbox", { name: "Family ticket" }).check();
    await s.getByRole("button", { name: "More: Children (Family ticket)" }).click();
    await s.getByRole("button", { name: "Add to basket" }).click();
    await s.getByText("1 ticket is now in your basket.").first().waitFor();
    expect(await s.getByTestId("basket-link").textContent()).toContain("3");

    await page.reload();
    await waitForShop(page);
    await s.getByRole("heading", { level: 1, name: "Light and Shadow – Romantic Painting" }).waitFor();
    expect(await s.getByTestId("basket-link").textContent()).toContain("3");
    const datetime = `${DAYS.soldOutSlotDay} 13:00:00`;
    expect(
      (await storedLines(page)).map(({ id, count, datetime: d, subtickets }) => ({
        id,
        count,
        datetime: d,
        subtickets: subtickets.map((x) => [x.id, x.count]),
      })),
    ).toEqual([
      { id: 1011, count: 2, datetime, subtickets: [] },
      {
        id: 1014,
        count: 1,
        datetime,
        subtickets: [
          [10141, 2],
          [10142, 1],
          [10143, 1],
        ],
      },
      {
        id: 1014,
        count: 1,
        datetime,
        subtickets: [
          [10141, 1],
          [10142, 2],
          [10143, 1],
        ],
      },
    ]);
    expect(h.errors(page)).toEqual([]);
  });

  it("cannot book more than a time has left", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/#/en/tickets/101`);
    await waitForShop(page);
    const s = shop(page);
    await pickDayByKeyboard(page, DAYS.soldOutSlotDay);
    await s.getByRole("radio", { name: /^12:00/ }).check();
    await s.getByRole("spinbutton", { name: "Number of Adult" }).fill("2");
    await s.getByRole("spinbutton", { name: "Number of Adult" }).press("Enter");
    await s.getByRole("spinbutton", { name: "Number of Reduced" }).fill("2");
    await s.getByRole("spinbutton", { name: "Number of Reduced" }).press("Enter");
    await s.getByText("You are trying to book 4 tickets, but only 3 are available.").first().waitFor();
    await s.getByRole("button", { name: "Add to basket" }).click();
    expect(await storedLines(page)).toEqual([]);
  });

  it("says at the field how many are left when more are typed, and keeps what was typed (issue 33)", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/#/en/tickets/101`);
    await waitForShop(page);
    const s = shop(page);
    await pickDayByKeyboard(page, DAYS.soldOutSlotDay);
    await s.getByRole("radio", { name: /^12:00/ }).check();
    const adult = s.getByRole("spinbutton", { name: "Number of Adult" });
    await adult.fill("9");
    await adult.press("Tab");
    // at the field (its description), and said to screen readers
    await expect.poll(() => adult.getAttribute("aria-describedby")).not.toBeNull();
    const message = s.locator(`[id="${await adult.getAttribute("aria-describedby")}"]`);
    expect(await message.textContent()).toBe("Only 3 are left.");
    expect(await adult.inputValue()).toBe("9");
    expect(await adult.getAttribute("aria-invalid")).toBe("true");
    await s.getByRole("button", { name: "Add to basket" }).click();
    await expect.poll(() => adult.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    expect(await storedLines(page)).toEqual([]);
    // the arrow keys of a spinbutton step from the count it has
    await adult.fill("1");
    await adult.press("Enter");
    await adult.press("ArrowUp");
    expect(await adult.inputValue()).toBe("2");
    expect(await adult.getAttribute("aria-invalid")).toBeNull();
    expect(await message.count()).toBe(0);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it("has no serious or critical axe violation on the list and on an event", async () => {
    const page = await h.page();
    await page.goto(`${h.url}/#/de/tickets`);
    await waitForShop(page);
    const s = shop(page);
    await s.getByRole("heading", { level: 1, name: "Ausstellungen und Veranstaltungen" }).waitFor();
    let violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await s.getByRole("link", { name: "Tickets wählen: Licht und Schatten – Malerei der Romantik" }).click();
    await pickDayByKeyboard(page, DAYS.soldOutSlotDay, "verfügbar");
    await s.getByRole("checkbox", { name: "Familienticket" }).check();
    await s.getByRole("button", { name: "In den Warenkorb" }).click();
    await s
      .getByText(/jetzt in Ihrem Warenkorb/)
      .first()
      .waitFor();
    await s.getByRole("checkbox", { name: "Familienticket" }).check();
    violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.evaluate(() => (location.hash = "#/de/tickets/103"));
    await s.getByRole("heading", { level: 1, name: "Lichterfest im Lindenpark" }).waitFor();
    violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(h.errors(page)).toEqual([]);
  });
});
