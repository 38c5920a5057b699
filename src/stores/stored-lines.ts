// Basket lines read back from session storage (issue 12): storage is written by us but read as
// untrusted, like a service answer (the helpers of src/api/decode.ts). Each line is rebuilt
// field by field; a line that lacks what a screen or the payment needs (a date, its numbers,
// its owners) is dropped and named, so no screen ever meets null, a string or €NaN.
import { arr, isObj, numOr, strOr, type Obj } from "../api/decode";
import type {
  AnsweredQuestion,
  BasketLine,
  LineType,
  PassOwner,
  SubticketLine,
  TourAnswer,
  TourPartLine,
} from "../domain/basket";

export interface DecodedLines {
  lines: BasketLine[];
  /** How the dropped lines are named to the visitor; null for one that has no usable name. */
  dropped: (string | null)[];
}

const TYPES: LineType[] = ["ticket", "guidedTour", "merchandise", "voucher", "voucherCode", "dayTicket", "annualPass"];
const ANSWER_TYPES: TourAnswer["type"][] = ["radio", "select", "checkbox", "text", "textarea", "number"];
const KEY_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(:\d{2})?$/;

/** Thrown inside a line's decoder: the line is dropped. */
class Unreadable extends Error {}
const need = <T>(v: T | undefined): T => {
  if (v === undefined) throw new Unreadable();
  return v;
};

const text = (v: unknown) => {
  const s = strOr(v);
  return s !== undefined && s.trim() !== "" ? s : undefined;
};
const whole = (v: unknown, min: number) => {
  const n = numOr(v);
  return n !== undefined && Number.isInteger(n) && n >= min ? n : undefined;
};
const idOf = (v: unknown): number | string | undefined =>
  typeof v === "string" ? text(v) : whole(v, Number.MIN_SAFE_INTEGER);
/** An optional number (VAT rate, slot id): kept when it reads as one, left out otherwise. */
const optional = <K extends string>(name: K, v: unknown): { [P in K]?: number } => {
  const n = numOr(v);
  return (n === undefined ? {} : { [name]: n }) as { [P in K]?: number };
};
/** A list every entry of which must decode (a missing list is empty). */
const all = <T>(v: unknown, read: (o: Obj) => T): T[] =>
  v === undefined ? [] : need(Array.isArray(v) ? v : undefined).map((x) => read(need(isObj(x) ? x : undefined)));

const part = (o: Obj): SubticketLine => ({
  id: need(whole(o.id, 0)),
  name: strOr(o.name) ?? "",
  price: need(numOr(o.price)),
  count: need(whole(o.count, 0)),
  ...optional("vat_value", o.vat_value),
});
const tourPart = (o: Obj): TourPartLine => ({
  ...part(o),
  ...(o.subtickets !== undefined ? { subtickets: all(o.subtickets, part) } : {}),
});

/** The slot of a dated line: its datetime, with date and time read from it when they are missing. */
function when(o: Obj) {
  const m = need(DATETIME.exec(strOr(o.datetime) ?? "") ?? undefined);
  const date = strOr(o.date) ?? m[1];
  return {
    datetime: need(strOr(o.datetime)),
    date: need(KEY_DATE.test(date) ? date : undefined),
    time: strOr(o.time) ?? m[2],
  };
}

function answer(o: Obj): TourAnswer {
  const type = need(ANSWER_TYPES.find((t) => t === o.type));
  const value = Array.isArray(o.value) ? o.value.map((v) => need(strOr(v))) : need(strOr(o.value));
  return { qId: need(whole(o.qId, 0)), type, value };
}

/** The answers in words are only shown: a damaged entry is left out, never the line. */
const answeredOf = (v: unknown): { answered?: AnsweredQuestion[] } =>
  Array.isArray(v)
    ? {
        answered: v.flatMap((x) =>
          isObj(x) && typeof x.question === "string" && typeof x.answer === "string"
            ? [{ question: x.question, answer: x.answer }]
            : [],
        ),
      }
    : {};

/** A pass owner; `byPost` is a basket of before per-owner posting, whose line said it for all
 * owners with an address. */
function owner(o: Obj, byPost: boolean): PassOwner {
  const a = isObj(o.address) ? o.address : null;
  return {
    title: strOr(o.title) ?? "",
    fname: need(text(o.fname)),
    lname: need(text(o.lname)),
    send_to_custom_addr: o.send_to_custom_addr === true || (byPost && !!a),
    ...(a
      ? {
          address: {
            street: strOr(a.street) ?? "",
            zip: strOr(a.zip) ?? "",
            city: strOr(a.city) ?? "",
            country: strOr(a.country) ?? "",
          },
        }
      : {}),
  };
}

/** The fields every line has; `key` is kept when it is usable. */
function base(o: Obj, type: LineType, key: string) {
  return {
    key,
    type,
    id: need(idOf(o.id)),
    name: type === "voucherCode" ? (text(o.name) ?? need(text(o.barcode))) : need(text(o.name)),
    price: need(numOr(o.price)),
    totalPrice: need(numOr(o.totalPrice)),
    count: need(whole(o.count, 1)),
    ...optional("vat_value", o.vat_value),
  };
}

function line(o: Obj, type: LineType, key: string): BasketLine {
  const b = base(o, type, key);
  switch (type) {
    case "ticket":
      return {
        ...b,
        type,
        eventId: need(whole(o.eventId, 0)),
        ...(text(o.eventName) ? { eventName: text(o.eventName) } : {}),
        ...when(o),
        subtickets: all(o.subtickets, part),
      };
    case "guidedTour": {
      const tickets = all(o.tickets, tourPart);
      const tours = all(o.tours, tourPart);
      return {
        ...b,
        type,
        tourId: need(whole(o.tourId, 0)),
        eventName: strOr(o.eventName) ?? "",
        ...when(o),
        ...optional("timeslotId", o.timeslotId),
        answers: all(o.answers, answer),
        ...answeredOf(o.answered),
        tickets,
        tours: need(tickets.length || tours.length ? tours : undefined),
        single_ticketing: o.single_ticketing === 1 || o.single_ticketing === true ? 1 : 0,
        book_complete_tour: o.book_complete_tour === 1 || o.book_complete_tour === true ? 1 : 0,
        totalCount: need(whole(o.totalCount, 0)),
        priceId: need(whole(o.priceId, 0)),
      };
    }
    case "merchandise":
      return { ...b, type, ...(text(o.image) ? { image: text(o.image) } : {}) };
    case "annualPass": {
      const owners = all(o.owners, (x: Obj) => owner(x, o.send_to_custom_addr === true));
      return { ...b, type, owners: need(owners.length ? owners : undefined) };
    }
    case "voucher":
      return { ...b, type, variable_amount: o.variable_amount === true };
    case "voucherCode":
      return { ...b, type, barcode: need(text(o.barcode))!.trim(), amount: need(numOr(o.amount)) };
    case "dayTicket":
      return {
        ...b,
        type,
        date: need(KEY_DATE.test(strOr(o.date) ?? "") ? strOr(o.date) : undefined),
        dayTickets: all(o.dayTickets, (d) => ({ id: need(whole(d.id, 0)), count: need(whole(d.count, 0)) })),
      };
  }
}

/** What a dropped line is called: its name (a ticket with its event, a code by its code). */
function nameOf(raw: unknown): string | null {
  if (!isObj(raw)) return null;
  if (raw.type === "voucherCode" && text(raw.barcode)) return text(raw.barcode)!;
  const name = text(raw.name);
  const event = text(raw.eventName);
  return name && raw.type === "ticket" && event && event !== name ? `${name} – ${event}` : (name ?? null);
}

/**
 * The lines of a stored basket. Lines that do not decode, and a second line of the same voucher
 * code, are dropped; a missing or repeated key is replaced by a new one.
 */
export function decodeStoredLines(value: unknown, makeKey: () => string): DecodedLines {
  const out: DecodedLines = { lines: [], dropped: [] };
  if (value === undefined) return out;
  if (!Array.isArray(value)) return { ...out, dropped: [null] };
  const keys = new Set<string>();
  for (const raw of arr(value)) {
    try {
      const o = need(isObj(raw) ? raw : undefined);
      const type = need(TYPES.find((t) => t === o.type));
      const stored = text(o.key);
      const key = stored && !keys.has(stored) ? stored : makeKey();
      const decoded = line(o, type, key);
      if (
        decoded.type === "voucherCode" &&
        out.lines.some((l) => l.type === "voucherCode" && l.barcode === decoded.barcode)
      )
        throw new Unreadable();
      keys.add(key);
      out.lines.push(decoded);
    } catch (e) {
      if (!(e instanceof Unreadable)) throw e;
      out.dropped.push(nameOf(raw));
    }
  }
  return out;
}
