// The visitor's journeys, written once and run in Chromium, Firefox and WebKit (one test file per
// engine: ./chromium.test.ts, ./firefox.test.ts, ./webkit.test.ts). Every host page is on
// localhost and the widget on 127.0.0.1: each journey is a cross-origin one. WebKit runs with
// Safari's default Tab setting (links skipped).
import { expect, it } from "vitest";
import { createHash } from "node:crypto";
import { adultTickets, SEEDED_EMAIL, SEEDED_PASSWORD, ticketDay } from "../browser/checkout-helpers";
import { addDays } from "date-fns/addDays";
import { toKeyDate } from "../../src/domain/dates";
import { museumDay, TEST_NOW } from "../helpers/clock";
import type { Engine } from "./driver";
import { useEngine } from "./harness";
import type { Locator, Tab } from "./page";
import { until } from "./page";

interface Session {
  token: string;
  customer: unknown;
}

/** A token and customer as after Erika's login (written into the tab's storage by putBasket). */
async function sessionFor(service: string): Promise<Session> {
  const res = await fetch(`${service}/api/en/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ _u: SEEDED_EMAIL, _p: createHash("md5").update(SEEDED_PASSWORD).digest("hex") }),
  });
  const token = ((await res.json()) as { data: string }).data;
  const customer = ((await (await fetch(`${service}/api/en/customer?_=${token}`)).json()) as { data: unknown }).data;
  return { token, customer };
}

/** Writes a basket (and a session) into the tab's session storage for the embed "shop3". */
async function putBasket(t: Tab, lines: unknown[], session?: Session) {
  const put = (key: string, value: unknown) =>
    `sessionStorage.setItem(${JSON.stringify(`foyer:shop3:${key}`)}, ${JSON.stringify(JSON.stringify({ v: 1, value }))})`;
  const writes = [
    put("basket", { lines, requestInvoice: true, cartId: null, externalDocumentNumber: "" }),
    put("cookieAccepted", true),
    ...(session ? [put("jwt", session.token), put("customer", session.customer)] : []),
  ];
  await t.run(`(${writes.join(", ")}, 1)`);
}

/** Opens the demo page's shop at a route with this basket (and session) in its storage. */
async function openWith(t: Tab, route: string, lines: unknown[], session?: Session) {
  await t.goto(`/#/en${route}`);
  await t.waitForShop();
  await putBasket(t, lines, session);
  await t.reload();
  await t.waitForShop();
}

/**
 * Waits for the service's payment types (more than the checkout's own two, card and PayPal, that
 * it offers until they come): a choice made before is lost when the group is drawn again.
 */
const serviceTypes = (payment: Locator) =>
  until(
    "the service's payment types",
    () => payment.role("radio").count(),
    (n) => n > 2,
  );

/** Chooses a payment type, accepts the terms and orders; waits for the provider's page. */
async function order(t: Tab, method: string) {
  const payment = t.shop().role("region", "Payment");
  await serviceTypes(payment);
  await payment.role("radio", method).click();
  await until(`${method} chosen`, () => payment.role("radio", method).checked());
  await payment.role("checkbox", /I accept the terms/).click();
  await until("the terms accepted", () => payment.role("checkbox", /I accept the terms/).checked());
  await payment.role("button", "Order with obligation to pay").click();
  await t.expect("/\\/pay\\/[A-Za-z0-9]{12}/.test(location.pathname)", true);
}

/** The provider's answer (a button on its page); waits for the shop back on the host page. */
async function answer(t: Tab, button: RegExp) {
  await t.doc().role("button", button).click();
  await t.expect(`location.origin`, new URL(t.origin).origin);
  await t.waitForShop();
}

const lines = (t: Tab) => t.shop().testId("basket-line").count();
const hash = (t: Tab) => t.run<string>("location.hash");

/** Presses Tab until the element has the focus (at most `max` times); fails naming where the focus went. */
async function tabTo(t: Tab, target: Locator, max = 40) {
  const path: (string | null)[] = [];
  for (let i = 0; i < max; i++) {
    await t.press("Tab");
    if (await target.isFocused()) return;
    path.push(await t.focused());
  }
  throw new Error(`Tab never reached ${target}; the focus went: ${path.join(" | ")}`);
}

export function journeys(launch: () => Promise<Engine>) {
  const h = useEngine(launch);
  const errorsFree = async (t: Tab) => expect(await t.errors()).toEqual([]);

  it("a timed ticket: from the list, a day and a time, into the basket", async () => {
    const t = h.tab();
    await t.goto("/#/en/tickets");
    const s = t.shop();
    await s.role("link", "Choose tickets for Light and Shadow – Romantic Painting").click();
    await s.role("heading", "Light and Shadow – Romantic Painting", { level: 1 }).waitFor();
    await s.css(`button[data-day="${ticketDay()}"]`).click();
    await s.role("radio", /^13:00/).click();
    await s.role("heading", /at 13:00$/).waitFor();
    await s.role("button", "More: Adult").click();
    await s.role("button", "More: Adult").click();
    await s.role("button", "Add to basket").click();
    await s.text("2 tickets are now in your basket.").waitFor();
    await s.testId("basket-link").expectText(/1 item/);
    await errorsFree(t);
  });

  it("a guided tour with the group's questions answered", async () => {
    const t = h.tab();
    let day = addDays(museumDay(TEST_NOW), 3);
    while (day.getDay() === 0) day = addDays(day, 1);
    await t.goto(`/#/en/guided-tours/103?date=${toKeyDate(day)}`);
    const s = t.shop();
    await until("10:00 chosen", () => s.role("radio", /^10:00/).checked());
    await s.role("spinbutton", "Number of tours (Group tour, 60 minutes)").fill("1");
    await s.role("button", "Add to basket").click();
    await s.text("Please answer the marked questions about your group.").waitFor();
    await s.role("textbox", /Name of the group/).fill("Book club Lindenhof");
    await s.role("textbox", /Number of participants/).fill("14");
    await s.role("combobox", /Age group/).select("adults");
    await s.role("radio", "Architecture").click();
    await s.role("checkbox", "Wheelchair users in the group").click();
    await s.role("button", "Add to basket").click();
    await s.text("The tour is now in your basket.").waitFor();
    const stored = await t.run<{ answers: unknown[] }[]>(
      "JSON.parse(sessionStorage.getItem('foyer:shop3:basket')).value.lines",
    );
    expect(stored[0].answers, JSON.stringify(stored[0].answers)).toEqual([
      { qId: 1, type: "text", value: "Book club Lindenhof" },
      { qId: 2, type: "number", value: "14" },
      { qId: 3, type: "select", value: "adults" },
      { qId: 4, type: "radio", value: "architecture" },
      { qId: 5, type: "checkbox", value: ["wheelchair"] },
    ]);
    await errorsFree(t);
  });

  it("merchandise with shipping: a poster to Hamburg, paid by card", async () => {
    const t = h.tab();
    await openWith(t, "/product/3", [], await sessionFor(h.widget));
    const s = t.shop();
    await s.role("heading", "Poster “Linden in Bloom”", { level: 1 }).waitFor();
    await s.role("button", "Add to basket").click();
    await s.text("1 item was added to your basket.").waitFor();
    await t.goto("/#/en/checkout");
    await s.text("You are ordering as Erika Mustermann (erika.mustermann@example.org).").waitFor();
    await s.testId("basket-totals").expectText(/Shipping.*€4\.95/);
    await order(t, "Credit card");
    await t.doc().text("Pay €16.95").waitFor();
    await answer(t, /^Pay /);
    await s.testId("booking-id").expectText(/^Your booking number: LH\d+$/);
    await errorsFree(t);
  });

  it("a declined payment keeps the basket and says so", async () => {
    const t = h.tab();
    await openWith(t, "/checkout", [adultTickets(1)], await sessionFor(h.widget));
    await order(t, "PayPal");
    await answer(t, /Simulate a declined payment/);
    await t.shop().text("The payment was not completed successfully. Please try again.").waitFor();
    expect(await lines(t)).toBe(1);
    await errorsFree(t);
  });

  it("a cancelled payment: the basket kept on request", async () => {
    const t = h.tab();
    await openWith(t, "/checkout", [adultTickets(1)], await sessionFor(h.widget));
    await order(t, "Credit card");
    await answer(t, /Cancel and return to the shop/);
    await t.shop().role("button", "Keep basket").click();
    await until(
      "back at checkout",
      () => hash(t),
      (x) => x === "#/en/checkout",
    );
    await until(
      "one line",
      () => lines(t),
      (n) => n === 1,
    );
    await errorsFree(t);
  });

  it("button mode: the shop opens in a dialog on its deep link and closes with Escape back to the button", async () => {
    const t = h.tab();
    await t.goto("/buttons.html");
    const button = t.doc().role("button", "Tickets für „Licht und Schatten“");
    await button.click();
    const open = "!!document.querySelector('.buy').shadowRoot?.querySelector('dialog')?.open";
    await t.expect(open, true);
    await t
      .shop(".buy")
      .role("heading", /Licht und Schatten/, { level: 1 })
      .waitFor();
    expect(await t.run("!!document.querySelector('.buy').shadowRoot.activeElement")).toBe(true);
    await t.press("Escape");
    await t.expect(open, false);
    await until("the focus back on the button", () => button.isFocused());
    await errorsFree(t);
  });

  it("two embeds on one page: one owns the address, the same id shares its basket live", async () => {
    const t = h.tab();
    await t.goto("/embeds.html");
    await t.waitForShop("#main-shop");
    await t.waitForShop("#partner-shop");
    await t.shop("#partner-shop").role("heading", undefined, { level: 1 }).waitFor();
    expect(await hash(t)).toBe("#/de");
    await t.doc().role("link", "Licht und Schatten buchen").click();
    await t
      .shop("#main-shop")
      .role("heading", /Licht und Schatten/, { level: 1 })
      .waitFor();
    await t.run("(window.Foyer.open('/product/3', document.getElementById('voucher-button')), 1)");
    const dialog = t.shop("#voucher-button").css("dialog");
    // the button opens on its own route (the vouchers) first: the poster's screen is the signal
    await dialog.role("heading", /Poster/, { level: 1 }).waitFor();
    await dialog.role("button", "In den Warenkorb").click();
    await dialog.text("1 Artikel wurde in den Warenkorb gelegt.").waitFor();
    await t.shop("#main-shop").testId("basket-link").expectText(/1/);
    expect(await t.run("Object.keys(sessionStorage).filter((k) => k.endsWith(':basket'))")).toEqual([
      "foyer:lindenhof:basket",
    ]);
    await errorsFree(t);
  });

  it("the host page's API and events: foyer:ready, foyer:basket-add, Foyer.open and Foyer.close", async () => {
    const t = h.tab();
    const url = h.serve(
      "/events.html",
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Events</title></head><body>
      <div id="shop" data-foyer data-lang="en" data-route="/product/3"></div>
      <div id="later" data-foyer data-mode="button" data-lang="en" data-embed-id="later"></div>
      <script>
        window.events = [];
        for (const type of ["foyer:ready", "foyer:basket-add"])
          document.addEventListener(type, (e) => window.events.push({ type, target: e.target.id, detail: e.detail }));
      </script>
      <script src="/foyer/loader.js"></script></body></html>`,
    );
    await t.goto(url);
    await t.shop("#shop").role("button", "Add to basket").click();
    await t.expect("window.events.length", 2);
    const [ready, add] =
      await t.run<{ type: string; target: string; detail: Record<string, unknown> }[]>("window.events");
    expect(ready).toEqual({
      type: "foyer:ready",
      target: "shop",
      detail: { embedId: "shop3", lang: "en", route: "/en/product/3" },
    });
    expect(add).toMatchObject({
      type: "foyer:basket-add",
      detail: { item: { item_id: "merchandise-3", quantity: 1 }, basketCount: 1, currency: "EUR" },
    });
    await t.run("(window.Foyer.open('/vouchers', document.getElementById('later')), 1)");
    const open = "!!document.getElementById('later').shadowRoot?.querySelector('dialog')?.open";
    await t.expect(open, true);
    await t.shop("#later").role("heading", "Vouchers", { level: 1 }).waitFor();
    await t.run("(window.Foyer.close(), 1)");
    await t.expect(open, false);
    await errorsFree(t);
  });

  it("the keyboard alone: Tab reaches the checkout's ways in, a guest signs up", async () => {
    const t = h.tab();
    await openWith(t, "/checkout", [adultTickets(1)]);
    const s = t.shop();
    const details = s.role("region", "Your details");
    await details.role("button", "Log in").waitFor();
    await t.shop().role("heading", "Your basket", { level: 2 }).waitFor();
    // from the top of the page: Tab through the shop to the three ways in, in order
    await tabTo(t, details.role("button", "Log in"));
    await t.press("Tab");
    await until("the focus on Create an account", () => details.role("button", "Create an account").isFocused());
    await t.press("Tab");
    await until("the focus on Continue as a guest", () => details.role("button", "Continue as a guest").isFocused());
    await t.press("Enter");
    const field = (label: RegExp) => s.label(label);
    // the form is drawn once the service's customer attributes are here
    await field(/^E-mail address/).waitFor();
    await t.settled();
    for (const [label, text] of [
      [/^E-mail address/, "gast@example.org"],
      [/^Repeat e-mail address/, "gast@example.org"],
      [/^First name/, "Gerda"],
      [/^Last name/, "Gast"],
      [/^Street and number/, "Am Markt 5"],
      [/^Postcode/, "14467"],
      [/^City/, "Potsdam"],
    ] as const) {
      await tabTo(t, field(label));
      await t.type(text);
    }
    await tabTo(t, s.role("button", "Continue as a guest"));
    await t.press("Enter");
    await s.text("You are ordering as a guest: Gerda Gast (gast@example.org).").waitFor();
    await errorsFree(t);
  });

  it("a keyboard-only purchase: a type, the terms, the order and the payment", async () => {
    const t = h.tab();
    await openWith(t, "/checkout", [adultTickets(1)], await sessionFor(h.widget));
    const s = t.shop();
    const payment = s.role("region", "Payment");
    await serviceTypes(payment);
    await t.settled();
    // Tab reaches the group at its first type, credit card; Space chooses it (WebKitGTK's arrow keys
    // scroll the page instead of moving in the group)
    const card = payment.role("radio", "Credit card");
    await tabTo(t, card);
    await t.press("Space");
    await until("credit card chosen", () => card.checked());
    await tabTo(t, payment.role("checkbox", /I accept the terms/));
    await t.press("Space");
    await until("the terms accepted", () => payment.role("checkbox", /I accept the terms/).checked());
    await tabTo(t, payment.role("button", "Order with obligation to pay"));
    await t.press("Enter");
    await t.expect("/\\/pay\\//.test(location.pathname)", true);
    // the provider's page: its first button pays
    await t.doc().role("button", /^Pay /).waitFor();
    await t.press("Tab");
    await until("the pay button focused", async () => {
      if (await t.doc().role("button", /^Pay /).isFocused()) return true;
      await t.press("Tab");
      return false;
    });
    await t.press("Enter");
    await t.expect(`location.origin`, new URL(t.origin).origin);
    await s.testId("booking-id").expectText(/^Your booking number: LH\d+$/);
    await errorsFree(t);
  });

  it("another origin: the museum's page loads the snippet, the app and the API from the widget's origin", async () => {
    const t = h.tab();
    await t.goto("/#/en");
    await t.shop().role("heading", undefined, { level: 1 }).waitFor();
    expect(new URL(await t.url()).origin).not.toBe(h.widget);
    const loads = await t.run<string[]>(
      "performance.getEntriesByType('resource').map((e) => e.name).filter((u) => /\\/(foyer|api)\\//.test(u))",
    );
    expect(loads.some((u) => u.startsWith(`${h.widget}/foyer/loader.js`))).toBe(true);
    expect(loads.some((u) => u.startsWith(`${h.widget}/foyer/app/main-`))).toBe(true);
    expect(loads.some((u) => /\/api\/\w+\/shopinfo\/config/.test(u))).toBe(true);
    for (const u of loads) expect(u.startsWith(`${h.widget}/`), u).toBe(true);
    await errorsFree(t);
  });
}
