// How a basket line is named in messages: a ticket with its event, a voucher code by its code.
import type { BasketLine } from "../../domain/basket";

export function lineLabel(line: BasketLine): string {
  if (line.type === "voucherCode") return line.barcode;
  if (line.type === "ticket" && line.eventName && line.eventName !== line.name)
    return `${line.name} – ${line.eventName}`;
  return line.name;
}
