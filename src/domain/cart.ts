// The cart as payment calls send it (spec 000 section 7, spec 001 section 7): version 1, the
// lines in prepared form, and the external document number when the shop asks for one.
import type { BasketLine } from "./basket";
import { kindOf } from "./lines";
import type { CartItem } from "./lines/kind";

export type { CartItem };

export interface Cart {
  ver: 1;
  items: CartItem[];
  external_document_number?: string;
  /** The basket's key (an extension of spec 000): a careful service pays one basket once. */
  basket?: string;
  /**
   * Which payment start of its basket this is (1, 2, ...; an extension of spec 000): a start that
   * reaches the service after a newer one of its basket is refused, so a late start the widget
   * gave up on cannot release the visitor's retry.
   */
  attempt?: number;
}

/** One line in prepared form (its type's `prepare`, src/domain/lines/). */
export const prepareLine = (line: BasketLine): CartItem => kindOf(line).prepare(line);

export function buildCart(
  lines: BasketLine[],
  externalDocumentNumber?: string | null,
  basket?: { id: string; attempt: number },
): Cart {
  const cart: Cart = { ver: 1, items: lines.map(prepareLine) };
  if (externalDocumentNumber) cart.external_document_number = externalDocumentNumber;
  if (basket) {
    cart.basket = basket.id;
    cart.attempt = basket.attempt;
  }
  return cart;
}
