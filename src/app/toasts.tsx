// Toasts: top-right (below the widget's header when it is there; at the bottom when they would
// cover the focused control), one at a time (the newest),
// 8 s (the store removes them; hover or focus holds them), a 300 ms entrance,
// a close button (Escape too), and swipe-to-dismiss once a toast is dragged 80 px sideways.
// Their words reach screen readers through the embed's live region (the store announces them).
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { useEmbed, useShell } from "../stores/context";
import { useT } from "../i18n/use-t";
import { cx, defineStyles, useGlobalCss, useStyles } from "../styles/use-styles";

/** The toasts' entrance (a global rule of the shadow root: keyframes have no class). */
const KEYFRAMES = "@keyframes foyer-in{from{opacity:0;transform:translateY(-8px)}to{opacity:1;transform:none}}";
import type { Toast } from "../stores/shell";

export const SWIPE_DISMISS_PX = 80;

const styles = defineStyles({
  region: `position:fixed;top:16px;right:16px;z-index:2147483000;display:grid;gap:8px;width:min(360px,calc(100vw - 32px));
    pointer-events:none`,
  toast: `pointer-events:auto;padding:.75em 1em;border-radius:var(--f-radius);box-shadow:0 6px 20px rgba(0,0,0,.18);
    background:var(--f-bg);border-left:4px solid var(--f-info);animation:foyer-in .3s ease-out;touch-action:pan-y;
    cursor:grab;user-select:none;display:flex;align-items:flex-start;gap:.5em;& > span{flex:1}`,
  close: `flex:none;min-width:32px;min-height:32px;margin:-.35em -.5em -.35em 0;border:0;background:none;color:inherit;
    font-size:1.25em;line-height:1;cursor:pointer;border-radius:var(--f-radius)`,
  danger: `border-color:var(--f-danger)`,
  success: `border-color:var(--f-success)`,
  warning: `border-color:var(--f-warning)`,
  info: ``,
});

/** Below this line (the first toast's height and margin) a toast at the top would cover the header. */
const TOAST_BAND_PX = 96;

/**
 * The toasts' distance from the viewport's top: 16 px, or just below the widget's header when it
 * is in the band a toast takes (a stuck header's basket and language controls stay uncovered).
 */
function useToastTop(): number {
  const { container } = useEmbed();
  const [top, setTop] = useState(16);
  useEffect(() => {
    const place = () => {
      const box = container.querySelector("header")?.getBoundingClientRect();
      setTop(box && box.bottom > 0 && box.top < TOAST_BAND_PX ? Math.round(box.bottom) + 8 : 16);
    };
    place();
    addEventListener("scroll", place, { passive: true });
    addEventListener("resize", place);
    return () => {
      removeEventListener("scroll", place);
      removeEventListener("resize", place);
    };
  }, [container]);
  return top;
}

/**
 * Whether the toasts at `top` would cover the control that has the focus (a field or button at the
 * viewport's top right, "Login failed." over "Log in"): they then go to the viewport's bottom (2.4.11).
 */
function useClearOfFocus(region: RefObject<HTMLDivElement | null>, top: number, shown: number): boolean {
  const { container } = useEmbed();
  const [below, setBelow] = useState(false);
  useLayoutEffect(() => {
    const root = container.getRootNode() as ShadowRoot | Document;
    const check = () => {
      const focused = root.activeElement;
      const box = region.current?.getBoundingClientRect();
      if (!shown || !box || !focused || region.current!.contains(focused)) return setBelow(false);
      const f = focused.getBoundingClientRect();
      setBelow(f.top < top + box.height && f.bottom > top && f.left < box.right && f.right > box.left);
    };
    check();
    root.addEventListener("focusin", check);
    addEventListener("scroll", check, { passive: true });
    addEventListener("resize", check);
    return () => {
      root.removeEventListener("focusin", check);
      removeEventListener("scroll", check);
      removeEventListener("resize", check);
    };
  }, [container, top, shown, region]);
  return below;
}

export function Toasts() {
  const s = useStyles(styles);
  useGlobalCss(KEYFRAMES);
  const toasts = useShell((x) => x.toasts);
  const top = useToastTop();
  const region = useRef<HTMLDivElement>(null);
  const below = useClearOfFocus(region, top, toasts.length);
  return (
    <div ref={region} className={s.region} style={below ? { top: "auto", bottom: 16 } : { top }}>
      {toasts.map((toast) => (
        <ToastItem key={toast.key} toast={toast} className={cx(s.toast, s[toast.tone])} closeClass={s.close} />
      ))}
    </div>
  );
}

function ToastItem({ toast, className, closeClass }: { toast: Toast; className: string; closeClass: string }) {
  const t = useT();
  const { stores } = useEmbed();
  const start = useRef<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const shell = stores.shell.getState();
  const hold = (held: boolean) => shell.holdToast(toast.key, held);
  const reset = () => {
    start.current = null;
    if (ref.current) ref.current.style.transform = "";
  };
  return (
    <div
      ref={ref}
      className={className}
      data-testid="toast"
      onPointerEnter={() => hold(true)}
      onPointerLeave={() => hold(false)}
      onFocus={() => hold(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && hold(false)}
      onKeyDown={(e) => e.key === "Escape" && shell.dismissToast(toast.key)}
      onPointerDown={(e) => {
        start.current = e.clientX;
        e.currentTarget.setPointerCapture?.(e.pointerId);
      }}
      onPointerMove={(e) => {
        if (start.current === null || !ref.current) return;
        ref.current.style.transform = `translateX(${e.clientX - start.current}px)`;
      }}
      onPointerUp={(e) => {
        if (start.current !== null && Math.abs(e.clientX - start.current) >= SWIPE_DISMISS_PX)
          shell.dismissToast(toast.key);
        else reset();
      }}
      onPointerCancel={reset}
    >
      <span>{t(toast.id, toast.values)}</span>
      <button
        type="button"
        className={closeClass}
        aria-label={t("common.dismiss")}
        onPointerDown={(e) => e.stopPropagation()}
        onClick={() => shell.dismissToast(toast.key)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
