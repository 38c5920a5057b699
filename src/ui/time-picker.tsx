// A day's times as radio buttons in a labelled group: each shows its time and a detail (what is
// left); a disabled time (sold out) is shown but cannot be chosen. The texts come from the caller.
import { useId } from "react";
import { cx, defineStyles, useGlobalCss, useStyles } from "../styles/use-styles";
import { CALENDAR_FORCED_COLORS } from "./calendar-css";

const styles = defineStyles({
  set: `border:0;margin:0 0 1.25em;padding:0;& legend{font-weight:650;font-size:1.125em;margin-bottom:.5em;padding:0}`,
  list: `display:flex;flex-wrap:wrap;gap:.5em`,
  item: `position:relative;display:flex;flex-direction:column;justify-content:center;min-width:7.5em;min-height:44px;
    padding:.4em .8em;border:1px solid var(--f-control-border);border-radius:var(--f-radius);background:var(--f-bg);cursor:pointer;
    & input{position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}
    &:has(input:focus-visible){outline:3px solid var(--f-focus);outline-offset:2px}
    &:hover{border-color:var(--f-accent)}`,
  checked: `border-color:var(--f-accent);box-shadow:inset 0 0 0 1px var(--f-accent);background:var(--f-surface)`,
  disabled: `color:var(--f-muted);background:var(--f-surface);cursor:not-allowed;& input{cursor:not-allowed}
    & strong{text-decoration:line-through}&:hover{border-color:var(--f-control-border)}`,
  detail: `font-size:.8125em`,
});

export interface TimeItem {
  value: string;
  /** The time as shown, e.g. "14:00". */
  label: string;
  /** What is left, e.g. "3 places left" or "sold out". */
  detail: string;
  disabled: boolean;
}

export interface TimePickerProps {
  /** The group's name, e.g. "Choose a time". */
  legend: string;
  items: TimeItem[];
  value: string | null;
  onChange: (value: string) => void;
}

export function TimePicker({ legend, items, value, onChange }: TimePickerProps) {
  const s = useStyles(styles);
  useGlobalCss(CALENDAR_FORCED_COLORS);
  const name = useId();
  return (
    <fieldset className={s.set}>
      <legend>{legend}</legend>
      <div className={s.list}>
        {items.map((item) => {
          const checked = item.value === value;
          return (
            <label
              key={item.value}
              className={cx(s.item, checked && s.checked, item.disabled && s.disabled)}
              data-time=""
              data-checked={checked || undefined}
              data-disabled={item.disabled || undefined}
            >
              <input
                type="radio"
                name={name}
                value={item.value}
                checked={checked}
                disabled={item.disabled}
                onChange={() => onChange(item.value)}
              />
              <strong>{item.label}</strong>
              <span className={s.detail}>{item.detail}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
