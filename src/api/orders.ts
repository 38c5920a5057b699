// The order review (spec 000 section 7): the order, and the customer it belongs to. Spec 000
// shows no order shape ("fields of the order response: not shown"): the contract's smallest is
// `id`, `status` ("open" or "paid"), `items` (each `description`, `count`, `amount`) and `total`
// (docs/service-contract.md). An answer without them fails (DecodeError): the screen shows its
// failure, never an order it cannot read, and never "paid" unless the service says "paid".
import type { ApiClient } from "./client";
import { ApiError } from "./errors";
import { decodeCustomer, type Customer } from "./customer";
import { each, flag, isObj, need, needArr, needNum, needObj, needStr, num, str, strOr } from "./decode";

export interface OrderItem {
  description: string;
  count: number;
  amount: number;
  /** Extension: when the visit begins, "YYYY-MM-DD HH:mm:ss" of the museum's wall clock (timed tickets, tours). */
  starts?: string;
}

export interface Order {
  id: string;
  status: "open" | "paid";
  /** "YYYY-MM-DD HH:mm:ss"; "" when the service does not say. */
  created: string;
  /** YYYY-MM-DD: an open order is to be paid by then. */
  due: string | null;
  paid_at: string | null;
  items: OrderItem[];
  shipping: number;
  total: number;
  has_tickets: boolean;
}

const CALL = "order/review";

const text = (v: unknown) => {
  const s = strOr(v);
  return s && s.trim() ? s : null;
};

/** The order: required `id`, `status`, `items`, `total`; `created` "", `due`/`paid_at` null, `shipping` 0, `has_tickets` false. */
export function decodeOrder(v: unknown): Order {
  const o = needObj(CALL, "data", v);
  const status = o.status === "open" || o.status === "paid" ? o.status : undefined;
  needArr(CALL, "items", o.items);
  return {
    id: needStr(CALL, "id", o.id),
    status: need(CALL, "status", status),
    created: str(o.created),
    due: text(o.due),
    paid_at: text(o.paid_at),
    // a line the visitor is asked to pay for must say what and how much
    items: each(o.items, (item, i) => {
      const it = needObj(CALL, `items[${i}]`, item);
      return {
        description: needStr(CALL, `items[${i}].description`, it.description),
        count: needNum(CALL, `items[${i}].count`, it.count),
        amount: needNum(CALL, `items[${i}].amount`, it.amount),
        ...(text(it.starts) ? { starts: text(it.starts)! } : {}),
      };
    }),
    shipping: Math.max(0, num(o.shipping)),
    total: needNum(CALL, "total", o.total),
    has_tickets: flag(o.has_tickets) === 1,
  };
}

/** 406: the order is not available (unknown or cancelled). */
export const getOrder = (api: ApiClient, id: string) =>
  api.get<unknown>("order/review", { query: { id }, handled: [406] }).then(decodeOrder);

export type OrderCustomer = Pick<Customer, "salutation" | "fname" | "lname" | "company" | "email" | "addrBilling">;

/** Who ordered: the customer's fields, each "" when missing; not an object: null (the screen leaves the line out). */
export function decodeOrderCustomer(v: unknown): OrderCustomer | null {
  if (!isObj(v)) return null;
  const { salutation, fname, lname, company, email, addrBilling } = decodeCustomer("customer/fromOrder", v);
  return { ...(salutation === undefined ? {} : { salutation }), fname, lname, company, email, addrBilling };
}

/** No proof, not the visitor's order, or no such order: nobody to name. */
const REFUSED = [401, 403, 406];

/**
 * Who ordered: personal data, so the call carries the visitor's token, the proof that the order is
 * theirs (docs/service-contract.md); without it, or for another's order, the service refuses and
 * the answer is null and the screen leaves the line out. Optional on the screen, so no failure is shown.
 */
export const getOrderCustomer = (api: ApiClient, id: string): Promise<OrderCustomer | null> =>
  api
    .get<unknown>("customer/fromOrder", { query: { id }, auth: true, handled: true })
    .then(decodeOrderCustomer, (e) => {
      if (e instanceof ApiError && REFUSED.includes(e.status)) return null;
      throw e;
    });
