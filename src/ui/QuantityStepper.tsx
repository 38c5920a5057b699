// A number with − and + buttons. Typing is allowed; what is not a whole number reads as 0 and
// the value is clamped to [min, max]. The buttons name what they change ("More adults"); a
// change by the buttons is announced ("Adult: 3"). With a visible label (`labelledBy`) that
// label is the field's name (WCAG 2.5.3).
import { useContext, useState } from "react";
import { useT } from "../i18n/use-t";
import { EmbedContext } from "../stores/context";
import { defineStyles, useStyles } from "../styles/use-styles";

const styles = defineStyles({
  wrap: `display:inline-flex;align-items:stretch;border:1px solid var(--f-control-border);border-radius:var(--f-radius);overflow:hidden;
    & button{width:44px;min-height:44px;border:0;background:var(--f-surface);cursor:pointer;font-size:1.25em;line-height:1;color:var(--f-text)}
    & button:disabled{opacity:.4;cursor:not-allowed}
    & input{width:3.5em;border:0;border-left:1px solid var(--f-control-border);border-right:1px solid var(--f-control-border);text-align:center;
      background:var(--f-bg);-moz-appearance:textfield}
    & input::-webkit-inner-spin-button,& input::-webkit-outer-spin-button{-webkit-appearance:none;margin:0}`,
});

/** What a visitor typed, as a count: non-numeric becomes 0, then clamped to [min, max]. */
export function parseCount(text: string, min: number, max: number): number {
  const n = /^\s*\d+\s*$/.test(text) ? parseInt(text, 10) : 0;
  return Math.min(max, Math.max(min, n));
}

export interface QuantityStepperProps {
  /** What is counted, e.g. "Adult": used in the labels of the input and the buttons. */
  label: string;
  value: number;
  min?: number;
  max?: number;
  /**
   * Where the + button stops, when lower than max: what is left, say. Typing may still go up to
   * max, so a rule can tell the visitor that the number typed is more than is available.
   */
  buttonMax?: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  id?: string;
  /** The id of a visible label naming the field. */
  labelledBy?: string;
}

export function QuantityStepper({
  label,
  value,
  min = 0,
  max = 99,
  buttonMax = max,
  onChange,
  disabled,
  id,
  labelledBy,
}: QuantityStepperProps) {
  const s = useStyles(styles);
  const t = useT();
  const embed = useContext(EmbedContext);
  const [text, setText] = useState(String(value));
  // a new value (the form starts again at 1 after adding) shows in the same render: an effect
  // showed the old number for a task, beside the "added" notice
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const commit = (next: number) => {
    const clamped = Math.min(max, Math.max(min, next));
    setText(String(clamped));
    if (clamped !== value) onChange(clamped);
    return clamped;
  };
  const step = (next: number) => {
    const now = commit(next);
    if (now !== value) embed?.stores.shell.getState().announce(t("format.labelled", { label, value: String(now) }));
  };
  return (
    <span className={s.wrap}>
      <button
        type="button"
        onClick={() => step(value - 1)}
        disabled={disabled || value <= min}
        aria-label={t("quantity.less", { item: label })}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={text}
        disabled={disabled}
        aria-label={labelledBy ? undefined : t("quantity.label", { item: label })}
        aria-labelledby={labelledBy}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => commit(parseCount(text, min, max))}
        onKeyDown={(e) => e.key === "Enter" && commit(parseCount(text, min, max))}
      />
      <button
        type="button"
        onClick={() => step(value + 1)}
        disabled={disabled || value >= Math.min(max, buttonMax)}
        aria-label={t("quantity.more", { item: label })}
      >
        +
      </button>
    </span>
  );
}
