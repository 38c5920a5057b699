// Focus is never lost to <body> (WCAG 2.4.3): when the focused control inside the widget is
// removed (a basket line, the cookie notice, a closed dialog's buttons) or disabled (− at the
// minimum, "Next month" at the last month, "Check code" while checking), focus moves to the
// nearest control that is still there: the first usable control of the closest ancestor that
// survived, or the screen's heading when only the widget itself is left. Installed once the
// screen's first content is painted (use-focus-keeper.ts), in the file of the shell's later parts.
import { chainOf } from "./focus-chain";

const FOCUSABLE =
  'a[href],button:not(:disabled),input:not(:disabled):not([type="hidden"]),select:not(:disabled),textarea:not(:disabled),[tabindex]:not([tabindex="-1"])';

const usable = (el: Element) =>
  !el.closest('[aria-hidden="true"],[inert],dialog:not([open])') && (el as HTMLElement).getClientRects().length > 0;

/** Where focus goes when `chain` (the lost element and its ancestors, innermost first) lost it. */
export function focusFallback(chain: Element[], content: HTMLElement | null): HTMLElement | null {
  for (const el of chain.slice(1)) {
    if (!el.isConnected || (el.tagName === "DIALOG" && !(el as HTMLDialogElement).open)) continue;
    if (content && (el === content || el.contains(content))) break;
    const found = Array.from(el.querySelectorAll<HTMLElement>(FOCUSABLE)).find(usable);
    if (found) return found;
  }
  return content?.querySelector<HTMLElement>("h1[tabindex]") ?? content;
}

const lostFocus = (el: HTMLElement) => !el.isConnected || el.matches(":disabled");

export function keepFocus(
  container: HTMLElement,
  content: () => HTMLElement | null,
  /** Where the focus was before the keeper came (use-focus-keeper.ts). */
  seen: Element[] = [],
): () => void {
  const root = container.getRootNode() as ShadowRoot | Document;
  let chain = seen;
  const onIn = (e: FocusEvent) => void (chain = chainOf(e.composedPath()[0] as Element, container));
  // focus leaving for a control that is still there is the visitor's own move; Chromium says
  // "focusout" just before it removes or disables the control, so that is judged a moment later
  const onOut = (e: FocusEvent) => {
    const to = e.relatedTarget as Node | null;
    if (to && !container.contains(to)) return void (chain = []);
    if (to) return;
    const from = chain;
    setTimeout(() => {
      if (chain !== from) return;
      const el = from[0] as HTMLElement | undefined;
      if (el && !lostFocus(el)) chain = [];
      else check();
    }, 0);
  };
  const check = () => {
    const lost = chain[0] as HTMLElement | undefined;
    if (!lost || !lostFocus(lost)) return;
    const active = root.activeElement;
    if (active && active !== lost && container.contains(active)) return void (chain = []);
    // focus went somewhere on the host page meanwhile: not ours to take back
    const outside = document.activeElement;
    if (outside && outside !== document.body && !(root instanceof ShadowRoot && outside === root.host)) return;
    const target = focusFallback(chain, content());
    chain = [];
    // the screen's heading (a navigation took the focused link away) keeps the scroll position
    // the screen was given, restored or the widget's top, as when the screen focuses it itself
    target?.focus({ preventScroll: target.tabIndex < 0 });
  };
  const mo = new MutationObserver(check);
  mo.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ["disabled"] });
  container.addEventListener("focusin", onIn);
  container.addEventListener("focusout", onOut);
  // a control removed before the keeper came (a document being torn down, a page unloading or a
  // test's, may refuse to say where the focus is)
  try {
    check();
  } catch {
    chain = [];
  }
  return () => {
    mo.disconnect();
    container.removeEventListener("focusin", onIn);
    container.removeEventListener("focusout", onOut);
  };
}

/** The sticky header never covers the focused control (WCAG 2.4.11): what takes focus under it
 * (Shift+Tab upwards) is scrolled to just below it. */
export function keepUncovered(container: HTMLElement): () => void {
  const onFocus = (e: FocusEvent) => {
    const header = container.querySelector("[data-foyer-header]");
    const target = e.composedPath()[0] as HTMLElement;
    // a screen's heading takes focus by script (tabindex -1, never Tab): it keeps the scroll
    // position the screen was given (restored, or the widget's top)
    if (!header || header.contains(target) || target.tabIndex < 0) return;
    const bottom = header.getBoundingClientRect().bottom;
    const top = target.getBoundingClientRect().top;
    if (top < bottom) scrollBy({ top: top - bottom - 8 });
  };
  container.addEventListener("focusin", onFocus);
  return () => container.removeEventListener("focusin", onFocus);
}
