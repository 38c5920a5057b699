// Shared by the checkout browser tests: a basket and a session written to the demo page's
// session storage (foyer:shop3:…), the seeded lines, the order through the widget, and the
// provider's sandbox page.
import { createHash } from "node:crypto";
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations, describeViolations, shop, waitForShop, type Harness } from "./harness";
import { seedDays } from "../../demo/server/seed/tickets";
import { SEEDED_EMAIL, SEEDED_PASSWORD } from "../../demo/server/seed/accounts";
import { museumDay, TEST_NOW } from "../helpers/clock";

export { SEEDED_EMAIL, SEEDED_PASSWORD };

/** The museum's today now (the sandbox speaks the museum's time). */
const today = () => museumDay(TEST_NOW);

/** The first open day of "Light and Shadow", whose 12:00 slot has 3 places left. */
export const ticketDay = () => seedDays(today()).soldOutSlotDay;

export const adultTickets = (count: number) => ({
  key: "tickets",
  type: "ticket",
  id: 1011,
  eventId: 101,
  eventName: "Light and Shadow – Romantic Painting",
  name: "Adult",
  price: 1400,
  totalPrice: 1400 * count,
  count,
  vat_value: 7,
  datetime: `${ticketDay()} 12:00:00`,
  date: ticketDay(),
  time: "12:00",
  subtickets: [],
});

export const poster = {
  key: "poster",
  type: "merchandise",
  id: 3,
  name: "Poster “Linden in Bloom”",
  price: 1200,
  totalPrice: 1200,
  count: 1,
  vat_value: 19,
};

export const code = (barcode: string, amount: number) => ({
  key: `code-${barcode}`,
  type: "voucherCode",
  id: barcode,
  name: "Gift voucher",
  barcode,
  amount,
  price: -amount,
  totalPrice: -amount,
  count: 1,
});

export async function expectAxeClean(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** A token and customer as after a login (sessionStorage is per tab: written in the page). */
export async function sessionFor(h: Harness) {
  const res = await fetch(`${h.url}/api/en/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ _u: SEEDED_EMAIL, _p: createHash("md5").update(SEEDED_PASSWORD).digest("hex") }),
  });
  const token = ((await res.json()) as { data: string }).data;
  const customer = ((await (await fetch(`${h.url}/api/en/customer?_=${token}`)).json()) as { data: unknown }).data;
  return { token, customer };
}

/** Writes a basket (and a session) into the open page's storage for the embed id. */
export async function putBasket(
  page: Page,
  lines: unknown[],
  session?: { token: string; customer: unknown },
  embedId = "shop3",
) {
  await page.evaluate(
    ([lines, session, embedId]) => {
      const put = (key: string, value: unknown) =>
        sessionStorage.setItem(`foyer:${embedId}:${key}`, JSON.stringify({ v: 1, value }));
      put("basket", { lines, requestInvoice: true, cartId: null, externalDocumentNumber: "" });
      put("cookieAccepted", true);
      if (session) {
        put("jwt", (session as { token: string }).token);
        put("customer", (session as { customer: unknown }).customer);
      }
    },
    [lines, session, embedId] as const,
  );
}

/** Opens the demo page's shop at a route with this basket (and session) in its storage. */
export async function openWith(
  h: Harness,
  page: Page,
  route: string,
  lines: unknown[],
  session?: { token: string; customer: unknown },
) {
  await page.goto(`${h.url}/#/en${route}`);
  await waitForShop(page);
  await putBasket(page, lines, session);
  await page.reload();
  await waitForShop(page);
}

/** Chooses a payment type, accepts the terms and presses the order button. */
export async function order(page: Page, method: string) {
  const payment = shop(page).getByRole("region", { name: "Payment" });
  await payment.getByRole("radio", { name: method }).check();
  await payment.getByRole("checkbox", { name: /I accept the terms/ }).check();
  await payment.getByRole("button", { name: "Order with obligation to pay" }).click();
  await page.waitForURL(/\/pay\/[A-Za-z0-9]{12}/);
}

/** The provider's answer; returns the URL it sends the visitor back to. */
export async function answer(page: Page, button: RegExp): Promise<string> {
  const redirect = page.waitForResponse((r) => r.request().method() === "POST" && /\/pay\//.test(r.url()));
  await page.getByRole("button", { name: button }).click();
  const location = (await (await redirect).headerValue("location")) ?? "";
  await waitForShop(page);
  return location;
}

export const lineCount = (page: Page) => shop(page).getByTestId("basket-line").count();

export const storedBasket = (page: Page) =>
  page.evaluate(() => {
    const raw = sessionStorage.getItem("foyer:shop3:basket");
    return raw ? (JSON.parse(raw).value as { lines: unknown[]; cartId: string | null }) : null;
  });

/** Places left at 12:00 on the ticket day. */
export async function placesAt12(h: Harness): Promise<number | undefined> {
  const r = await fetch(`${h.url}/api/en/ticket/collect/event/101/date/${ticketDay().replace(/-/g, "")}`);
  const body = (await r.json()) as { data: { timeslot: { datetime: string; max_tickets: number }[] } };
  return body.data.timeslot.find((s) => s.datetime.endsWith("12:00:00"))?.max_tickets;
}
