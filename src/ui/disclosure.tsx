// A native <details> disclosure (language menu, user menu): keyboard and screen-reader
// behaviour come with the element; Escape and a click outside close it.
import { useEffect, useRef, type ReactNode } from "react";
import { cx, defineStyles, useStyles } from "../styles/use-styles";

const styles = defineStyles({
  wrap: `position:relative;display:inline-block;
    & > summary{display:inline-flex;align-items:center;gap:.35em;min-height:44px;padding:.4em .7em;list-style:none;
      border:1px solid transparent;border-radius:var(--f-radius);cursor:pointer}
    & > summary::-webkit-details-marker{display:none}
    & > summary::after{content:"";border:5px solid transparent;border-top-color:currentColor;margin-top:5px}
    & > summary:hover{border-color:var(--f-border)}`,
  panel: `position:absolute;right:0;top:calc(100% + 4px);z-index:20;min-width:12em;background:var(--f-bg);
    border:1px solid var(--f-border);border-radius:var(--f-radius);box-shadow:0 6px 20px rgba(0,0,0,.12);padding:.35em 0;
    & ul{list-style:none;margin:0;padding:0}
    & a{display:block;padding:.55em 1em;color:var(--f-text)!important;text-decoration:none}
    & a:hover,& [aria-current=true]{background:var(--f-surface)}`,
});

export function Disclosure({
  label,
  children,
  className,
}: {
  label: ReactNode;
  children: (close: () => void) => ReactNode;
  className?: string;
}) {
  const s = useStyles(styles);
  const ref = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (!ref.current?.open) return;
    ref.current.open = false;
    ref.current.querySelector("summary")?.focus();
  };
  useEffect(() => {
    const details = ref.current;
    const root = details?.getRootNode() ?? document;
    const onDown = (e: Event) => {
      if (details?.open && !e.composedPath().includes(details)) details.open = false;
    };
    root.addEventListener("pointerdown", onDown);
    return () => root.removeEventListener("pointerdown", onDown);
  }, []);
  return (
    <details ref={ref} className={cx(s.wrap, className)} onKeyDown={(e) => e.key === "Escape" && close()}>
      <summary>{label}</summary>
      <div className={s.panel}>{children(close)}</div>
    </details>
  );
}
