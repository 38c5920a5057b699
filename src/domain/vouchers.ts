// Voucher allocation (spec 000 section 4).
import type { BasketLine, VoucherCodeLine } from "./basket";

export interface Allocation {
  /** Sum of the non-voucher-code lines plus shipping, never below 0. */
  subtotal: number;
  shipping: number;
  /** What is left to pay after the voucher codes, never below 0. */
  total: number;
  /** Sum of the (negative) discounts. */
  discount: number;
  /** The voucher-code lines with remaining and discount filled in, in basket order. */
  vouchers: VoucherCodeLine[];
}

/**
 * Applies the basket's voucher codes in order: each uses up to its value, limited by what
 * remains to pay; it records what is left on it and its discount as a negative amount.
 */
export function allocateVouchers(lines: BasketLine[], shipping: number | null = null): Allocation {
  const ship = Math.max(0, shipping ?? 0);
  const goods = lines.filter((l) => l.type !== "voucherCode").reduce((sum, l) => sum + l.totalPrice, 0);
  const subtotal = Math.max(0, goods + ship);
  let open = subtotal;
  const vouchers = lines
    .filter((l): l is VoucherCodeLine => l.type === "voucherCode")
    .map((v) => {
      const value = Math.max(0, v.amount);
      const used = Math.min(value, open);
      open -= used;
      return { ...v, remaining: value - used, discount: used === 0 ? 0 : -used };
    });
  return { subtotal, shipping: ship, total: open, discount: open - subtotal, vouchers };
}
