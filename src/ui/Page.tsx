import { useEffect, useRef, type ReactNode } from "react";
import { defineStyles, useStyles } from "../styles/use-styles";

const styles = defineStyles({
  page: `padding:1em 0 2em`,
  head: `display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.5em 1em;margin-bottom:1em;
    & h1{margin:0}`,
});

/**
 * A screen with its heading. The heading takes focus after navigation so screen-reader users
 * hear where they are (the first screen keeps the host page's focus).
 */
export function Page({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const s = useStyles(styles);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const root = ref.current?.getRootNode() as ShadowRoot | Document | undefined;
    const host = root && "host" in root ? (root.host as HTMLElement & { foyerNavigated?: boolean }) : undefined;
    if (host?.foyerNavigated) ref.current?.focus({ preventScroll: true });
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
