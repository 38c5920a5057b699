// Order and grouping of the shop's catalogue lists: merchandise and vouchers are sorted by
// sequence_no (spec 001 section 5); vouchers are shown in their groups. Pure.

/**
 * Sorted by sequence_no ascending; equal numbers keep the service's order. A missing or
 * non-numeric sequence_no sorts last.
 */
export function bySequence<T extends { sequence_no: number }>(items: readonly T[]): T[] {
  const rank = (x: T) => (Number.isFinite(Number(x.sequence_no)) ? Number(x.sequence_no) : Number.POSITIVE_INFINITY);
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map((x) => x.item);
}

export interface Group<G, T> {
  /** null: the items that belong to no known group. */
  group: G | null;
  items: T[];
}

/**
 * Items in their groups: groups by sequence_no, items by sequence_no inside each; empty groups
 * are left out; items of no known group come last.
 */
export function groupItems<G extends { id: number; sequence_no: number }, T extends { sequence_no: number }>(
  groups: readonly G[],
  items: readonly T[],
  groupOf: (item: T) => number | null | undefined,
): Group<G, T>[] {
  const sorted = bySequence(items);
  const known = bySequence(groups).map((group) => ({
    group,
    items: sorted.filter((i) => Number(groupOf(i)) === group.id),
  }));
  const ids = new Set(groups.map((g) => g.id));
  const rest = sorted.filter((i) => !ids.has(Number(groupOf(i))));
  const out: Group<G, T>[] = known.filter((g) => g.items.length > 0);
  if (rest.length) out.push({ group: null, items: rest });
  return out;
}
