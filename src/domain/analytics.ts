// Basket lines as analytics items: amounts in EUR (minor units / 100), as the tag manager,
// social pixel and ad tracker expect them.
import { lineQuantity, type BasketLine } from "./basket";
import { toCurrencyUnits } from "./money";

export interface EventItem {
  item_id: string;
  item_name: string;
  item_category: BasketLine["type"];
  /** Unit price in EUR. */
  price: number;
  quantity: number;
}

export function toEventItem(line: BasketLine): EventItem {
  const quantity = lineQuantity(line);
  return {
    item_id: `${line.type}-${line.id}`,
    item_name: line.name,
    item_category: line.type,
    price: toCurrencyUnits(quantity ? Math.round(line.totalPrice / quantity) : line.totalPrice),
    quantity,
  };
}
