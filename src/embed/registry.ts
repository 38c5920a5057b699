// Page-level coordination between embeds: which one owns location.hash, which one takes the way
// back from a payment provider, and which were removed from the page by a single-page host
// without Foyer.unmount (they are unmounted, so the next embed owns the hash).
let hashOwner: HTMLElement | null = null;

/** Elements that have been in the document: only their removal counts (a host may mount first). */
const seen = new WeakSet<HTMLElement>();
const gone = (el: HTMLElement) => !el.isConnected && seen.has(el);

export function claimHash(
  element: HTMLElement,
  wanted: "hash" | "memory" | undefined,
  mode: "inline" | "button",
): boolean {
  if (element.isConnected) seen.add(element);
  // an owner the host removed without Foyer.unmount no longer holds the hash
  if (wanted === "memory" || (hashOwner && !gone(hashOwner))) return false;
  if (wanted !== "hash" && mode === "button") return false;
  hashOwner = element;
  return true;
}

export function releaseHash(element: HTMLElement): void {
  if (hashOwner === element) hashOwner = null;
}

const watched = new Map<HTMLElement, () => void>();
let observer: MutationObserver | null = null;

function check() {
  for (const [el, onGone] of watched) {
    if (el.isConnected) seen.add(el);
    else if (seen.has(el)) {
      watched.delete(el);
      onGone();
    }
  }
  if (!watched.size) {
    observer?.disconnect();
    observer = null;
  }
}

/**
 * Calls onGone once the element, having been in the document, is no longer in it. Moving it
 * within one task is no removal (the observer sees it back in place). Returns the unwatch.
 */
export function watchRemoval(element: HTMLElement, onGone: () => void): () => void {
  if (element.isConnected) seen.add(element);
  watched.set(element, onGone);
  if (!observer) {
    observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
  }
  return () => {
    watched.delete(element);
    if (!watched.size) {
      observer?.disconnect();
      observer = null;
    }
  };
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
