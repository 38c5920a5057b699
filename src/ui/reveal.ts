// Brings an element of the widget into view below what sticks over the page: the widget's own
// sticky header (at `--foyer-sticky-top`, below a host's sticky header) once it is stuck. The one
// place where the shop scrolls a heading or a field into view (ui/page, the focus keeper's
// uncovered focus), so the rule is the same everywhere (docs/decisions.md, "In view").
import { uncoverBy } from "../domain/scroll";

/** The bottom, in the viewport, of the widget's header when it sticks (0 without one). */
export function stickyCover(inside: Element): number {
  const root = inside.closest(".foyer-root");
  const header = root?.querySelector<HTMLElement>("[data-foyer-header]");
  if (!header) return 0;
  const style = getComputedStyle(header);
  if (style.position !== "sticky" && style.position !== "fixed") return 0;
  return (parseFloat(style.top) || 0) + header.getBoundingClientRect().height;
}

/** Scrolls the page so `el` stands below the sticky header and inside the viewport. */
export function revealBelowCover(el: Element, behavior: ScrollBehavior = "instant"): void {
  const box = el.getBoundingClientRect();
  const by = uncoverBy(box.top, box.bottom, stickyCover(el), innerHeight);
  if (by !== null && by !== 0) scrollBy({ top: by, behavior });
}
