// Every area of the sandbox, in the order their routes are added. Each area owns its file.
import type { AreaModule } from "../state";
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
