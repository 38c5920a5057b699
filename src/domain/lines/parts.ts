// Parts several line types share: the defaults of a plain line (merchandise, vouchers, passes, day tickets),
// and what tickets and guided tours both hold (dated slots, sub-tickets). Pure.
import type { GrossPart, Named, Obj, Read, CartItem } from "./kind";
import type { BasketLine, SubticketLine, TourPartLine } from "./types";

const KEY_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(:\d{2})?$/;

/** A "YYYY-MM-DD" date, or the line is dropped. */
export const keyDate = (r: Read, v: unknown): string => r.need(KEY_DATE.test(r.str(v) ?? "") ? r.str(v) : undefined);

/** The slot of a dated line: its datetime, with date and time read from it when they are missing. */
export function when(o: Obj, r: Read) {
  const m = r.need(DATETIME.exec(r.str(o.datetime) ?? "") ?? undefined);
  return { datetime: r.need(r.str(o.datetime)), date: keyDate(r, r.str(o.date) ?? m[1]), time: r.str(o.time) ?? m[2] };
}

export const subticket = (o: Obj, r: Read): SubticketLine => ({
  id: r.need(r.whole(o.id, 0)),
  name: r.str(o.name) ?? "",
  price: r.need(r.num(o.price)),
  count: r.need(r.whole(o.count, 0)),
  ...r.optional("vat_value", o.vat_value),
});

/** Sub-tickets in prepared form: those chosen, by id and count. */
export const preparedSubtickets = (list: { id: number; count: number }[] | undefined) =>
  (list ?? []).filter((s) => s.count > 0).map((s) => ({ id: s.id, count: s.count }));

/** Sub-tickets' gross, each at its rate or the one given, `times` over. */
export const subticketGross = (subs: SubticketLine[] | undefined, fallback: number | undefined, times: number) =>
  (subs ?? []).map((s): GrossPart => ({ rate: s.vat_value ?? fallback, gross: s.price * s.count * times }));

/** A tour's part (a tour price or an admission ticket): its sub-tickets, else itself. */
export const tourPartGross = (p: TourPartLine): GrossPart[] =>
  p.subtickets?.length
    ? subticketGross(p.subtickets, p.vat_value, 1)
    : [{ rate: p.vat_value, gross: p.price * p.count }];

// The defaults of a plain line.
export const byName = (o: Obj, r: Read) => r.text(o.name);
/** Sent as it is held, without the client-side key and language. */
export function asHeld(line: BasketLine): CartItem {
  const { key: _key, lang: _lang, ...rest } = line;
  return rest as CartItem;
}
export const atOwnRate = (line: BasketLine): GrossPart[] => [{ rate: line.vat_value, gross: line.totalPrice }];
export const named = (_line: Named): string | undefined => undefined;
