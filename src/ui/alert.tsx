import { useEffect, useRef, type ReactNode } from "react";
import { cx, defineStyles, useStyles } from "../styles/use-styles";
import { useUiEmbed } from "./ui-context";
import type { Tone } from "../domain/tone";

const styles = defineStyles({
  box: `border-radius:var(--f-radius);padding:.75em 1em;margin:0 0 1em;border-left:4px solid;display:flex;gap:.75em;
    align-items:flex-start;& > div{flex:1}`,
  danger: `background:var(--f-danger-bg);border-color:var(--f-danger);color:var(--f-danger)`,
  warning: `background:var(--f-warning-bg);border-color:var(--f-warning);color:var(--f-warning)`,
  info: `background:var(--f-info-bg);border-color:var(--f-info);color:var(--f-info)`,
  success: `background:var(--f-success-bg);border-color:var(--f-success);color:var(--f-success)`,
});

/** An inline message. Danger and warning are announced at once (role alert); a success (added
 * to the basket, the order confirmed) is said through the embed's polite live region, which
 * exists from mount, because a status region inserted already filled is often not read. */
export function Alert({
  tone = "info",
  children,
  action,
  quiet,
}: {
  tone?: Tone;
  children: ReactNode;
  action?: ReactNode;
  /** A success already said by its toast (Settings saved): shown, not said a second time. */
  quiet?: boolean;
}) {
  const s = useStyles(styles);
  const ui = useUiEmbed();
  const text = useRef<HTMLDivElement>(null);
  const said = useRef("");
  // after every render: a new or changed text is said once
  useEffect(() => {
    const words = text.current?.textContent?.trim() ?? "";
    if (tone !== "success" || quiet || !words || words === said.current) return;
    said.current = words;
    ui?.announce(words);
  });
  return (
    <div className={cx(s.box, s[tone])} role={tone === "danger" || tone === "warning" ? "alert" : undefined}>
      <div ref={text}>{children}</div>
      {action}
    </div>
  );
}
