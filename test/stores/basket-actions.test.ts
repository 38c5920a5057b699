// Basket changes from a screen and what the host page hears of them: a line added or removed is
// told with the amount it changed by; a line refused, or a remove of a line that is not there,
// tells nothing.
import { describe, expect, it } from "vitest";
import { createEmbedStorage } from "../../src/embed/storage";
import { createBasketStore } from "../../src/stores/basket";
import { createShellStore } from "../../src/stores/shell";
import { basketActions } from "../../src/stores/basket-actions";
import type { NewLine } from "../../src/domain/basket";
import { MemoryStorage } from "../money/tabs";

const poster: NewLine = { type: "merchandise", id: 3, name: "Poster", price: 1200, totalPrice: 1200, count: 1 };

function actions() {
  const storage = createEmbedStorage("actions", new MemoryStorage());
  const basket = createBasketStore(storage);
  const shell = createShellStore(storage, "fr");
  const heard: [string, unknown][] = [];
  return { basket, heard, act: basketActions({ basket, shell }, (type, detail) => void heard.push([type, detail])) };
}

describe("basket actions", () => {
  it("tell the host what was added (the amount added, not the line's new total) and what was removed", () => {
    const { basket, heard, act } = actions();
    act.add(poster);
    act.add({ ...poster, count: 2, totalPrice: 2400 });
    // the line keeps the language its name was added in
    expect(basket.getState().lines).toMatchObject([{ count: 3, totalPrice: 3600, lang: "fr" }]);
    act.remove(basket.getState().lines[0].key);
    const item = { item_id: "merchandise-3", item_name: "Poster", item_category: "merchandise", price: 12 };
    expect(heard).toEqual([
      ["foyer:basket-add", { item: { ...item, quantity: 1 }, basketCount: 1, currency: "EUR" }],
      ["foyer:basket-add", { item: { ...item, quantity: 2 }, basketCount: 1, currency: "EUR" }],
      ["foyer:basket-remove", { item: { ...item, quantity: 3 }, basketCount: 0, currency: "EUR" }],
    ]);
  });

  it("tell nothing of a line refused or of a remove of a line that is not there", () => {
    const { basket, heard, act } = actions();
    expect(act.add({ ...poster, count: 0 })).toEqual({ ok: false, reason: "invalidLine" });
    act.remove("no-such-line");
    expect(heard).toEqual([]);
    expect(basket.getState().lines).toEqual([]);
  });

  it("clear the basket", () => {
    const { basket, act } = actions();
    act.add(poster);
    act.clear();
    expect(basket.getState().lines).toEqual([]);
  });
});
