// How a basket line is named in messages: a ticket with its event, a voucher code by its code (its type's
// `label`, src/domain/lines/), else its name.
import type { BasketLine } from "../../domain/basket";
import { kindOf } from "../../domain/lines";

export const lineLabel = (line: BasketLine): string => kindOf(line).label(line) ?? line.name;
