// Basket changes made from a screen: the store changes, and the host page hears of it. The
// actions are plain functions of the embed's stores and emitter; the hook hands them down.
import { toEventItem } from "../domain/analytics";
import type { AddResult, BasketLine, NewLine } from "../domain/basket";
import type { Emit } from "../embed/events";
import { useEmbed, type EmbedStores } from "./context";

export interface BasketActions {
  /** Adds a line; the host hears of it only when it was added. */
  add(line: NewLine): AddResult;
  /** Removes a line; the host hears of it only when there was one. */
  remove(key: string): void;
  clear(): void;
}

export function basketActions(stores: Pick<EmbedStores, "basket" | "shell">, emit: Emit): BasketActions {
  const basket = stores.basket;
  return {
    add(line) {
      // the line's name is in the embed's language now: the basket, shown later in another, says so
      const result = basket.getState().add({ ...line, lang: stores.shell.getState().lang });
      if (result.ok) {
        const item = toEventItem({ ...result.line, count: line.count, totalPrice: line.totalPrice } as BasketLine);
        emit("foyer:basket-add", { item, basketCount: basket.getState().lines.length, currency: "EUR" });
      }
      return result;
    },
    remove(key) {
      const line = basket.getState().remove(key);
      if (line)
        emit("foyer:basket-remove", {
          item: toEventItem(line),
          basketCount: basket.getState().lines.length,
          currency: "EUR",
        });
    },
    clear() {
      basket.getState().clear();
    },
  };
}

export function useBasketActions(): BasketActions {
  const { stores, emit } = useEmbed();
  return basketActions(stores, emit);
}
