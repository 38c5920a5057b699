// A voucher bought: a fixed value, or an amount the visitor chose.
import type { LineKind } from "./kind";
import { asHeld, atOwnRate, byName, named } from "./parts";

export const voucher: LineKind<"voucher"> = {
  type: "voucher",
  storedName: byName,
  decode: (o, _r, base) => ({ ...base, type: "voucher", variable_amount: o.variable_amount === true }),
  prepare: asHeld,
  gross: atOwnRate,
  label: named,
};
