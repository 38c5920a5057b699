// Counts: places or whole tours per price-list entry, and tickets per ticket type (a ticket with
// subtickets counts each participant). Place and tour steppers' + stops at the lowest of
// max_participants and what the slot has left (spec 001 section 5); typing goes up to
// max_participants, so a number above what is left gets the overbooking message. Ticket
// steppers stop at max_participants (times the tour count).
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../ui/format";
import { QuantityStepper } from "../../../ui/quantity-stepper";
import { Price } from "../../../ui/price";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import {
  choosesTours,
  isWholeTour,
  sortedPrices,
  ticketCap,
  ticketsOffered,
  ticketsRequired,
  toCount,
  tourPrice,
} from "../../../domain/tours";
import type { BookingView } from "../use-booking";
import { useTours, useTourStore } from "../use-tours";

const styles = defineStyles({
  group: `border:0;margin:0 0 1.25em;padding:0;& legend{font-weight:650;font-size:1.125em;margin-bottom:.25em;padding:0}`,
  hint: `color:var(--f-muted);margin:0 0 .5em;font-size:.9375em`,
  row: `display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5em 1em;padding:.5em 0;
    border-bottom:1px solid var(--f-border);& > span:first-child{flex:1;min-width:10em}`,
  sub: `padding-left:1em`,
  name: `font-weight:600`,
});

export function TourCounts({ view }: { view: BookingView }) {
  const s = useStyles(styles);
  const t = useT();
  const { money } = useFormat();
  const { tour, tickets } = view.input;
  const perPerson = !choosesTours(tour) && tourPrice(view.input.priceList, tour, 1);
  return (
    <>
      {choosesTours(tour) && sortedPrices(view.input.priceList).length > 0 && <TourPlaces view={view} />}
      {perPerson && (
        <p className={s.hint}>{t("tours.pricePerPerson", { name: perPerson.name, price: money(perPerson.price) })}</p>
      )}
      {ticketsOffered(tour) && tickets.length > 0 && <TourTickets view={view} />}
    </>
  );
}

/** Places, or whole tours, per price-list entry. */
function TourPlaces({ view }: { view: BookingView }) {
  const s = useStyles(styles);
  const t = useT();
  const store = useTourStore();
  const selection = useTours((x) => x.selection);
  const { tour } = view.input;
  const prices = sortedPrices(view.input.priceList);
  const whole = isWholeTour(tour);
  // the tour count's cap: min(max_participants, left in the slot), over all price entries
  const tourCap = view.input.slot ? view.booking.cap : tour.max_participants;
  const free = Math.max(0, tourCap - view.booking.counts.tourCount);
  return (
    <fieldset className={s.group}>
      <legend>{t(whole ? "tours.tours.legend" : "tours.places.legend")}</legend>
      {whole && <p className={s.hint}>{t("tours.perTourMax", { count: tour.max_participants })}</p>}
      {prices.map((p) => (
        <div key={p.id} className={s.row}>
          <span>
            <span className={s.name}>{p.name}</span> · <Price value={p.price} />
          </span>
          <QuantityStepper
            // what is counted (places or tours) at this price, not the price's name alone (issue 35)
            label={t(whole ? "tours.toursAt" : "tours.placesAt", { price: p.name })}
            value={toCount(selection.tours[p.id])}
            max={tour.max_participants}
            buttonMax={toCount(selection.tours[p.id]) + free}
            onChange={(n) => store.getState().setTourCount(p.id, n)}
          />
        </div>
      ))}
    </fieldset>
  );
}

/** Tickets per ticket type; a ticket with subtickets counts each participant. */
function TourTickets({ view }: { view: BookingView }) {
  const s = useStyles(styles);
  const t = useT();
  const store = useTourStore();
  const selection = useTours((x) => x.selection);
  const { tour, tickets } = view.input;
  const cap = ticketCap(tour, tour.max_participants, choosesTours(tour) ? view.booking.counts.tourCount : 1);
  return (
    <fieldset className={s.group}>
      <legend>{t(ticketsRequired(tour) ? "tours.tickets.legend" : "tours.tickets.legendOptional")}</legend>
      {choosesTours(tour) && ticketsRequired(tour) && <p className={s.hint}>{t("tours.tickets.onePerPlace")}</p>}
      {tickets.map((k) =>
        k.subtickets?.length ? (
          <div key={k.id} role="group" aria-label={k.name}>
            <div className={s.row}>
              <span className={s.name}>{k.name}</span>
            </div>
            {k.subtickets.map((sub) => (
              <div key={sub.id} className={`${s.row} ${s.sub}`}>
                <span>
                  {sub.name} · <Price value={sub.price} />
                </span>
                <QuantityStepper
                  label={t("tours.subticket", { ticket: k.name, subticket: sub.name })}
                  value={toCount(selection.subtickets[k.id]?.[sub.id])}
                  max={cap}
                  onChange={(n) => store.getState().setSubticketCount(k.id, sub.id, n)}
                />
              </div>
            ))}
          </div>
        ) : (
          <div key={k.id} className={s.row}>
            <span>
              <span className={s.name}>{k.name}</span> · <Price value={k.price} />
            </span>
            <QuantityStepper
              label={k.name}
              value={toCount(selection.tickets[k.id])}
              max={cap}
              onChange={(n) => store.getState().setTicketCount(k.id, n)}
            />
          </div>
        ),
      )}
    </fieldset>
  );
}
