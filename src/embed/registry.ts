// Page-level coordination between embeds: which one owns location.hash. This is the only
// state shared across embeds outside session storage.
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
