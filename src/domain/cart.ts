// The cart as payment calls send it (spec 000 section 7, spec 001 section 7): version 1, the
// lines in prepared form, and the external document number when the shop asks for one.
import type { BasketLine } from "./basket";

export type CartItem = Record<string, unknown> & { type: BasketLine["type"] };

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

const subtickets = (list: { id: number; count: number }[] | undefined) =>
  (list ?? []).filter((s) => s.count > 0).map((s) => ({ id: s.id, count: s.count }));

/** One line in prepared form. */
export function prepareLine(line: BasketLine): CartItem {
  switch (line.type) {
    case "ticket":
      return {
        type: "ticket",
        count: line.count,
        id: line.id,
        datetime: line.datetime,
        subtickets: subtickets(line.subtickets),
      };
    case "voucherCode":
      return { type: "voucherCode", barcode: line.barcode };
    case "guidedTour":
      return {
        type: "guidedTour",
        answers: line.answers,
        datetime: line.datetime,
        tourId: line.tourId,
        prices: line.tours.filter((p) => p.count > 0).map((p) => ({ id: p.id, count: p.count })),
        tickets: line.tickets
          .filter((t) => t.count > 0)
          .map((t) => ({ id: t.id, count: t.count, subtickets: subtickets(t.subtickets) })),
      };
    default: {
      // other lines are sent as they are held, without the client-side key
      const { key: _key, ...rest } = line;
      return rest as CartItem;
    }
  }
}

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
