// Basket changes made from a screen: the store changes, and the host page hears of it.
import { toEventItem } from "../domain/analytics";
import type { AddResult, BasketLine, NewLine } from "../domain/basket";
import { useEmbed } from "./context";

export function useBasketActions() {
  const { stores, emit } = useEmbed();
  const basket = stores.basket;
  return {
    add(line: NewLine): AddResult {
      // the line's name is in the embed's language now: the basket, shown later in another, says so
      const result = basket.getState().add({ ...line, lang: stores.shell.getState().lang });
      if (result.ok) {
        const item = toEventItem({ ...result.line, count: line.count, totalPrice: line.totalPrice } as BasketLine);
        emit("foyer:basket-add", { item, basketCount: basket.getState().lines.length, currency: "EUR" });
      }
      return result;
    },
    remove(key: string): void {
      const line = basket.getState().remove(key);
      if (line)
        emit("foyer:basket-remove", {
          item: toEventItem(line),
          basketCount: basket.getState().lines.length,
          currency: "EUR",
        });
    },
    clear(): void {
      basket.getState().clear();
    },
  };
}
