import type { ButtonHTMLAttributes } from "react";
import { Link, useLocation } from "wouter";
import { cx, defineStyles, useStyles } from "../styles/use-styles";

const styles = defineStyles({
  base: `display:inline-flex;align-items:center;justify-content:center;gap:.5em;min-height:44px;padding:.5em 1.1em;
    border-radius:var(--f-radius);border:2px solid var(--f-accent);font-weight:600;cursor:pointer;text-decoration:none;
    line-height:1.2;transition:background .15s,color .15s;
    &:disabled,&[aria-disabled=true]{opacity:.55;cursor:not-allowed}`,
  primary: `background:var(--f-accent);color:var(--f-on-accent)!important;
    &:hover:not(:disabled){background:var(--f-accent-strong);border-color:var(--f-accent-strong)}`,
  secondary: `background:var(--f-bg);color:var(--f-accent)!important;&:hover:not(:disabled){background:var(--f-surface)}`,
  quiet: `background:transparent;border-color:transparent;color:var(--f-accent)!important;padding:.4em .6em;
    &:hover:not(:disabled){background:var(--f-surface)}`,
  small: `min-height:36px;padding:.25em .75em;font-size:.9375em`,
  block: `width:100%`,
});

export type ButtonVariant = "primary" | "secondary" | "quiet";

interface Look {
  variant?: ButtonVariant;
  small?: boolean;
  block?: boolean;
}

/**
 * `busy`: a call the button started is running. The button says so (`aria-disabled`) and does
 * nothing when pressed, but stays focusable: a disabled button drops the focus, which then went
 * to the form's first field (Settings after "Save").
 */
export function Button({
  variant = "primary",
  small,
  block,
  className,
  type = "button",
  busy,
  onClick,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & Look & { busy?: boolean }) {
  const s = useStyles(styles);
  return (
    <button
      type={type}
      className={cx(s.base, s[variant], small && s.small, block && s.block, className)}
      aria-disabled={busy || undefined}
      onClick={busy ? (e) => e.preventDefault() : onClick}
      {...rest}
    />
  );
}

/** A route link that looks like a button: for going somewhere (back to the shop, to an order). */
export function LinkButton({
  href,
  variant = "primary",
  small,
  block,
  children,
  ...rest
}: Look & { href: string; children: React.ReactNode; "aria-label"?: string }) {
  const s = useStyles(styles);
  return (
    <Link href={href} className={cx(s.base, s[variant], small && s.small, block && s.block)} {...rest}>
      {children}
    </Link>
  );
}

/**
 * A button that starts or continues a task on another route of the shop ("Log in", "Continue as
 * a guest", "Go to basket"). An action drawn as a button is a button: Safari's default Tab setting
 * skips links, and a keyboard user could not reach it (issue 34). It names its route
 * (`data-href`), so the visitor's intent starts that route's code and reads as a link's does
 * (app/route-intent.ts).
 */
export function RouteButton({
  href,
  variant = "primary",
  small,
  block,
  children,
}: Look & { href: string; children: React.ReactNode }) {
  const s = useStyles(styles);
  const [, navigate] = useLocation();
  return (
    <button
      type="button"
      className={cx(s.base, s[variant], small && s.small, block && s.block)}
      data-href={href}
      onClick={() => navigate(href)}
    >
      {children}
    </button>
  );
}
