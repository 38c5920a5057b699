// Page-level coordination between embeds: which one owns location.hash, which one takes the way
// back from a payment provider (the embed the return names, or one sharing its basket), and
// which were removed from the page by a single-page host without Foyer.unmount (they are
// unmounted, so the next embed owns the hash, and mounted again if their element comes back).
import { readOptions, toEmbedOptions } from "../../loader/options";

let hashOwner: HTMLElement | null = null;
let hashOwnerId: string | null = null;

/** Elements that have been in the document: only their removal counts (a host may mount first). */
const seen = new WeakSet<HTMLElement>();
const gone = (el: HTMLElement) => !el.isConnected && seen.has(el);

export function claimHash(
  element: HTMLElement,
  wanted: "hash" | "memory" | undefined,
  mode: "inline" | "button",
  embedId = "",
): boolean {
  if (element.isConnected) seen.add(element);
  // an owner the host removed without Foyer.unmount no longer holds the hash
  if (wanted === "memory" || (hashOwner && !gone(hashOwner))) return false;
  if (wanted !== "hash" && mode === "button") return false;
  hashOwner = element;
  hashOwnerId = embedId;
  return true;
}

export function releaseHash(element: HTMLElement): void {
  if (hashOwner === element) hashOwner = hashOwnerId = null;
}

const watched = new Map<HTMLElement, () => void>();
/** Embeds the host removed: mounted again when their element comes back (tabs, view caches). */
const removed = new Map<HTMLElement, () => void>();
/** What waits for an element to be in the document (an embed mounted while the host had it out). */
const connecting = new Map<HTMLElement, (() => void)[]>();
let adopt: ((element: HTMLElement) => void) | null = null;
let observer: MutationObserver | null = null;

function check(records: MutationRecord[]) {
  for (const [el, onGone] of watched) {
    if (el.isConnected) seen.add(el);
    else if (seen.has(el)) {
      watched.delete(el);
      onGone();
    }
  }
  for (const [el, fns] of connecting)
    if (el.isConnected) {
      connecting.delete(el);
      for (const fn of fns) fn();
    }
  for (const [el, onBack] of removed)
    if (el.isConnected) {
      removed.delete(el);
      onBack();
    }
  // embed elements the page added since (a clone of an embed, a snippet put in by a script)
  for (const r of records)
    for (const node of r.addedNodes)
      if (node instanceof HTMLElement && node.isConnected)
        for (const el of [node, ...node.querySelectorAll<HTMLElement>("[data-foyer]")])
          if (el.matches("[data-foyer]:not(script)")) adopt?.(el);
  if (!watched.size && !removed.size && !connecting.size) {
    observer?.disconnect();
    observer = null;
  }
}

const observe = () => {
  if (observer) return;
  observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
};

/**
 * Calls onGone once the element, having been in the document, is no longer in it. Moving it
 * within one task is no removal (the observer sees it back in place). Returns the unwatch.
 */
export function watchRemoval(element: HTMLElement, onGone: () => void): () => void {
  if (element.isConnected) seen.add(element);
  watched.set(element, onGone);
  observe();
  return () => {
    watched.delete(element);
    if (!watched.size && !removed.size && !connecting.size) {
      observer?.disconnect();
      observer = null;
    }
  };
}

/** Calls onBack when a removed embed's element is in the document again (once; a new mount of
 * the element forgets it). The host keeps the element, so keeping it here costs nothing more. */
export function watchReturn(element: HTMLElement, onBack: () => void): void {
  removed.set(element, onBack);
  observe();
}

/**
 * Runs `fn` now when the element is in the document, else once it is: an event dispatched on an
 * element the host has taken out reaches no listener of the page (it bubbles to no document).
 */
export function whenConnected(element: HTMLElement, fn: () => void): void {
  if (element.isConnected) return fn();
  connecting.set(element, [...(connecting.get(element) ?? []), fn]);
  observe();
}

export const forgetReturn = (element: HTMLElement) => removed.delete(element);

/** What to do with an embed element the page adds while embeds are on it (main.tsx mounts it). */
export function adoptAdded(fn: (element: HTMLElement) => void): void {
  adopt = fn;
}

/** The id of an embed element as the loader gives it (data-embed-id, or from data-shop). */
const idOf = (el: HTMLElement): string => toEmbedOptions(readOptions({ ...el.dataset }, "", () => {})).embedId;

/**
 * The embed that owns the hash (or the first inline embed on the page, which will) shares this
 * embed's basket: it shows that basket's returns in its own view.
 */
export function hashOwnerShares(embedId: string): boolean {
  if (hashOwner && !gone(hashOwner)) return hashOwnerId === embedId;
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
