// The shop inside an iframe of the museum's page (issue 12 item 4): a sandbox without
// allow-forms is said at once instead of forms that silently do nothing; the payment page opens
// in the top window where the frame allows it, and a frame that allows no way out says so.
import { describe, expect, it } from "vitest";
import type { Frame, Page } from "playwright-core";
import { useHarness } from "./harness";
import { adultTickets } from "./checkout-helpers";

const h = useHarness();

/** A museum page with the shop page in an iframe of the given sandbox; returns the frame. */
async function framed(page: Page, sandbox: string): Promise<Frame> {
  const inner = await h.serve(
    page,
    "/t/inner.html",
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shop</title></head><body>
    <div data-foyer data-lang="en" data-shop="3"></div><script async src="/foyer/loader.js"></script></body></html>`,
  );
  const outer = await h.serve(
    page,
    "/t/outer.html",
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title></head><body>
    <h1>Museum</h1><iframe title="Shop" sandbox="${sandbox}" src="${inner}" style="width:900px;height:900px"></iframe></body></html>`,
  );
  await page.goto(outer);
  const frame = page.frames().find((f) => f.url() === inner)!;
  await frame.locator("[data-foyer] [data-foyer-main]").waitFor({ state: "attached" });
  return frame;
}

/** Puts tickets into the framed shop's basket and presses the order button with express PayPal. */
async function orderIn(frame: Frame) {
  await frame.evaluate(
    (lines) => {
      const put = (key: string, value: unknown) =>
        sessionStorage.setItem(`foyer:shop3:${key}`, JSON.stringify({ v: 1, value }));
      put("basket", { lines, requestInvoice: true, cartId: null, externalDocumentNumber: "" });
      put("cookieAccepted", true);
    },
    [adultTickets(1)],
  );
  // the shop reads its storage when it mounts: the frame's page again, then on to the basket
  await Promise.all([frame.waitForNavigation(), frame.evaluate(() => void setTimeout(() => location.reload()))]);
  await frame.locator("[data-foyer] [data-foyer-main]").waitFor({ state: "attached" });
  await frame.evaluate(() => (location.hash = "#/en/checkout"));
  const payment = frame.locator("[data-foyer]").getByRole("region", { name: "Payment" });
  await payment.getByRole("radio", { name: "PayPal" }).check();
  await payment.getByRole("checkbox", { name: /I accept the terms/ }).check();
  await payment.getByRole("button", { name: "Order with obligation to pay" }).click();
}

describe("the shop in an iframe", () => {
  it("a sandbox without allow-forms says so in the shop, instead of forms that do nothing", async () => {
    const page = await h.page();
    const frame = await framed(page, "allow-scripts allow-same-origin");
    await frame
      .locator("[data-foyer]")
      .getByText(/does not allow forms/)
      .waitFor();
  });

  it("in a sandbox with an opaque origin (no allow-same-origin) the shop loads all the same", async () => {
    const page = await h.page();
    const frame = await framed(page, "allow-scripts allow-forms");
    await frame.locator("[data-foyer]").getByRole("heading", { level: 1 }).waitFor();
    expect(await frame.evaluate(() => origin)).toBe("null");
  });

  it("with allow-forms, the shop's forms work (no such message)", async () => {
    const page = await h.page();
    const frame = await framed(page, "allow-scripts allow-same-origin allow-forms");
    await frame.locator("[data-foyer]").getByRole("heading", { level: 1 }).waitFor();
    expect(
      await frame
        .locator("[data-foyer]")
        .getByText(/does not allow forms/)
        .count(),
    ).toBe(0);
  });

  it("the payment page opens in the top window, where the frame allows it", async () => {
    const page = await h.page();
    const frame = await framed(
      page,
      "allow-scripts allow-same-origin allow-forms allow-top-navigation-by-user-activation",
    );
    await orderIn(frame);
    await page.waitForURL(/\/pay\/[A-Za-z0-9]{12}/);
  });

  it("a frame that allows neither the top window nor a new one says so beside the order button", async () => {
    const page = await h.page();
    const frame = await framed(page, "allow-scripts allow-same-origin allow-forms");
    await orderIn(frame);
    const payment = frame.locator("[data-foyer]").getByRole("region", { name: "Payment" });
    await payment.getByText(/may not open the payment page/).waitFor();
    expect(page.url()).toMatch(/\/t\/outer\.html$/);
    expect(await payment.getByRole("button", { name: "Order with obligation to pay" }).isEnabled()).toBe(true);
  });
});
