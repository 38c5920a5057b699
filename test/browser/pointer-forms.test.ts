// A click that lands where it was aimed, on every form: the visitor leaves a field by pressing a
// button, the field's blur changes the form (a warning goes or comes, a count is committed), and
// the button must stay under the pointer until it is released (docs/decisions.md, "A click
// where it was aimed"). Each row fills a form so that leaving its last field changes the
// layout above the button, then presses and releases the mouse as a visitor does.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { addDays } from "date-fns/addDays";
import { toKeyDate } from "../../src/domain/dates";
import { settled, shop, useHarness, waitForShop } from "./harness";
import { museumDay, TEST_NOW } from "../helpers/clock";

const h = useHarness();

/**
 * Moves onto `target`, presses, waits until the page has settled (what the blur changed is
 * painted), and releases: the target's vertical shift between the press and the release.
 */
async function visitorClick(page: Page, target: Locator): Promise<number> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
  await page.mouse.down();
  await settled(page);
  const after = (await target.boundingBox())!;
  await page.mouse.up();
  return Math.round(after.y - box.y) || 0;
}

const storedLines = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem("foyer:shop3:basket") ?? '{"value":{"lines":[]}}').value.lines as unknown[])
        .length,
  );

interface Row {
  name: string;
  /** Opens the form and fills it so that leaving the focused field changes the layout. */
  fill(page: Page): Promise<void>;
  /** The button the visitor clicks. */
  button(page: Page): Locator;
  /** Waits for the click's answer on screen (the positive signal that it landed). */
  landed(page: Page): Promise<void>;
}

const open = async (page: Page, hash: string) => {
  await page.goto(`${h.url}/${hash}`);
  await waitForShop(page);
};

const ROWS: Row[] = [
  {
    // the issue's case: a stale "fewer tickets than places" warning goes when the adults' count
    // is committed on blur, and the button moved up 88 px between press and release
    name: "tour: places and adults (de)",
    async fill(page) {
      await open(page, `#/de/guided-tours/101?date=${toKeyDate(addDays(museumDay(TEST_NOW), 1))}`);
      await expect
        .poll(() =>
          shop(page)
            .getByRole("radio", { name: /^11:00/ })
            .isChecked(),
        )
        .toBe(true);
      await shop(page).getByRole("spinbutton", { name: "Anzahl Plätze (Führungsentgelt)" }).fill("2");
      await shop(page).getByRole("spinbutton", { name: "Anzahl Erwachsene" }).fill("2");
      await shop(page)
        .getByText(/weniger Eintrittskarten/)
        .first()
        .waitFor();
    },
    button: (page) => shop(page).getByRole("button", { name: "In den Warenkorb" }),
    landed: async (page) => {
      await shop(page).getByText("Die Führung liegt jetzt in Ihrem Warenkorb.").first().waitFor();
      expect(await storedLines(page)).toBe(1);
    },
  },
  {
    // a count committed by the blur takes "Please choose at least one ticket" away above the button
    name: "tickets: a count after the nothing-chosen message",
    async fill(page) {
      await open(page, "#/en/tickets/103");
      await shop(page).getByRole("button", { name: "Add to basket" }).click();
      await shop(page).getByText("Please choose at least one ticket.").first().waitFor();
      await shop(page).getByRole("spinbutton").first().fill("2");
    },
    button: (page) => shop(page).getByRole("button", { name: "Add to basket" }),
    landed: async (page) => {
      await shop(page).getByText("2 tickets are now in your basket.").first().waitFor();
      expect(await storedLines(page)).toBe(1);
    },
  },
  {
    // the blur's repetition check adds "do not match" under the repeated e-mail address
    name: "registration: the repeated e-mail address",
    async fill(page) {
      await open(page, "#/en/register");
      await field(page, /^E-mail address/).fill("max@example.org");
      await field(page, /^Repeat e-mail address/).fill("max@example.com");
    },
    button: (page) => shop(page).getByRole("button", { name: "Create account" }),
    landed: (page) => shop(page).getByText("Please fill in all required fields.").first().waitFor(),
  },
  {
    name: "guest form: the repeated e-mail address",
    async fill(page) {
      await open(page, "#/en/register-guest");
      await field(page, /^E-mail address/).fill("max@example.org");
      await field(page, /^Repeat e-mail address/).fill("max@example.com");
    },
    button: (page) => shop(page).getByRole("button", { name: /^Continue/ }),
    landed: (page) => shop(page).getByText("Please fill in all required fields.").first().waitFor(),
  },
  {
    // the amount's range is said when the field is left: the message pushes the button down
    name: "variable voucher: an amount too small",
    async fill(page) {
      await open(page, "#/en/vouchers/4");
      await shop(page).locator("input[inputmode=decimal]").fill("0.5");
    },
    button: (page) => shop(page).locator("form button[type=submit]"),
    landed: async (page) => {
      const amount = shop(page).locator("input[inputmode=decimal]");
      await expect
        .poll(() => amount.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el))
        .toBe(true);
      expect(await amount.getAttribute("aria-invalid")).toBe("true");
    },
  },
  {
    // two passes for two people each: the committed quantity adds two more holders' rows
    name: "annual pass: the quantity adds holders",
    async fill(page) {
      await open(page, "#/en/passes/102");
      await shop(page).getByRole("spinbutton").first().fill("2");
    },
    button: (page) => shop(page).getByRole("button", { name: "Add to basket" }),
    landed: (page) => shop(page).getByText("Please correct the errors in the form.").first().waitFor(),
  },
];

const field = (page: Page, name: RegExp) => shop(page).getByRole("textbox", { name });

describe("a click where it was aimed", () => {
  it.each(ROWS)("$name: the button stays under the pointer and the click lands", async (row) => {
    const page = await h.page({ viewport: { width: 1024, height: 700 } });
    await row.fill(page);
    const moved = await visitorClick(page, row.button(page));
    expect(moved).toBe(0);
    await row.landed(page);
    expect(h.errors(page)).toEqual([]);
  });
});
