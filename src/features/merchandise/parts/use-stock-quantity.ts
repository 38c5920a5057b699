// The quantity of a product form: starts at 0 when out of stock, else 1 (spec 001 section 4),
// never more than what is left after the basket, and back to the start after adding.
import { useState } from "react";
import {
  maxQuantity,
  quantityInBasket,
  resetQuantity,
  stockState,
  type Merchandise,
  type StockState,
} from "../../../domain/merchandise";
import { useBasket } from "../../../stores/context";

export interface StockQuantity {
  quantity: number;
  setQuantity(n: number): void;
  /** Back to the starting quantity (after adding to the basket). */
  reset(): void;
  max: number;
  inBasket: number;
  state: StockState;
}

export function useStockQuantity(item: Merchandise): StockQuantity {
  const inBasket = useBasket((b) => quantityInBasket(b.lines, item.id));
  const max = maxQuantity(item.stock, inBasket);
  const [quantity, setQuantity] = useState(() => Math.min(resetQuantity(item.stock), max));
  // what is left changes when the basket or the stock figure does: the quantity follows in the
  // same render (an effect showed a quantity over what is left for a task)
  const [seenMax, setSeenMax] = useState(max);
  if (seenMax !== max) {
    setSeenMax(max);
    if (quantity > max) setQuantity(max);
  }
  return {
    quantity,
    setQuantity,
    reset: () => setQuantity(Math.min(resetQuantity(item.stock), max)),
    max,
    inBasket,
    state: stockState(item.stock, inBasket),
  };
}
