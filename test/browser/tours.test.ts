// Guided tours in Chromium against the built widget on the demo page: booking with group
// answers into the basket, the overbooking message, keyboard date picking, axe on both screens.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { addDays } from "date-fns/addDays";
import { formatDate, toKeyDate } from "../../src/domain/dates";
import { axeViolations, describeViolations, shop, useHarness, waitForShop } from "./harness";
import { museumDay, TEST_NOW } from "../helpers/clock";

const h = useHarness();

/** The first day at least `from` days ahead that is not a Sunday (the group tour's day off). */
function workday(from: number): Date {
  let d = addDays(museumDay(TEST_NOW), from);
  while (d.getDay() === 0) d = addDays(d, 1);
  return d;
}

async function open(page: Page, route: string) {
  await page.goto(`${h.url}/#/en${route}`);
  await waitForShop(page);
}

const count = (page: Page, label: string) =>
  shop(page).getByRole("spinbutton", { name: `Number of ${label}`, exact: true });
const storedBasket = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem("foyer:shop3:basket") ?? '{"value":{"lines":[]}}').value.lines as Record<
        string,
        unknown
      >[],
  );

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe("guided tours", () => {
  it("lists tours with filters, axe-clean", async () => {
    const page = await h.page();
    await open(page, "/guided-tours");
    await shop(page).getByTestId("tour-101").waitFor();
    await shop(page).getByLabel("Tour language").selectOption("");
    await shop(page).getByTestId("tour-105").waitFor();
    expect(
      await shop(page)
        .getByTestId(/^tour-\d+$/)
        .count(),
    ).toBe(6);
    await shop(page).getByLabel("Category").selectOption("3");
    expect(
      await shop(page)
        .getByTestId(/^tour-\d+$/)
        .count(),
    ).toBe(2);
    await shop(page).getByLabel("Category").selectOption("");
    await expectNoViolations(page);
    await shop(page).getByRole("link", { name: "Choose a date: Private group tour" }).click();
    await shop(page).getByRole("heading", { level: 1, name: "Private group tour" }).waitFor();
    expect(await page.evaluate(() => location.hash)).toBe("#/en/guided-tours/103");
    expect(h.errors(page)).toEqual([]);
  });

  it("books a group tour with answers into the basket", async () => {
    const page = await h.page();
    const day = workday(3);
    await open(page, `/guided-tours/103?date=${toKeyDate(day)}`);
    await shop(page)
      .getByRole("heading", { name: `Tour on ${formatDate(day)}` })
      .waitFor();
    await expect
      .poll(() =>
        shop(page)
          .getByRole("radio", { name: /^10:00/ })
          .isChecked(),
      )
      .toBe(true);
    await count(page, "tours (Group tour, 60 minutes)").fill("1");
    await count(page, "tours (Group tour, 60 minutes)").press("Enter");

    await shop(page).getByRole("button", { name: "Add to basket" }).click();
    await shop(page).getByText("Please answer the marked questions about your group.").first().waitFor();
    expect(await shop(page).getByText("Please answer this question.").count()).toBe(3);
    await expectNoViolations(page);

    await shop(page)
      .getByRole("textbox", { name: /Name of the group/ })
      .fill("Book club Lindenhof");
    await shop(page)
      .getByRole("textbox", { name: /Number of participants/ })
      .fill("14");
    await shop(page)
      .getByRole("combobox", { name: /Age group/ })
      .selectOption("adults");
    await shop(page).getByRole("radio", { name: "Architecture" }).check();
    await shop(page).getByRole("checkbox", { name: "Wheelchair users in the group" }).check();
    await shop(page).getByRole("button", { name: "Add to basket" }).click();
    await shop(page).getByText("The tour is now in your basket.").first().waitFor();

    expect(await shop(page).getByTestId("basket-link").textContent()).toContain("1");
    const [line] = await storedBasket(page);
    expect(line).toMatchObject({
      type: "guidedTour",
      tourId: 103,
      datetime: `${toKeyDate(day)} 10:00:00`,
      totalPrice: 9000,
      tours: [{ id: 31, count: 1 }],
      answers: [
        { qId: 1, value: "Book club Lindenhof" },
        { qId: 2, value: "14" },
        { qId: 3, value: "adults" },
        { qId: 4, value: "architecture" },
        { qId: 5, value: ["wheelchair"] },
      ],
    });
    expect(h.errors(page)).toEqual([]);
  });

  it("says so when asking for more places than are left", async () => {
    const page = await h.page();
    const day = addDays(museumDay(TEST_NOW), 3);
    await open(page, `/guided-tours/102?date=${toKeyDate(day)}`);
    await expect
      .poll(() =>
        shop(page)
          .getByRole("radio", { name: /^14:00/ })
          .isChecked(),
      )
      .toBe(true);
    await count(page, "places (Tour fee)").fill("12");
    await count(page, "places (Tour fee)").press("Tab");
    await shop(page).getByText("You are trying to book 12 places, but only 8 are available.").first().waitFor();
    await count(page, "Adult").fill("12");
    await count(page, "Adult").press("Tab");
    await shop(page).getByRole("button", { name: "Add to basket" }).click();
    expect(await storedBasket(page)).toEqual([]);
    await expectNoViolations(page);
    expect(h.errors(page)).toEqual([]);
  });

  it("picks a date and a time with the keyboard", async () => {
    const page = await h.page();
    const day = addDays(museumDay(TEST_NOW), 3);
    const next = addDays(day, 1);
    // the month's calendar answers late (as on a busy machine): the date from the link is shown
    // at once, its neighbours can be picked once the calendar says they have tours
    await h.control("fault", { endpoint: "tour/calendar/*", delay: 1000, times: 3 });
    await open(page, `/guided-tours/101?date=${toKeyDate(day)}`);
    await shop(page)
      .getByRole("heading", { name: `Tour on ${formatDate(day)}` })
      .waitFor();
    await shop(page)
      .locator(`button[data-day="${toKeyDate(next)}"]:not([aria-disabled])`)
      .waitFor();
    await shop(page)
      .locator(`button[data-day="${toKeyDate(day)}"]`)
      .focus();
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(() =>
        shop(page)
          .locator(`button[data-day="${toKeyDate(next)}"]`)
          .evaluate((b) => b === (b.getRootNode() as ShadowRoot).activeElement),
      )
      .toBe(true);
    await page.keyboard.press("Enter");
    await shop(page)
      .getByRole("heading", { name: `Tour on ${formatDate(next)}` })
      .waitFor();
    await expect
      .poll(() =>
        shop(page)
          .getByRole("radio", { name: /^11:00/ })
          .isChecked(),
      )
      .toBe(true);
    await shop(page)
      .getByRole("radio", { name: /^11:00/ })
      .focus();
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(() =>
        shop(page)
          .getByRole("radio", { name: /^15:00/ })
          .isChecked(),
      )
      .toBe(true);
    await expectNoViolations(page);
  });
});
