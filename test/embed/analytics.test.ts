import { describe, expect, it } from "vitest";
import { allowedAdapters, send } from "../../src/embed/analytics";

const item = { item_id: "ticket-3", item_name: "Adult", item_category: "ticket" as const, price: 12, quantity: 2 };

function host() {
  const calls: { dataLayer: unknown[]; fbq: unknown[][]; uetq: unknown[][] } = { dataLayer: [], fbq: [], uetq: [] };
  const win = {
    dataLayer: calls.dataLayer,
    fbq: (...a: unknown[]) => calls.fbq.push(a),
    uetq: { push: (...a: unknown[]) => calls.uetq.push(a) },
  };
  return { win, calls };
}

describe("analytics consent", () => {
  it.each([
    [undefined, []],
    ["none", []],
    ["all", ["datalayer", "pixel", "ads"]],
    ["datalayer ads", ["datalayer", "ads"]],
    ["PIXEL", ["pixel"]],
    ["statistics", []],
  ])("data-consent=%j allows %j", (consent, expected) => {
    expect(allowedAdapters(consent)).toEqual(expected);
  });
});

describe("analytics adapters", () => {
  it("sends an add to the dataLayer, the pixel and the ad tracker with the amount in EUR", () => {
    const { win, calls } = host();
    send(["datalayer", "pixel", "ads"], win, "foyer:basket-add", { item, basketCount: 1, currency: "EUR" });
    expect(calls.dataLayer).toEqual([
      { ecommerce: null },
      { event: "add_to_cart", ecommerce: { currency: "EUR", value: 24, transaction_id: undefined, items: [item] } },
    ]);
    expect(calls.fbq).toEqual([
      [
        "track",
        "AddToCart",
        { currency: "EUR", value: 24, content_type: "product", content_ids: ["ticket-3"], num_items: 2 },
      ],
    ]);
    expect(calls.uetq).toEqual([["event", "add_to_cart", { revenue_value: 24, currency: "EUR" }]]);
  });

  it("sends a purchase with its transaction id", () => {
    const { win, calls } = host();
    send(["datalayer", "ads"], win, "foyer:purchase", {
      transactionId: "B-1",
      value: 49.5,
      currency: "EUR",
      items: [item],
    });
    expect(calls.dataLayer[1]).toMatchObject({ event: "purchase", ecommerce: { transaction_id: "B-1", value: 49.5 } });
    expect(calls.uetq[0]).toEqual([
      "event",
      "purchase",
      { revenue_value: 49.5, currency: "EUR", transaction_id: "B-1" },
    ]);
    expect(calls.fbq).toEqual([]);
  });

  it("sends nothing an adapter is not allowed to, nor to trackers the host does not have", () => {
    const { win, calls } = host();
    send(["pixel"], win, "foyer:checkout", { value: 10, currency: "EUR", items: [item] });
    expect(calls.dataLayer).toEqual([]);
    expect(calls.fbq[0]).toEqual(["track", "InitiateCheckout", expect.objectContaining({ value: 10 })]);
    expect(() =>
      send(["datalayer", "pixel", "ads"], {}, "foyer:basket-remove", { item, basketCount: 0, currency: "EUR" }),
    ).not.toThrow();
  });
});
