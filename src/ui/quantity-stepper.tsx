// A number with − and + buttons: a text field with the spinbutton role and its arrow keys, so
// what the visitor typed reaches us as typed (a number field gives "" for what the browser cannot
// read, and reads digits differently in each engine). What is typed is read when the field is
// left (or Enter is pressed): a whole number within the limits becomes the value, anything else
// is refused with a message at the field, which keeps what was typed (issue 33: never clamped or
// replaced in silence; "9" where 3 are left says "only 3 left"). The buttons name what they
// change ("More adults"); a change by the buttons, and a refusal, is announced ("Adult: 3"). With
// a visible label (`labelledBy`) that label is the field's name (WCAG 2.5.3).
import { useId, useState, type KeyboardEvent, type FocusEvent } from "react";
import { useT, type MessageId } from "../i18n/use-t";
import { useUiEmbed } from "./ui-context";
import { defineStyles, useStyles } from "../styles/use-styles";
import { readQuantity, type QuantityRefusal } from "../domain/quantity";

const styles = defineStyles({
  field: `display:inline-flex;flex-direction:column;gap:.25em;max-width:100%`,
  wrap: `display:inline-flex;align-items:stretch;align-self:flex-start;border:1px solid var(--f-control-border);border-radius:var(--f-radius);overflow:hidden;
    & button{width:44px;min-height:44px;border:0;background:var(--f-surface);cursor:pointer;font-size:1.25em;line-height:1;color:var(--f-text)}
    & button:disabled{opacity:.4;cursor:not-allowed}
    & input{width:3.5em;border:0;border-left:1px solid var(--f-control-border);border-right:1px solid var(--f-control-border);text-align:center;
      background:var(--f-bg)}
    &:has(input[aria-invalid=true]){border-color:var(--f-danger)}`,
  error: `color:var(--f-danger);font-size:.875em;font-weight:600;max-width:16em`,
});

const REFUSALS: Record<QuantityRefusal, MessageId> = {
  unreadable: "quantity.unreadable",
  belowMin: "quantity.atLeast",
  aboveMax: "quantity.atMost",
  moreThanLeft: "quantity.onlyLeft",
};

/** The first quantity field in `scope` whose entry was refused (an add should wait for it), else null. */
export function refusedQuantity(scope: Element | null): HTMLInputElement | null {
  return scope?.querySelector<HTMLInputElement>("input[data-refused]") ?? null;
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
  /**
   * What is left (stock, places) when that is what limits the count: a number typed above it is
   * refused with "only N left" (above `max` otherwise: "at most N").
   */
  left?: number;
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
  left,
}: QuantityStepperProps) {
  const s = useStyles(styles);
  const t = useT();
  const errorId = useId();
  const { text, setText, refused, top, step, read } = useQuantityText({ label, value, min, max, onChange, left });
  return (
    <span className={s.field}>
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
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={top}
          value={text}
          disabled={disabled}
          aria-label={labelledBy ? undefined : t("quantity.label", { item: label })}
          aria-labelledby={labelledBy}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? errorId : undefined}
          data-refused={refused ? "" : undefined}
          onChange={(e) => setText(e.target.value)}
          onBlur={(e: FocusEvent<HTMLInputElement>) => read(e.currentTarget)}
          onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
            if (e.key === "Enter") read(e.currentTarget);
            // a spinbutton's keys (a text field has none of a number field's own)
            else if (e.key === "ArrowUp" || e.key === "ArrowDown") {
              e.preventDefault();
              if (e.key === "ArrowDown" ? value > min : value < Math.min(top, buttonMax))
                step(value + (e.key === "ArrowUp" ? 1 : -1));
            }
          }}
        />
        <button
          type="button"
          onClick={() => step(value + 1)}
          disabled={disabled || value >= Math.min(top, buttonMax)}
          aria-label={t("quantity.more", { item: label })}
        >
          +
        </button>
      </span>
      {refused && (
        <span id={errorId} className={s.error}>
          {refused}
        </span>
      )}
    </span>
  );
}

/** The field's text and its refusal, and the two ways a count changes: a step (said in the live region) and a
 * typed number, read when the field is left or Enter pressed. */
function useQuantityText({
  label,
  value,
  min,
  max,
  onChange,
  left,
}: Pick<QuantityStepperProps, "label" | "value" | "onChange" | "left"> & { min: number; max: number }) {
  const t = useT();
  const ui = useUiEmbed();
  const [text, setText] = useState(String(value));
  const [refused, setRefused] = useState<string | null>(null);
  // a new value (the form starts again at 1 after adding) shows in the same render: an effect
  // showed the old number for a task, beside the "added" notice
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
    setRefused(null);
  }
  const top = Math.min(max, left ?? max);
  const commit = (next: number) => {
    const clamped = Math.min(top, Math.max(min, next));
    setText(String(clamped));
    setRefused(null);
    if (clamped !== value) onChange(clamped);
    return clamped;
  };
  const step = (next: number) => {
    const now = commit(next);
    if (now !== value) ui?.announce(t("format.labelled", { label, value: String(now) }));
  };
  /** Reads the field's text (a text field: a number field's value is "" for what the browser cannot read). */
  const read = (input: HTMLInputElement) => {
    const reading = readQuantity(input.value, { min, max, left });
    if (reading.ok) return void commit(reading.value);
    const message = t(REFUSALS[reading.reason], { count: reading.limit });
    setText(input.value);
    setRefused(message);
    if (message !== refused) ui?.announce(t("format.labelled", { label, value: message }));
  };
  return { text, setText, refused, top, step, read };
}
