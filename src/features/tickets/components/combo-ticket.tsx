// A ticket with subtickets (a family or group ticket): the visitor chooses it, then sets its
// parts, which start at their minimum; a fixed part of a family follows the others.
import { isFixedSubticket, type EventTicket, type SubticketCounts } from "../../../domain/tickets";
import { useT } from "../../../i18n/use-t";
import { CheckboxField } from "../../../ui/field";
import { Price } from "../../../ui/price";
import { QuantityStepper } from "../../../ui/quantity-stepper";
import { useFormat } from "../../../ui/format";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import { rowStyles } from "./ticket-row";

const styles = defineStyles({
  head: `width:100%;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.25em 1em;
    & > div:first-child > div{margin:0}`,
  parts: `border:0;margin:.5em 0 0;padding:0 0 0 1.5em;width:100%;display:grid;gap:.5em`,
  part: `display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.25em 1em`,
});

export interface ComboTicketProps {
  ticket: EventTicket;
  /** The parts' counts once the ticket is chosen. */
  counts: SubticketCounts | undefined;
  /** What may be chosen; 0 is sold out. */
  max: number;
  onChoose: (chosen: boolean) => void;
  onPart: (subId: number, count: number) => void;
}

export function ComboTicket({ ticket, counts, max, onChoose, onPart }: ComboTicketProps) {
  const r = useStyles(rowStyles);
  const s = useStyles(styles);
  const t = useT();
  const { money } = useFormat();
  return (
    <div className={r.row} data-testid="combo-ticket">
      <div className={s.head}>
        <CheckboxField
          label={ticket.name}
          checked={!!counts}
          disabled={max === 0 && !counts}
          onChange={(e) => onChoose(e.target.checked)}
        />
        <span className={r.meta}>
          {ticket.price > 0 && <Price value={ticket.price} />}
          {max === 0 && <span className={r.soldOut}> {t("tickets.soldOut")}</span>}
        </span>
      </div>
      {counts && (
        <fieldset className={s.parts}>
          <legend className="sr-only">{t("tickets.partsOf", { name: ticket.name })}</legend>
          {ticket.subtickets.map((sub) =>
            isFixedSubticket(ticket, sub) ? (
              <p key={sub.id} className={r.meta} data-testid="fixed-part">
                {t("tickets.fixedPart", { count: counts[sub.id] ?? 0, name: sub.name })}
              </p>
            ) : (
              <div key={sub.id} className={s.part}>
                <span className={r.info}>
                  <span className={r.name}>{sub.name}</span>
                  <span className={r.meta}>
                    {t("tickets.partRange", { min: sub.min_quantity, max: sub.max_quantity })}
                    {sub.price > 0 && ` · ${t("tickets.partPrice", { price: money(sub.price) })}`}
                  </span>
                </span>
                <QuantityStepper
                  label={t("tickets.partLabel", { part: sub.name, name: ticket.name })}
                  value={counts[sub.id] ?? 0}
                  min={sub.min_quantity}
                  max={sub.max_quantity}
                  onChange={(n) => onPart(sub.id, n)}
                />
              </div>
            ),
          )}
        </fieldset>
      )}
    </div>
  );
}
