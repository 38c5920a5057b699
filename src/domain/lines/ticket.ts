// A ticket of an event's slot (or of the whole day for event-long tickets), with its sub-tickets.
import type { LineKind } from "./kind";
import { byName, preparedSubtickets, subticket, subticketGross, when } from "./parts";

export const ticket: LineKind<"ticket"> = {
  type: "ticket",
  storedName: byName,
  decode: (o, r, base) => ({
    ...base,
    type: "ticket",
    eventId: r.need(r.whole(o.eventId, 0)),
    ...(r.text(o.eventName) ? { eventName: r.text(o.eventName) } : {}),
    ...when(o, r),
    subtickets: r.all(o.subtickets, (x) => subticket(x, r)),
  }),
  prepare: (line) => ({
    type: "ticket",
    count: line.count,
    id: line.id,
    datetime: line.datetime,
    subtickets: preparedSubtickets(line.subtickets),
  }),
  gross: (line) => [
    { rate: line.vat_value, gross: line.price * line.count },
    ...subticketGross(line.subtickets, line.vat_value, line.count),
  ],
  /** With its event, when the event's name is not the ticket's. */
  label: (l) => (l.name && l.eventName && l.eventName !== l.name ? `${l.name} – ${l.eventName}` : undefined),
};
