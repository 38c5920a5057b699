// Every area of the sandbox, in the order their routes are added. Each area owns its file.
import type { AreaModule, LineHandler, LineType } from "../state";
import { sessionsArea } from "./sessions";
import { shopArea } from "./shop";
import { ticketsArea } from "./tickets";
import { toursArea } from "./tours";
import { merchandiseArea } from "./merchandise";
import { vouchersArea } from "./vouchers";
import { accountsArea } from "./accounts";
import { checkoutArea } from "./checkout";

export const AREAS: AreaModule[] = [
  sessionsArea,
  shopArea,
  ticketsArea,
  toursArea,
  merchandiseArea,
  vouchersArea,
  accountsArea,
  checkoutArea,
];

/**
 * Every cart line type the widget knows, and the handler that checks, prices and books it once paid (the areas'
 * own `lines`). A table over the widget's LineType: a new line type does not compile here until an area handles
 * it, or it is named as refused. null: the cart is refused (LINE_TYPE_UNKNOWN); no screen adds a day ticket line.
 */
export const LINE_HANDLERS: Record<LineType, LineHandler | null> = {
  ...ticketsArea.lines,
  ...toursArea.lines,
  ...merchandiseArea.lines,
  ...vouchersArea.lines,
  dayTicket: null,
};
