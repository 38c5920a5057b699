// The catalogue screens against the strict sandbox: answers carry only the fields the
// specification names (demo/server/shape.ts). Each screen shows what it can and works.
import { describe, expect, it } from "vitest";
import { waitFor, within } from "@testing-library/dom";
import { addDays } from "date-fns/addDays";
import { useSandbox } from "../../helpers/sandbox";
import { renderShop } from "../../helpers/render-shop";
import { seedDays } from "../../../demo/server/seed/tickets";
import { formatKeyDate, toKeyDate } from "../../../src/domain/dates";
import { storedLines } from "../merchandise/stored-basket";
import { museumDay } from "../../helpers/clock";

const service = useSandbox({ shape: "spec" });

/** The museum's today at the pinned instant. */
const today = () => museumDay(service.pinned);

describe("strict sandbox: the answers are the specification's", () => {
  it("answers event/select and ticket/collect without the sandbox's extensions", async () => {
    const events = await service.call<{ data: Record<string, unknown>[] }>("en/event/select");
    expect(Object.keys(events.body.data[0]).sort()).toEqual(
      ["custom_groups", "end", "id", "name", "sequence_no", "sorting_datetime", "venue"].sort(),
    );
    const collection = await service.call<{ data: Record<string, unknown> }>("en/ticket/collect/event/101");
    expect(Object.keys(collection.body.data).sort()).toEqual(["tickets", "timeslot"]);
    const lookup = await service.call<Record<string, unknown>>("en/voucher?voucher=GIFT-EXPIRED-25");
    expect(lookup).toEqual({ status: 422, body: { message: "VOUCHER_NOW_IS_AFTER_VOUCHER_TO" } });
  });
});

describe("strict sandbox: event tickets", () => {
  it("lists the events with venue and end date; without ticket groups there is no ticket-type filter", async () => {
    const shop = await renderShop({ service, route: "/tickets" });
    const cards = await shop.screen.findAllByTestId("event-card");
    expect(cards).toHaveLength(5);
    const light = cards.find((c) => c.textContent!.includes("Light and Shadow"))!;
    expect(light.textContent).toContain("Main building on Lindenplatz · until ");
    expect(shop.screen.getByLabelText("Venue")).toBeTruthy();
    expect(shop.screen.queryByLabelText("Ticket type")).toBeNull();
    await shop.user.selectOptions(shop.screen.getByLabelText("Venue"), "Harbour House");
    await waitFor(() => expect(shop.screen.getAllByTestId("event-card")).toHaveLength(2));
    shop.handle.unmount();
  });

  it("takes the event's name and venue from event/select when ticket/collect has no event, and sells its tickets", async () => {
    const days = seedDays(today());
    const shop = await renderShop({ service, route: "/tickets/101" });
    expect(
      await shop.screen.findByRole("heading", { level: 1, name: "Light and Shadow – Romantic Painting" }),
    ).toBeTruthy();
    expect(shop.root.textContent).toContain("Main building on Lindenplatz · ");
    const day = () => shop.root.querySelector<HTMLButtonElement>(`button[data-day="${days.soldOutSlotDay}"]`)!;
    await waitFor(() => expect(day().getAttribute("aria-label")).toMatch(/, available$/));
    await shop.user.click(day());
    await shop.screen.findByText(new RegExp(`Tickets for ${formatKeyDate(days.soldOutSlotDay).replace(/\./g, "\\.")}`));
    expect((shop.screen.getByRole("radio", { name: /^10:00/ }) as HTMLInputElement).checked).toBe(true);
    expect((shop.screen.getByRole("radio", { name: /^11:00/ }) as HTMLInputElement).disabled).toBe(true);
    shop.handle.unmount();
  });
});

describe("strict sandbox: guided tours", () => {
  it("lists the tours without price or group size, and filters them by category", async () => {
    const shop = await renderShop({ service, route: "/guided-tours" });
    const card = within(await shop.screen.findByTestId("tour-101"));
    expect(card.getByRole("heading", { name: "Highlights of the collection" })).toBeTruthy();
    expect(card.queryByText(/^from /)).toBeNull();
    expect(card.queryByText(/^up to /)).toBeNull();
    const category = shop.screen.getByLabelText("Category") as HTMLSelectElement;
    await waitFor(() => expect(category.options.length).toBeGreaterThan(1));
    await shop.user.selectOptions(category, "Outdoors");
    await waitFor(() => expect(shop.screen.queryByTestId("tour-101")).toBeNull());
    shop.handle.unmount();
  });

  it("offers the next available date from the calendar when the tour has no next_available", async () => {
    // tour 105 is sold out today and the next two days
    const asked = addDays(today(), 1);
    const shop = await renderShop({ service, route: `/guided-tours/105?date=${toKeyDate(asked)}` });
    const alert = await shop.screen.findByText(/does not take place or is sold out on/, {}, { timeout: 15_000 });
    expect(alert.textContent).toContain(`on ${formatKeyDate(toKeyDate(asked))}.`);
    expect(alert.textContent).toMatch(/The next available date is \d\d\.\d\d\.\d{4}\./);
    shop.handle.unmount();
  });

  it("books a tour without questions in the answer", async () => {
    let d = addDays(today(), 3);
    while (d.getDay() === 0) d = addDays(d, 1);
    const shop = await renderShop({ service, route: `/guided-tours/103?date=${toKeyDate(d)}` });
    await shop.screen.findByRole("heading", { level: 1, name: /private/i }, { timeout: 15_000 });
    await waitFor(() => expect(shop.screen.getAllByRole("radio").length).toBeGreaterThan(0));
    expect(shop.screen.queryByText("About your group")).toBeNull();
    expect(shop.screen.queryByText("This part of the shop could not be shown")).toBeNull();
    shop.handle.unmount();
  });
});

describe("strict sandbox: merchandise, passes and vouchers", () => {
  it("shows products and passes without pictures, venue or persons; a pass asks one owner and no address", async () => {
    const list = await renderShop({ service, route: "/merchandise" });
    const cards = await list.screen.findAllByTestId("product-card");
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.some((c) => c.querySelector("img"))).toBe(false);
    list.handle.unmount();
    const shop = await renderShop({ service, route: "/passes/102" });
    await shop.screen.findByRole("heading", { level: 1, name: "Annual pass for two" });
    expect(await shop.screen.findAllByTestId("owner-row")).toHaveLength(1);
    expect(shop.screen.queryByLabelText("Street and number", { exact: false })).toBeNull();
    shop.handle.unmount();
  });

  it("checks a code with the widget's clock when the lookup has no now, and reads the error code from message", async () => {
    const shop = await renderShop({ service, route: "/vouchers" });
    const check = async (code: string) => {
      const input = await shop.screen.findByRole("textbox", { name: "Voucher code" });
      await shop.user.type(input, code);
      await shop.user.click(shop.screen.getByRole("button", { name: "Check code" }));
    };
    const result = () => shop.screen.getByTestId("voucher-code-result");
    await check("GIFT-PARTLY-30");
    await within(result()).findByText("Gift voucher GIFT-PARTLY-30 is valid. Available amount: €30.00");
    await shop.user.click(within(result()).getByRole("button", { name: "Add code to basket" }));
    expect(storedLines()).toMatchObject([{ type: "voucherCode", barcode: "GIFT-PARTLY-30", amount: 3000 }]);
    shop.handle.unmount();
    const again = await renderShop({ service, route: "/vouchers" });
    const input = await again.screen.findByRole("textbox", { name: "Voucher code" });
    await again.user.type(input, "GIFT-EXPIRED-25");
    await again.user.click(again.screen.getByRole("button", { name: "Check code" }));
    const alert = await within(again.screen.getByTestId("voucher-code-result")).findByRole("alert");
    expect(alert.textContent).toBe("This code has expired.");
    again.handle.unmount();
    shop.handle.unmount();
  });

  it("lists the vouchers", async () => {
    const shop = await renderShop({ service, route: "/vouchers" });
    expect((await shop.screen.findAllByTestId("voucher-card")).length).toBeGreaterThan(0);
    shop.handle.unmount();
  });
});
