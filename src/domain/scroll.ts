// Scroll restoration inside an embed (spec 000: "restores the saved position, retrying in 500 ms
// steps"): positions are offsets from the widget's top, so the host page above the widget may
// change without moving them, and the page is never scrolled further than the widget needs.

/** Retry step while the screen is still too short for the saved position. */
export const SCROLL_RETRY_MS = 500;
/** Retries before the position reachable now is accepted (10 s of loading: a slow network or device). */
export const SCROLL_RETRIES = 20;

/** How far the page is scrolled past the widget's top, given the widget's top in the viewport. */
export const offsetOf = (widgetTop: number): number => Math.max(0, Math.round(-widgetTop));

/**
 * The offset that can be restored now: the saved one, unless the widget is too short to scroll
 * that far without scrolling the host page past its end (its bottom stays at the viewport's).
 */
export const reachableOffset = (saved: number, widgetHeight: number, viewportHeight: number): number =>
  Math.min(saved, Math.max(0, Math.round(widgetHeight - viewportHeight)));

/** Space left between what sticks over the top of the viewport and a control or heading. */
export const UNCOVERED_GAP = 8;

/**
 * How far to scroll (positive: down) so an element whose box runs from `top` to `bottom` in the
 * viewport stands below `cover` (the bottom of what sticks at the top), or null when it already
 * does and fits, with UNCOVERED_GAP above and below. An element taller than the room left is put at
 * the top of the room.
 */
export function uncoverBy(top: number, bottom: number, cover: number, viewport: number): number | null {
  const room = cover + UNCOVERED_GAP;
  if (top >= room && bottom <= viewport) return null;
  // the room runs from `room` to the gap above the viewport's bottom
  if (top < room || bottom - top > viewport - room - UNCOVERED_GAP) return Math.round(top - room);
  return Math.round(bottom - viewport + UNCOVERED_GAP);
}
