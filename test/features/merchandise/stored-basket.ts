// The basket as the embed stored it in session storage (foyer:{embedId}:basket).
import type { BasketLine } from "../../../src/domain/basket";

export function storedLines(embedId = "test"): BasketLine[] {
  const raw = sessionStorage.getItem(`foyer:${embedId}:basket`);
  return raw ? ((JSON.parse(raw) as { value: { lines: BasketLine[] } }).value.lines ?? []) : [];
}
