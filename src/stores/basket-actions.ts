// Basket changes made from a screen: the store changes, and the host page hears of it. The
// actions are plain functions of the basket and the embed's emitter; the hook hands them down.
import type { StoreApi } from "zustand/vanilla";
import { toEventItem } from "../domain/analytics";
import type { AddResult, BasketLine, NewLine } from "../domain/basket";
import type { Emit } from "../embed/events";
import type { BasketState } from "./basket";
import { useEmbed } from "./context";

export interface BasketActions {
  /** Adds a line; the host hears of it only when it was added. */
  add(line: NewLine): AddResult;
  /** Removes a line; the host hears of it only when there was one. */
  remove(key: string): void;
  clear(): void;
}

export function basketActions(basket: StoreApi<BasketState>, emit: Emit): BasketActions {
  return {
    add(line) {
      const result = basket.getState().add(line);
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
  return basketActions(stores.basket, emit);
}
