// The tickets for the chosen time (or the run): quantities, what the selection costs, what
// keeps it from the basket, and adding it.
import { useId, useMemo } from "react";
import {
  hasSubtickets,
  needsDate,
  selectionCount,
  selectionTotal,
  ticketLines,
  placesInBasket,
  slotLeft,
  ticketMax,
  ticketSelectionErrors,
} from "../../../domain/tickets";
import { formatKeyDate, timeOf } from "../../../domain/dates";
import { useBasketActions } from "../../../stores/basket-actions";
import { useBasket } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../ui/format";
import { Alert } from "../../../ui/Alert";
import { AddedNotice } from "../../../ui/AddedNotice";
import { Button } from "../../../ui/Button";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import { useEvent, useEventStore } from "../use-stores";
import { selectionMessage, visibleErrors } from "../messages";
import type { EventView } from "../event-store";
import { TicketRow } from "./ticket-row";
import { ComboTicket } from "./combo-ticket";
import { useAnnounceChange } from "../../../ui/use-announce";

const styles = defineStyles({
  list: `list-style:none;margin:0 0 1em;padding:0;border-top:1px solid var(--f-border)`,
  errors: `margin:0;padding-left:1.1em`,
  summary: `display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.75em 1em;margin:0 0 1em;
    & p{margin:0;font-weight:600}`,
});

export function TicketForm({ view }: { view: EventView }) {
  const s = useStyles(styles);
  const t = useT();
  const { money } = useFormat();
  const basket = useBasketActions();
  const store = useEventStore();
  const dayTickets = useEvent((x) => x.dayTickets);
  const timeslots = useEvent((x) => x.timeslots);
  const time = useEvent((x) => x.time);
  const selection = useEvent((x) => x.selection);
  const submitted = useEvent((x) => x.submitted);
  const added = useEvent((x) => x.added);
  const heading = useId();
  const lines = useBasket((b) => b.lines);

  const timed = needsDate(view.tickets);
  // a timed ticket is valid in the chosen slot; an event-long ticket for its run
  const datetime = timed ? time : (view.tickets[0]?.schedule[0]?.datetime ?? null);
  const tickets = useMemo(
    () => (timed ? dayTickets.filter((tk) => tk.schedule.some((e) => e.datetime === time)) : view.tickets),
    [timed, dayTickets, time, view.tickets],
  );
  // a timed slot's places the basket already holds are not there to choose again
  const inBasket = timed ? placesInBasket(lines, view.event.id, datetime) : 0;
  const slot = timed ? slotLeft(timeslots.find((x) => x.datetime === time) ?? null, inBasket) : null;
  const summary = t("tickets.summary", {
    count: selectionCount(tickets, selection),
    total: money(selectionTotal(tickets, selection)),
  });
  useAnnounceChange(summary);
  if (!datetime) return null;

  const errors = ticketSelectionErrors(tickets, selection, slot);
  const shown = visibleErrors(errors, submitted);
  const allSoldOut = tickets.every((tk) => ticketMax(tk, datetime, inBasket) === 0);
  const { setCount, chooseTicket, setSubticket } = store.getState();

  const add = () => {
    if (errors.length) return store.getState().submit();
    let count = 0;
    for (const line of ticketLines(view.event, tickets, selection, { datetime, timed }))
      if (basket.add(line).ok) count += line.count;
    store.getState().markAdded(count);
  };

  return (
    <section aria-labelledby={heading}>
      <h2 id={heading}>
        {timed
          ? t("tickets.ticketsFor", { date: formatKeyDate(datetime), time: timeOf(datetime) })
          : t("tickets.ticketsHeading")}
      </h2>
      {allSoldOut && <Alert tone="warning">{t("tickets.allSoldOut")}</Alert>}
      <ul className={s.list}>
        {tickets.map((tk) => (
          <li key={tk.id}>
            {hasSubtickets(tk) ? (
              <ComboTicket
                ticket={tk}
                counts={selection.subtickets[tk.id]}
                max={ticketMax(tk, datetime, inBasket)}
                onChoose={(chosen) => chooseTicket(tk, chosen)}
                onPart={(subId, n) => setSubticket(tk, subId, n)}
              />
            ) : (
              <TicketRow
                ticket={tk}
                count={selection.counts[tk.id] ?? 0}
                max={ticketMax(tk, datetime, inBasket)}
                onChange={(n) => setCount(tk.id, n)}
              />
            )}
          </li>
        ))}
      </ul>
      {shown.length > 0 && (
        <Alert tone="danger">
          <ul className={s.errors} data-testid="selection-errors">
            {shown.map((e) => {
              const m = selectionMessage(e);
              return <li key={JSON.stringify(e)}>{t(m.id, m.values)}</li>;
            })}
          </ul>
        </Alert>
      )}
      <div className={s.summary}>
        <p data-testid="selection-summary">{summary}</p>
        <Button onClick={add} disabled={allSoldOut}>
          {t("tickets.addToBasket")}
        </Button>
      </div>
      {added !== null && <AddedNotice>{t("tickets.added", { count: added })}</AddedNotice>}
    </section>
  );
}
