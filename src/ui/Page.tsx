import { useEffect, useRef, type ReactNode } from "react";
import { defineStyles, useStyles } from "../styles/use-styles";

const styles = defineStyles({
  page: `padding:1em 0 2em`,
  head: `display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.5em 1em;margin-bottom:1em;
    & h1{margin:0}`,
});

type Host = HTMLElement & { foyerNavigated?: boolean; foyerArrived?: boolean };

/** The widget's top when the heading fits below it in the viewport, else the heading itself. */
function bringIntoView(heading: HTMLElement) {
  const top = heading.closest<HTMLElement>(".foyer-root") ?? heading;
  top.scrollIntoView({ block: "start" });
  const box = heading.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) heading.scrollIntoView({ block: "start" });
}

/**
 * A screen with its heading. The heading takes focus after navigation so screen-reader users
 * hear where they are (the first screen keeps the host page's focus).
 */
export function Page({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const s = useStyles(styles);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = ref.current;
    const root = heading?.getRootNode() as ShadowRoot | Document | undefined;
    const host = root && "host" in root ? (root.host as Host) : undefined;
    if (!heading || !host) return;
    if (host.foyerArrived) {
      // the first screen after a host link or a provider's return: the host page opens at its
      // top, often far above the shop, so the screen is brought into view once
      host.foyerArrived = false;
      bringIntoView(heading);
      heading.focus({ preventScroll: true });
    } else if (host.foyerNavigated) heading.focus({ preventScroll: true });
  }, [title]);
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
