// The customer reads a screen starts with, as data (RouteDef.reads): the address customer.ts
// asks for, which the pass screen's route names too. Small: the route table is part of the start
// module.
import type { FirstRead } from "../domain/paths";

/** Countries, salutations and field lists: the same for every visitor, no login. */
export const CUSTOMER_ATTRIBUTES: FirstRead = ["customer/attr"];
