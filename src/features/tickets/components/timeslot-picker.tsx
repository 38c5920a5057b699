// The day's times as radio buttons, each with its places left; a sold-out time is shown but
// cannot be chosen.
import { useId } from "react";
import type { Timeslot } from "../../../domain/tickets";
import { timeOf } from "../../../domain/dates";
import { useT } from "../../../i18n/use-t";
import { cx, defineStyles, useStyles } from "../../../styles/use-styles";

const styles = defineStyles({
  set: `border:0;margin:0 0 1.25em;padding:0;& legend{font-weight:650;font-size:1.125em;margin-bottom:.5em;padding:0}`,
  list: `display:flex;flex-wrap:wrap;gap:.5em`,
  slot: `position:relative;display:flex;flex-direction:column;justify-content:center;min-width:7.5em;min-height:44px;
    padding:.4em .8em;border:1px solid var(--f-border);border-radius:var(--f-radius);background:var(--f-bg);cursor:pointer;
    & input{position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}
    &:has(input:focus-visible){outline:3px solid var(--f-focus);outline-offset:2px}
    &:hover{border-color:var(--f-accent)}`,
  checked: `border-color:var(--f-accent);box-shadow:inset 0 0 0 1px var(--f-accent);background:var(--f-surface)`,
  full: `color:var(--f-muted);background:var(--f-surface);cursor:not-allowed;& input{cursor:not-allowed}
    & strong{text-decoration:line-through}&:hover{border-color:var(--f-border)}`,
  left: `font-size:.8125em`,
});

export interface TimeslotPickerProps {
  slots: Timeslot[];
  value: string | null;
  onChange: (datetime: string) => void;
}

export function TimeslotPicker({ slots, value, onChange }: TimeslotPickerProps) {
  const s = useStyles(styles);
  const t = useT();
  const name = useId();
  return (
    <fieldset className={s.set}>
      <legend>{t("tickets.chooseTime")}</legend>
      <div className={s.list}>
        {slots.map((slot) => {
          const open = slot.max_tickets > 0;
          const checked = slot.datetime === value;
          return (
            <label key={slot.datetime} className={cx(s.slot, checked && s.checked, !open && s.full)} data-testid="timeslot">
              <input type="radio" name={name} value={slot.datetime} checked={checked} disabled={!open} onChange={() => onChange(slot.datetime)} />
              <strong>{timeOf(slot.datetime)}</strong>
              <span className={s.left}>{open ? t("tickets.placesLeft", { count: slot.max_tickets }) : t("tickets.soldOut")}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
