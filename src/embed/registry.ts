// Page-level coordination between embeds: which one owns location.hash, and which one takes
// the way back from a payment provider.
let hashOwner: object | null = null;

export function claimHash(owner: object, wanted: "hash" | "memory" | undefined, mode: "inline" | "button"): boolean {
  if (wanted === "memory" || hashOwner) return false;
  if (wanted !== "hash" && mode === "button") return false;
  hashOwner = owner;
  return true;
}

export function releaseHash(owner: object): void {
  if (hashOwner === owner) hashOwner = null;
}

/** An inline embed on the page will own the hash (and so handle returns in its own view). */
export const pageHasHashOwner = (): boolean =>
  !!document.querySelector("[data-foyer]:not([data-mode=button]):not([data-history=memory])");

const returnsTaken = new Set<string>();

/** The first embed of an id to see a payment return takes it; the others of that id do not. */
export function claimReturn(embedId: string): boolean {
  if (returnsTaken.has(embedId)) return false;
  returnsTaken.add(embedId);
  return true;
}
