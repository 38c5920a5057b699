// Puts a screen that came back through the browser's history (or a host link) at the position the
// visitor had left it at, retrying every 500 ms while the screen is still too short (its data
// loading). A file of its own, loaded once the first position is saved (app/use-scroll-memory.ts):
// no screen comes back to a position before the visitor has left one.
import { reachableOffset, SCROLL_RETRIES, SCROLL_RETRY_MS } from "../domain/scroll";

/** Starts restoring `saved` (an offset into the widget); returns the way to stop the retries. */
export function restoreScroll(container: HTMLElement, saved: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // where the last attempt left the page and the widget's top
  let left = scrollY;
  let top = container.getBoundingClientRect().top;
  // the visitor taking over ends the retries: wheel, touch, keys, or a scroll this did not make
  // (the scrollbar, find in page, a screen reader's gesture), which moved the widget with it
  // (the browser's scroll anchoring keeps the widget where it was: that is no visitor)
  const scrolled = () => {
    if (Math.abs(scrollY - left) >= 1 && Math.abs(container.getBoundingClientRect().top - top) >= 1) stop();
  };
  const stop = () => {
    clearTimeout(timer);
    for (const type of ["wheel", "touchstart", "keydown"]) removeEventListener(type, stop, true);
    removeEventListener("scroll", scrolled);
  };
  for (const type of ["wheel", "touchstart", "keydown"]) addEventListener(type, stop, true);
  addEventListener("scroll", scrolled, { passive: true });
  const attempt = (tries: number) => {
    const box = container.getBoundingClientRect();
    const target = reachableOffset(saved, box.height, innerHeight);
    scrollBy({ top: box.top + target, behavior: "instant" });
    left = scrollY;
    top = container.getBoundingClientRect().top;
    if (target < saved && tries < SCROLL_RETRIES) timer = setTimeout(() => attempt(tries + 1), SCROLL_RETRY_MS);
    else stop();
  };
  attempt(0);
  return stop;
}
