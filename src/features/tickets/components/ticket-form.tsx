// The tickets for the chosen time and those for the whole run (an event may sell both):
// quantities, what the selection costs, what keeps it from the basket, and adding it.
import { useId, useMemo, type MouseEvent } from "react";
import {
  hasSubtickets,
  isRunTicket,
  needsDate,
  selectionCount,
  selectionTotal,
  ticketLines,
  placesInBasket,
  slotLeft,
  ticketMax,
  ticketSelectionErrors,
  type EventTicket,
} from "../../../domain/tickets";
import { formatKeyDate, timeOf } from "../../../domain/dates";
import { useBasketActions } from "../../../stores/basket-actions";
import { useBasket } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../ui/format";
import { Alert } from "../../../ui/alert";
import { useHeldWhilePressed } from "../../../ui/press-hold";
import { AddedNotice } from "../../../ui/added-notice";
import { Button } from "../../../ui/button";
import { refusedQuantity } from "../../../ui/quantity-stepper";
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
  runHeading: `font-size:1.1em;margin:1em 0 .25em`,
  runPeriod: `color:var(--f-muted);margin:0 0 .5em`,
  summary: `display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.75em 1em;margin:0 0 1em;
    & p{margin:0;font-weight:600}`,
});

export function TicketForm({ view }: { view: EventView }) {
  const s = useStyles(styles);
  const t = useT();
  const { money } = useFormat();
  const basket = useBasketActions();
  const store = useEventStore();
  const time = useEvent((x) => x.time);
  const selection = useEvent((x) => x.selection);
  const submitted = useEvent((x) => x.submitted);
  const added = useEvent((x) => x.added);
  const heading = useId();
  const runHeading = useId();
  const { timed, runTickets, timedTickets, tickets, whenOf, inBasket, slot } = useFormTickets(view);
  const mixed = timed && runTickets.length > 0;
  const summary = t("tickets.summary", {
    count: selectionCount(tickets, selection),
    total: money(selectionTotal(tickets, selection)),
  });
  useAnnounceChange(summary, added !== null && selectionCount(tickets, selection) === 0);
  const errors = ticketSelectionErrors(tickets, selection, slot);
  // the messages stay as they were while "add" is pressed: a count committed by the blur at the
  // press must not move the button away from under the pointer (ui/press-hold.ts)
  const shown = useHeldWhilePressed(visibleErrors(errors, submitted));
  if (!tickets.length) return null;

  const allSoldOut = tickets.every((tk) => ticketMax(tk, whenOf(tk), inBasket) === 0);

  const add = (e: MouseEvent<HTMLElement>) => {
    // a count typed that was refused at its field (domain/quantity.ts) is fixed there first
    const refused = refusedQuantity(e.currentTarget.closest("section"));
    if (refused) return refused.focus();
    if (errors.length) return store.getState().submit();
    const chosen = [
      ...(time ? ticketLines(view.event, timedTickets, selection, { datetime: time, timed: true }) : []),
      ...runTickets.flatMap((tk) =>
        ticketLines(view.event, [tk], selection, { datetime: tk.schedule[0].datetime, timed: false }),
      ),
    ];
    let count = 0;
    for (const line of chosen) if (basket.add(line).ok) count += line.count;
    store.getState().markAdded(count);
  };

  const list = (group: EventTicket[]) => <TicketList group={group} whenOf={whenOf} inBasket={inBasket} />;
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading}>
        {timed && time
          ? t("tickets.ticketsFor", { date: formatKeyDate(time), time: timeOf(time) })
          : t("tickets.ticketsHeading")}
      </h2>
      {allSoldOut && <Alert tone="warning">{t("tickets.allSoldOut")}</Alert>}
      {(timedTickets.length > 0 || !mixed) && (
        <div role="group" aria-labelledby={heading}>
          {list(mixed ? timedTickets : tickets)}
        </div>
      )}
      {mixed && (
        <div role="group" aria-labelledby={runHeading}>
          <h3 id={runHeading} className={s.runHeading}>
            {t("tickets.runTicketsHeading")}
          </h3>
          <p className={s.runPeriod}>
            {t("tickets.runPeriod", {
              start: formatKeyDate(view.lifetime.first),
              end: formatKeyDate(view.lifetime.last),
            })}
          </p>
          {list(runTickets)}
        </div>
      )}
      {shown.length > 0 && <SelectionErrors errors={shown} />}
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

/** The tickets the form offers for the chosen time and for the whole run, and the places still free. */
function useFormTickets(view: EventView) {
  const dayTickets = useEvent((x) => x.dayTickets);
  const timeslots = useEvent((x) => x.timeslots);
  const time = useEvent((x) => x.time);
  const lines = useBasket((b) => b.lines);
  const timed = needsDate(view.tickets);
  // timed tickets are valid in the chosen slot; event-long ones (mode 3) for their run, also in a
  // timed event, whatever the day (spec 001: an event sells timed, event-long or scheduled tickets)
  const runTickets = useMemo(() => view.tickets.filter(isRunTicket), [view.tickets]);
  const timedTickets = useMemo(
    () =>
      timed && time ? dayTickets.filter((tk) => tk.mode !== 3 && tk.schedule.some((e) => e.datetime === time)) : [],
    [timed, dayTickets, time],
  );
  const tickets = useMemo(() => [...timedTickets, ...runTickets], [timedTickets, runTickets]);
  const whenOf = (tk: EventTicket) => (tk.mode === 3 ? tk.schedule[0].datetime : time);
  // a timed slot's places the basket already holds are not there to choose again
  const inBasket = timed ? placesInBasket(lines, view.event.id, time) : 0;
  const slot = timed ? slotLeft(timeslots.find((x) => x.datetime === time) ?? null, inBasket) : null;
  return { timed, runTickets, timedTickets, tickets, whenOf, inBasket, slot };
}

type WhenOf = (tk: EventTicket) => string | null;

/** One group of tickets: a row per ticket, a family ticket with its parts. */
function TicketList({ group, whenOf, inBasket }: { group: EventTicket[]; whenOf: WhenOf; inBasket: number }) {
  const s = useStyles(styles);
  const selection = useEvent((x) => x.selection);
  const { setCount, chooseTicket, setSubticket } = useEventStore().getState();
  return (
    <ul className={s.list}>
      {group.map((tk) => (
        <li key={tk.id}>
          {hasSubtickets(tk) ? (
            <ComboTicket
              ticket={tk}
              counts={selection.subtickets[tk.id]}
              max={ticketMax(tk, whenOf(tk), inBasket)}
              onChoose={(chosen) => chooseTicket(tk, chosen)}
              onPart={(subId, n) => setSubticket(tk, subId, n)}
            />
          ) : (
            <TicketRow
              ticket={tk}
              count={selection.counts[tk.id] ?? 0}
              max={ticketMax(tk, whenOf(tk), inBasket)}
              onChange={(n) => setCount(tk.id, n)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** What keeps the selection from the basket, once "add" was pressed. */
function SelectionErrors({ errors }: { errors: ReturnType<typeof ticketSelectionErrors> }) {
  const s = useStyles(styles);
  const t = useT();
  return (
    <Alert tone="danger">
      <ul className={s.errors} data-testid="selection-errors">
        {errors.map((e) => {
          const m = selectionMessage(e);
          return <li key={JSON.stringify(e)}>{t(m.id, m.values)}</li>;
        })}
      </ul>
    </Alert>
  );
}
