// The order review (spec 000 section 7): the order, and the customer it belongs to.
import type { ApiClient } from "./client";
import type { Customer } from "./customer";

export interface OrderItem {
  description: string;
  count: number;
  amount: number;
}

export interface Order {
  id: string;
  status: "open" | "paid";
  /** "YYYY-MM-DD HH:mm:ss" */
  created: string;
  /** YYYY-MM-DD: an open order is to be paid by then. */
  due: string | null;
  paid_at: string | null;
  items: OrderItem[];
  shipping: number;
  total: number;
  has_tickets: boolean;
}

/** 406: the order is not available (unknown or cancelled). */
export const getOrder = (api: ApiClient, id: string) =>
  api.get<Order>("order/review", { query: { id }, handled: [406] });

/** Who ordered; optional on the screen, so no failure is shown. */
export const getOrderCustomer = (api: ApiClient, id: string) =>
  api.get<Pick<Customer, "salutation" | "fname" | "lname" | "company" | "email" | "addrBilling">>(
    "customer/fromOrder",
    { query: { id }, handled: true },
  );
