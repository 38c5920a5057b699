// Page-level coordination between embeds: which one owns location.hash, and which one takes
// the way back from a payment provider (the embed the return names, or one sharing its basket).
import { readOptions, toEmbedOptions } from "../../loader/options";

let hashOwner: object | null = null;
let hashOwnerId: string | null = null;

export function claimHash(
  owner: object,
  wanted: "hash" | "memory" | undefined,
  mode: "inline" | "button",
  embedId = "",
): boolean {
  if (wanted === "memory" || hashOwner) return false;
  if (wanted !== "hash" && mode === "button") return false;
  hashOwner = owner;
  hashOwnerId = embedId;
  return true;
}

export function releaseHash(owner: object): void {
  if (hashOwner === owner) hashOwner = hashOwnerId = null;
}

/** The id of an embed element as the loader gives it (data-embed-id, or from data-shop). */
const idOf = (el: HTMLElement): string => toEmbedOptions(readOptions({ ...el.dataset }, "", () => {})).embedId;

/**
 * The embed that owns the hash (or the first inline embed on the page, which will) shares this
 * embed's basket: it shows that basket's returns in its own view.
 */
export function hashOwnerShares(embedId: string): boolean {
  if (hashOwner) return hashOwnerId === embedId;
  const first = document.querySelector<HTMLElement>("[data-foyer]:not([data-mode=button]):not([data-history=memory])");
  return !!first && idOf(first) === embedId;
}

const handedOver = new Map<string, { route: string; search: string }>();

/** The hash owner leaves a return named for another embed to it (it may mount later). */
export function handOverReturn(embedId: string, route: string): void {
  handedOver.set(embedId, { route, search: location.search });
}

/** A return handed over to this embed id, while the page's address still carries it. */
export function handedOverReturn(embedId: string): string | null {
  const entry = handedOver.get(embedId);
  return entry && entry.search === location.search ? entry.route : null;
}

const returnsTaken = new Map<string, object>();

/** The first embed of an id to see a payment return takes it; the others of that id do not
 * (until it is unmounted). */
export function claimReturn(embedId: string, owner: object): boolean {
  if (returnsTaken.has(embedId)) return false;
  returnsTaken.set(embedId, owner);
  handedOver.delete(embedId);
  return true;
}

export function releaseReturn(owner: object): void {
  for (const [id, o] of returnsTaken) if (o === owner) returnsTaken.delete(id);
}
