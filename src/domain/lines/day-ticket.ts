// Tickets of a day (no slot): the day and the tickets chosen for it.
import type { LineKind } from "./kind";
import { asHeld, atOwnRate, byName, keyDate, named } from "./parts";

export const dayTicket: LineKind<"dayTicket"> = {
  type: "dayTicket",
  storedName: byName,
  decode: (o, r, base) => ({
    ...base,
    type: "dayTicket",
    date: keyDate(r, o.date),
    dayTickets: r.all(o.dayTickets, (d) => ({ id: r.need(r.whole(d.id, 0)), count: r.need(r.whole(d.count, 0)) })),
  }),
  prepare: asHeld,
  gross: atOwnRate,
  label: named,
};
