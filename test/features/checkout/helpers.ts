// Shared by the checkout component tests: baskets and sessions written to session storage the
// way the embed stores them, lines of every kind, the requests the widget sent, and the
// provider's sandbox answered as a visitor would (pay, decline or cancel).
import { expect, vi } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { request } from "node:http";
import type { BasketLine } from "../../../src/domain/basket";
import { seedDays } from "../../../demo/server/seed/tickets";
import type { TestService } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import { museumDay, TEST_NOW } from "../../helpers/clock";

export { seedLogin } from "../account/session";

const put = (key: string, value: unknown) =>
  sessionStorage.setItem(`foyer:test:${key}`, JSON.stringify({ v: 1, value }));

export function seedBasket(lines: BasketLine[], cartId: string | null = null) {
  put("basket", { lines, requestInvoice: true, cartId, externalDocumentNumber: "" });
}

type StoredBasket = { lines: BasketLine[]; cartId: string | null; basketId?: string | null };

export function storedBasket(): StoredBasket | null {
  const raw = sessionStorage.getItem("foyer:test:basket");
  return raw ? JSON.parse(raw).value : null;
}

/** Writes a stored basket as it is: another tab's copy of it, or this tab's again. */
export const putBasket = (basket: StoredBasket) => put("basket", basket);

/** The museum's today at the instant every test starts at (useSandbox pins the sandbox there). */
const today = () => museumDay(TEST_NOW);

export const poster = (count = 1): BasketLine =>
  ({
    key: "poster",
    type: "merchandise",
    id: 3,
    name: "Poster “Linden in Bloom”",
    price: 1200,
    totalPrice: 1200 * count,
    count,
    vat_value: 19,
  }) as BasketLine;

/** Adult tickets for "Light and Shadow" at 12:00 on the first open day, where 3 places are left. */
export function adultTickets(count = 2): BasketLine {
  const days = seedDays(today());
  return {
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
    datetime: `${days.soldOutSlotDay} 12:00:00`,
    date: days.soldOutSlotDay,
    time: "12:00",
    subtickets: [],
  } as BasketLine;
}

export const soldOutPoster = (): BasketLine =>
  ({
    key: "night",
    type: "merchandise",
    id: 4,
    name: "Poster “Night Garden”",
    price: 1500,
    totalPrice: 1500,
    count: 1,
    vat_value: 19,
  }) as BasketLine;

export const voucherCode = (barcode: string, amount: number): BasketLine =>
  ({
    key: `code-${barcode}`,
    type: "voucherCode",
    id: barcode,
    name: "Gift voucher",
    barcode,
    amount,
    price: -amount,
    totalPrice: -amount,
    count: 1,
  }) as BasketLine;

export interface SentRequest {
  url: URL;
  method: string;
  body: Record<string, unknown> | null;
}

/** Records the widget's requests (they still go to the sandbox). */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.clone().text();
    sent.push({ url: new URL(request.url), method: request.method, body: text ? JSON.parse(text) : null });
    return original(request);
  });
  return sent;
}

export const calls = (sent: SentRequest[], endpoint: string) =>
  sent.filter((r) => r.url.pathname.endsWith(`/${endpoint}`));

/** Keeps the page where it is and records where the widget sends the visitor. */
export function catchRedirects(): string[] {
  const targets: string[] = [];
  vi.spyOn(window.location, "assign").mockImplementation((url: string | URL) => void targets.push(String(url)));
  return targets;
}

/**
 * The provider's answer (pay, decline, cancel) to a payment, as the visitor's browser posts it
 * (plain Node HTTP: the provider's page is another origin); returns where it sends the visitor.
 */
export function answerProvider(
  service: TestService,
  providerUrl: string,
  action: "pay" | "decline" | "cancel",
): Promise<string> {
  const us = new URL(providerUrl).pathname.split("/").pop();
  const body = new URLSearchParams({ action }).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      `${service.url}/pay/${us}`,
      { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } },
      (res) => {
        res.resume();
        resolve(String(res.headers.location));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The host page's address, as after the provider's redirect (no navigation in happy-dom). */
export function arriveAt(url: string) {
  const target = new URL(url);
  history.replaceState(null, "", target.pathname + target.search + target.hash);
}

export const HOME = "http://localhost:3000/";
export const resetAddress = () => history.replaceState(null, "", "/");

/**
 * Orders the basket by credit card through the widget (the first payment type that the button
 * names "Order …" or "Continue to payment"); returns the provider's page.
 */
export async function orderByCard(
  service: TestService,
  /** The basket's lines, or null for the basket stored already. */
  lines: BasketLine[] | null,
  config?: Record<string, unknown>,
): Promise<string> {
  if (lines) seedBasket(lines);
  const redirects = catchRedirects();
  const shop = await renderShop({ service, route: "/checkout", config });
  const pay = within(await shop.screen.findByRole("region", { name: "Payment" }));
  await shop.user.click(await pay.findByRole("radio", { name: "Credit card" }));
  // (a payment started before keeps its accepted terms: a click would take them back)
  const terms = pay.getByRole<HTMLInputElement>("checkbox", { name: /I accept/ });
  if (!terms.checked) await shop.user.click(terms);
  await shop.user.click(pay.getByRole("button", { name: /^(Order with obligation to pay|Continue to payment)$/ }));
  await waitFor(() => expect(redirects).toHaveLength(1));
  shop.handle.unmount();
  return redirects[0];
}
