import { describe, expect, it } from "vitest";
import { buildCart, prepareLine } from "../../src/domain/cart";
import type { BasketLine } from "../../src/domain/basket";

describe("prepared cart form (spec 000 section 7, spec 001 section 7)", () => {
  it("sends a ticket as type, count, id, datetime, subtickets", () => {
    const line = {
      key: "k1",
      type: "ticket",
      id: 4,
      name: "Family",
      price: 3000,
      totalPrice: 3000,
      count: 1,
      eventId: 2,
      datetime: "2026-11-22 10:00:00",
      date: "2026-11-22",
      time: "10:00",
      subtickets: [
        { id: 41, name: "Adult", price: 0, count: 2 },
        { id: 42, name: "Child", price: 0, count: 0 },
      ],
    } as BasketLine;
    expect(prepareLine(line)).toEqual({
      type: "ticket",
      count: 1,
      id: 4,
      datetime: "2026-11-22 10:00:00",
      subtickets: [{ id: 41, count: 2 }],
    });
  });

  it("sends a voucher code as type and barcode", () => {
    const line = {
      key: "k2",
      type: "voucherCode",
      id: "ABC",
      barcode: "ABC",
      name: "Code",
      price: -500,
      totalPrice: -500,
      count: 1,
      amount: 500,
    } as BasketLine;
    expect(prepareLine(line)).toEqual({ type: "voucherCode", barcode: "ABC" });
  });

  it("sends a guided tour as type, answers, datetime, tourId, prices and tickets with subtickets", () => {
    const line = {
      key: "k3",
      type: "guidedTour",
      id: 9,
      tourId: 9,
      name: "Highlights",
      eventName: "Highlights",
      date: "2026-11-23",
      time: "11:00",
      datetime: "2026-11-23 11:00:00",
      answers: [{ qId: 1, type: "text", value: "School" }],
      tickets: [
        { id: 5, name: "Pupil", price: 300, count: 12, subtickets: [{ id: 51, name: "x", price: 0, count: 1 }] },
        { id: 6, name: "Teacher", price: 0, count: 0 },
      ],
      tours: [{ id: 77, name: "Tour", price: 6000, count: 1 }],
      single_ticketing: 0,
      book_complete_tour: 1,
      totalCount: 12,
      price: 6000,
      totalPrice: 6000,
      count: 1,
      priceId: 77,
    } as BasketLine;
    expect(prepareLine(line)).toEqual({
      type: "guidedTour",
      answers: [{ qId: 1, type: "text", value: "School" }],
      datetime: "2026-11-23 11:00:00",
      tourId: 9,
      prices: [{ id: 77, count: 1 }],
      tickets: [{ id: 5, count: 12, subtickets: [{ id: 51, count: 1 }] }],
    });
  });

  it("sends other lines as they are held, without the client-side key", () => {
    const line = {
      key: "k4",
      type: "merchandise",
      id: 3,
      name: "Poster",
      price: 990,
      totalPrice: 1980,
      count: 2,
    } as BasketLine;
    expect(prepareLine(line)).toEqual({
      type: "merchandise",
      id: 3,
      name: "Poster",
      price: 990,
      totalPrice: 1980,
      count: 2,
    });
  });

  it("builds version 1 with the external document number only when there is one", () => {
    const lines = [
      { key: "a", type: "merchandise", id: 1, name: "A", price: 1, totalPrice: 1, count: 1 } as BasketLine,
    ];
    expect(buildCart(lines)).toEqual({
      ver: 1,
      items: [{ type: "merchandise", id: 1, name: "A", price: 1, totalPrice: 1, count: 1 }],
    });
    expect(buildCart(lines, "PO-42").external_document_number).toBe("PO-42");
    expect("external_document_number" in buildCart(lines, "")).toBe(false);
  });
});
