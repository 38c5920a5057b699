// A voucher code the visitor redeems: a means of payment, named by its code.
import type { LineKind } from "./kind";

export const voucherCode: LineKind<"voucherCode"> = {
  type: "voucherCode",
  storedName: (o, r) => r.text(o.name) ?? r.text(o.barcode),
  decode: (o, r, base) => ({
    ...base,
    type: "voucherCode",
    barcode: r.need(r.text(o.barcode)).trim(),
    amount: r.need(r.num(o.amount)),
  }),
  prepare: (line) => ({ type: "voucherCode", barcode: line.barcode }),
  /** It takes nothing off the VAT of what it pays for. */
  gross: () => null,
  label: (l) => l.barcode,
};
