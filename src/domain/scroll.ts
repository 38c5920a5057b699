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
