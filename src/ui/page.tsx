import { useEffect, useRef, type ReactNode } from "react";
import { useUiEmbed } from "./ui-context";
import { defineStyles, useStyles } from "../styles/use-styles";
import { useCountShown } from "./use-count-shown";
import { revealBelowCover } from "./reveal";

const styles = defineStyles({
  page: `padding:1em 0 2em`,
  head: `display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.5em 1em;margin-bottom:1em;
    & h1{margin:0}`,
});

/** The widget's top when the heading fits below it in the viewport, else the heading itself,
 * below the sticky header. */
function bringIntoView(heading: HTMLElement) {
  const top = heading.closest<HTMLElement>(".foyer-root") ?? heading;
  top.scrollIntoView({ block: "start" });
  const box = heading.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) revealBelowCover(heading);
}

/** How long an arrival's heading is kept where it was put while the page around it loads. */
const ARRIVAL_HOLD_MS = 10_000;
const VISITOR_MOVES = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * What arrives above the screen after it was brought into view (the cookie notice, the
 * breadcrumbs, a banner, the host page's own images) does not push the heading away: it is put
 * back where it stood, until the visitor scrolls, touches, clicks or types, or for 10 s.
 * A scroll by any other means (the scrollbar, find in page, a screen reader's gesture, the host's
 * keys) ends it too: the page's offset is no longer the one the hold left, and the heading moved
 * with it. The browser's own scroll anchoring keeps the heading where it is: that is no visitor.
 */
function keepInPlace(heading: HTMLElement): () => void {
  if (typeof ResizeObserver === "undefined") return () => {};
  const want = heading.getBoundingClientRect().top;
  const away = () => Math.abs(heading.getBoundingClientRect().top - want) >= 1;
  let left = scrollY;
  const put = () => {
    if (!heading.isConnected) return stop();
    if (away()) scrollBy({ top: heading.getBoundingClientRect().top - want, behavior: "instant" });
    left = scrollY;
  };
  const scrolled = () => {
    if (Math.abs(scrollY - left) >= 1 && away()) stop();
    else left = scrollY;
  };
  const ro = new ResizeObserver(put);
  ro.observe(heading.closest(".foyer-root") ?? heading);
  ro.observe(document.documentElement);
  const timer = setTimeout(() => stop(), ARRIVAL_HOLD_MS);
  function stop() {
    ro.disconnect();
    clearTimeout(timer);
    for (const type of VISITOR_MOVES) removeEventListener(type, stop, true);
    removeEventListener("scroll", scrolled);
  }
  for (const type of VISITOR_MOVES) addEventListener(type, stop, true);
  addEventListener("scroll", scrolled, { passive: true });
  return stop;
}

/** Whether the focus is already on a control of the widget that shows `heading`. */
function focusInside(heading: HTMLElement): boolean {
  const active = (heading.getRootNode() as ShadowRoot | Document).activeElement;
  return !!active && active !== heading && !!heading.closest(".foyer-root")?.contains(active);
}

/**
 * The heading takes focus in the frame that first shows it, not in the commit: a focus there
 * makes the browser lay the new screen out at once, and again in the frame when more of it came
 * (its style rules, a second answer): at 4x CPU 20 to 35 ms of a step from screen to screen.
 */
function focusInFrame(heading: HTMLElement) {
  requestAnimationFrame(() => heading.isConnected && heading.focus({ preventScroll: true }));
}

/**
 * A screen with its heading. The heading takes focus after navigation so screen-reader users
 * hear where they are (the first screen keeps the host page's focus).
 */
export function Page({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const s = useStyles(styles);
  const ref = useRef<HTMLHeadingElement>(null);
  const held = useRef<() => void>(() => {});
  const ui = useUiEmbed();
  useCountShown("pages");
  useEffect(() => {
    const heading = ref.current;
    if (!heading || !ui) return;
    const { arrived, navigated } = ui.arrival();
    if (arrived) {
      // the first screen after a host link or a provider's return: the host page opens at its
      // top, often far above the shop, so the screen is brought into view once
      // once; a visitor who already works in the widget (the menu, a field) keeps the focus
      ui.arrivalShown();
      bringIntoView(heading);
      if (!focusInside(heading)) heading.focus({ preventScroll: true });
      // held across a new title (a confirmation's "Confirming…" becoming "Thank you")
      held.current = keepInPlace(heading);
    } else if (navigated) focusInFrame(heading);
  }, [title, ui]);
  useEffect(() => () => held.current(), []);
  // the screen's own heading names it in the breadcrumbs and the page title, while it is shown
  useEffect(() => {
    if (!ui || typeof title !== "string") return;
    return ui.nameScreen(title);
  }, [title, ui]);
  return (
    <section className={s.page}>
      <div className={s.head}>
        <h1 ref={ref} tabIndex={-1}>
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
