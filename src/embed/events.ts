// DOM events an embed dispatches on its host element, typed by one map. They bubble and cross
// the shadow boundary, so a host page may listen on the element or on document.
import type { EventItem } from "../domain/analytics";
import type { Language } from "../domain/config";

export type { EventItem };

export interface FoyerEventMap {
  /** The embed has its configuration and language and shows its first screen. */
  "foyer:ready": { embedId: string; lang: Language; route: string };
  "foyer:basket-add": { item: EventItem; basketCount: number; currency: "EUR" };
  "foyer:basket-remove": { item: EventItem; basketCount: number; currency: "EUR" };
  "foyer:checkout": { value: number; currency: "EUR"; items: EventItem[] };
  /** The embed could not start: "config" (the service's configuration did not come), "host" (the
   * page broke a built-in the shop needs, or the start threw). The loader dispatches it without
   * detail when the app itself could not be loaded. */
  "foyer:error": { reason: "config" | "host" };
  "foyer:purchase": { transactionId: string; value: number; currency: "EUR"; items: EventItem[] };
}

export type FoyerEventName = keyof FoyerEventMap;
export type Emit = <K extends FoyerEventName>(type: K, detail: FoyerEventMap[K]) => void;

export function createEmitter(element: HTMLElement, listeners: Emit[] = []): Emit {
  return (type, detail) => {
    element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    for (const l of listeners) {
      try {
        l(type, detail);
      } catch (e) {
        console.error("Foyer: analytics adapter failed", e);
      }
    }
  };
}
