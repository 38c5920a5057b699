// One ticket without subtickets: its price and a quantity.
import type { EventTicket } from "../../../domain/tickets";
import { useT } from "../../../i18n/use-t";
import { Price } from "../../../ui/price";
import { QuantityStepper } from "../../../ui/quantity-stepper";
import { UNLIMITED_MAX } from "../../../domain/tickets";
import { defineStyles, useStyles } from "../../../styles/use-styles";

export const rowStyles = defineStyles({
  row: `display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5em 1em;padding:.75em 0;
    border-bottom:1px solid var(--f-border)`,
  info: `display:flex;flex-direction:column;min-width:12em;flex:1`,
  name: `font-weight:600`,
  meta: `color:var(--f-muted);font-size:.875em`,
  soldOut: `color:var(--f-danger);font-weight:600;font-size:.875em`,
});

export interface TicketRowProps {
  ticket: EventTicket;
  count: number;
  /** What may be chosen; 0 is sold out. */
  max: number;
  onChange: (count: number) => void;
}

export function TicketRow({ ticket, count, max, onChange }: TicketRowProps) {
  const s = useStyles(rowStyles);
  const t = useT();
  return (
    <div className={s.row} data-testid="ticket-row">
      <div className={s.info}>
        <span className={s.name}>{ticket.name}</span>
        <span className={s.meta}>
          <Price value={ticket.price} />
        </span>
        {max === 0 && <span className={s.soldOut}>{t("tickets.soldOut")}</span>}
      </div>
      <QuantityStepper
        label={ticket.name}
        value={count}
        min={0}
        max={Math.max(UNLIMITED_MAX, count)}
        left={max}
        onChange={onChange}
        disabled={max === 0}
      />
    </div>
  );
}
