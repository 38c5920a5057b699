import { describe, expect, it } from "vitest";
import { toEventItem } from "../../src/domain/analytics";
import type { BasketLine } from "../../src/domain/basket";

describe("analytics items: amounts in EUR", () => {
  it.each([
    [
      { type: "ticket", id: 3, name: "Adult", count: 2, totalPrice: 2400 },
      { item_id: "ticket-3", price: 12, quantity: 2 },
    ],
    [
      { type: "guidedTour", id: 9, name: "Tour", count: 1, totalPrice: 6000, single_ticketing: 0, totalCount: 15 },
      { item_id: "guidedTour-9", price: 60, quantity: 1 },
    ],
    [
      { type: "merchandise", id: 4, name: "Poster", count: 3, totalPrice: 2970 },
      { item_id: "merchandise-4", price: 9.9, quantity: 3 },
    ],
  ])("%j", (line, expected) => {
    expect(toEventItem(line as unknown as BasketLine)).toMatchObject(expected);
  });
});
