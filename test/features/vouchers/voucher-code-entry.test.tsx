import { describe, expect, it } from "vitest";
import { fireEvent, waitFor, within } from "@testing-library/dom";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop, type RenderedShop } from "../../helpers/render-shop";
import { storedLines } from "../merchandise/stored-basket";
import { museumDay } from "../../helpers/clock";

const service = useSandbox();

async function check(shop: RenderedShop, code: string) {
  const input = await shop.screen.findByRole("textbox", { name: "Voucher code" });
  // user-event cannot clear inside happy-dom's shadow root
  if ((input as HTMLInputElement).value) fireEvent.input(input, { target: { value: "" } });
  await shop.user.type(input, code);
  await shop.user.click(shop.screen.getByRole("button", { name: "Check code" }));
}

const result = (shop: RenderedShop) => shop.screen.getByTestId("voucher-code-result");

/** A day relative to the pinned today as YYYY-MM-DD (the sandbox seeds from the same clock). */
function day(offset: number) {
  const d = museumDay(service.pinned);
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

describe("voucher code entry", () => {
  it.each([
    ["GIFT-FUTURE-25", "This code is not valid yet."],
    ["GIFT-EXPIRED-25", "This code has expired."],
    ["GIFT-USED-25", "This code has been used up."],
    ["NO-SUCH-CODE", "We do not know this code. Please check your entry."],
  ])("shows %s as invalid: %s", async (code, message) => {
    const shop = await renderShop({ service, route: "/vouchers" });
    await check(shop, code);
    const alert = await within(result(shop)).findByRole("alert");
    expect(alert.textContent).toBe(message);
    // the refused code's field is marked invalid, points at the message and takes focus (issue 17)
    const input = shop.screen.getByRole("textbox", { name: "Voucher code" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(result(shop).id);
    await waitFor(() => expect(shop.shadow.activeElement).toBe(input));
    expect(within(result(shop)).queryByRole("button")).toBeNull();
    expect(storedLines()).toEqual([]);
    shop.handle.unmount();
  });

  it("shows VOUCHER_UNKNOWN_ERROR for any other failure, keeping what was typed", async () => {
    await service.fault({ endpoint: "voucher", status: 500, times: 3 });
    const shop = await renderShop({ service, route: "/vouchers" });
    await check(shop, "GIFT-VALID-50");
    // a GET is tried three times (with back-off) before it fails
    expect((await within(result(shop)).findByRole("alert")).textContent).toBe(
      "The code could not be checked. Please try again later.",
    );
    expect((shop.screen.getByRole("textbox", { name: "Voucher code" }) as HTMLInputElement).value).toBe(
      "GIFT-VALID-50",
    );
    // a 500 also shows the shell's server message with the support address (spec 000 section 8)
    const banner = await shop.screen.findByTestId("global-message");
    await waitFor(() => expect(banner.textContent).toContain("shop@museum-lindenhof.example"));
    shop.handle.unmount();
  });

  it("names a 422's code it has no text for in a clear generic message", async () => {
    // the sandbox's injected fault answers with the code SANDBOX_INJECTED_FAULT
    await service.fault({ endpoint: "voucher", status: 422 });
    const shop = await renderShop({ service, route: "/vouchers" });
    await check(shop, "GIFT-VALID-50");
    expect((await within(result(shop)).findByRole("alert")).textContent).toBe(
      "This code cannot be redeemed (reason: SANDBOX_INJECTED_FAULT). Please contact us if you need help.",
    );
    shop.handle.unmount();
  });

  it("asks for a code when the entry is empty", async () => {
    const shop = await renderShop({ service, route: "/vouchers" });
    await check(shop, "   ");
    expect(await shop.screen.findByText("Please enter a voucher code.")).toBeTruthy();
    const input = shop.screen.getByRole("textbox", { name: "Voucher code" });
    await waitFor(() => expect(shop.shadow.activeElement).toBe(input));
    shop.handle.unmount();
  });

  it("trims the code, shows it valid with its available amount and adds it once as a negative amount", async () => {
    const shop = await renderShop({ service, route: "/vouchers" });
    await check(shop, "  GIFT-PARTLY-30  ");
    expect(
      await within(result(shop)).findByText("Gift voucher GIFT-PARTLY-30 is valid. Available amount: €30.00"),
    ).toBeTruthy();
    const events: unknown[] = [];
    shop.host.addEventListener("foyer:basket-add", (e) => events.push((e as CustomEvent).detail));
    await shop.user.click(within(result(shop)).getByRole("button", { name: "Add code to basket" }));

    expect(
      await within(result(shop)).findByText(
        "The code GIFT-PARTLY-30 is in your basket. Up to €30.00 will be taken off your total.",
      ),
    ).toBeTruthy();
    expect(storedLines()).toMatchObject([
      { type: "voucherCode", barcode: "GIFT-PARTLY-30", amount: 3000, price: -3000, totalPrice: -3000, count: 1 },
    ]);
    expect(events).toMatchObject([{ item: { item_category: "voucherCode", price: -30 }, basketCount: 1 }]);

    // the same code again: found valid, but not added twice
    await check(shop, "gift-partly-30");
    expect(await within(result(shop)).findByText("This code is already in your basket.")).toBeTruthy();
    expect(within(result(shop)).queryByRole("button")).toBeNull();
    expect(storedLines()).toHaveLength(1);
    shop.handle.unmount();
  });

  it.each([
    // GIFT-FUTURE-25 is valid from 10:00 museum time (UTC+1) in ten days
    [`${day(10)}T08:30:00Z`, "GIFT-FUTURE-25", "This code is not valid yet."],
    [`${day(10)}T09:30:00Z`, "GIFT-FUTURE-25", "Gift voucher GIFT-FUTURE-25 is valid. Available amount: €25.00"],
    // GIFT-VALID-50 is valid to 23:59:59 museum time in 365 days
    [`${day(365)}T22:30:00Z`, "GIFT-VALID-50", "Gift voucher GIFT-VALID-50 is valid. Available amount: €50.00"],
    [`${day(365)}T23:30:00Z`, "GIFT-VALID-50", "This code has expired."],
  ])("with the sandbox clock at %s, %s: %s", async (now, code, message) => {
    await service.clock(now);
    const shop = await renderShop({ service, route: "/vouchers" });
    await check(shop, code);
    await within(result(shop)).findByText(message);
    shop.handle.unmount();
  });

  it("speaks the visitor's language", async () => {
    const shop = await renderShop({ service, route: "/vouchers", lang: "de" });
    const input = await shop.screen.findByRole("textbox", { name: "Gutscheincode" });
    await shop.user.type(input, "GIFT-EXPIRED-25");
    await shop.user.click(shop.screen.getByRole("button", { name: "Code prüfen" }));
    expect((await within(result(shop)).findByRole("alert")).textContent).toBe("Dieser Code ist abgelaufen.");
    shop.handle.unmount();
  });

  it("is not shown when the shop has no voucher codes", async () => {
    const shop = await renderShop({ service, route: "/vouchers", config: { has_voucher_code: false } });
    await shop.screen.findAllByTestId("voucher-card");
    expect(shop.screen.queryByRole("textbox", { name: "Voucher code" })).toBeNull();
    shop.handle.unmount();
  });
});
