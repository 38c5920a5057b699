// Basket lines of both specifications and the operations on them. Pure: the store in
// src/stores/basket.ts calls these and persists the result.
import type { BasketLine, NewLine } from "./lines/types";

export type * from "./lines/types";

// The three small tables below stay here, not in the line registry (src/domain/lines/): the basket's store is in
// the entry chunk, and the registry (decoders, cart items, tax) must load with the checkout and a stored basket
// only (docs/decisions.md, "Basket line types are a registry").

/** Lines that are merged when the same product is added again (more of the same). */
function mergeKey(line: NewLine): string | null {
  if (line.type === "merchandise") return `merchandise:${line.id}`;
  if (line.type === "voucher") return `voucher:${line.id}:${line.price}`;
  return null;
}

export type AddResult =
  { ok: true; lines: BasketLine[]; line: BasketLine } | { ok: false; reason: "duplicateVoucherCode" | "invalidLine" };

/**
 * Adds a line. A voucher code whose barcode is already in the basket is refused; the same
 * merchandise or fixed voucher is merged into the existing line.
 */
export function addLine(lines: BasketLine[], line: NewLine, makeKey: () => string): AddResult {
  if (!Number.isFinite(line.price) || !Number.isFinite(line.totalPrice) || line.count <= 0)
    return { ok: false, reason: "invalidLine" };
  if (line.type === "voucherCode") {
    const barcode = line.barcode.trim();
    if (!barcode || lines.some((l) => l.type === "voucherCode" && l.barcode === barcode))
      return { ok: false, reason: "duplicateVoucherCode" };
  }
  const mk = mergeKey(line);
  const existing = mk ? lines.find((l) => mergeKey(l) === mk) : undefined;
  if (existing) {
    const merged = {
      ...existing,
      count: existing.count + line.count,
      totalPrice: existing.totalPrice + line.totalPrice,
    } as BasketLine;
    return { ok: true, line: merged, lines: lines.map((l) => (l === existing ? merged : l)) };
  }
  const added = { ...line, key: makeKey() } as BasketLine;
  return { ok: true, line: added, lines: [...lines, added] };
}

export const removeLine = (lines: BasketLine[], key: string): BasketLine[] => lines.filter((l) => l.key !== key);

/** How many items a line stands for in analytics and summaries (a tour without single ticketing counts 1). */
export function lineQuantity(line: BasketLine): number {
  if (line.type === "guidedTour") return line.single_ticketing ? line.totalCount : 1;
  if (line.type === "voucherCode") return 1;
  return line.count;
}

export const hasMerchandise = (lines: BasketLine[]): boolean =>
  lines.some((l) => l.type === "merchandise" || l.type === "annualPass");
