// Basket, checkout and payment (issue 6): the basket with its sums, sign-in, delivery address
// and payment; the returns from the payment provider; the order review.
import type { RouteDef } from "../../stores/route-types";

/**
 * The files every checkout screen shows at once besides its own (rollup.config.mjs GROUPS): the
 * checkout area's parts, and what it shares with the account, merchandise and booking screens. A
 * screen's file imports them; named here, an arrival (a return from the payment provider, a deep
 * link) asks for them beside the screen's file, not a round trip after it.
 */
const parts: NonNullable<RouteDef["parts"]> = [
  () => import("./parts/problem-alert"),
  () => import("../../stores/cached"),
  () => import("../../stores/stored-lines"),
  () => import("../../domain/account-form"),
  () => import("../../stores/basket-actions"),
  () => import("../../ui/field"),
  // (the merchandise reads' addresses, which the cached attributes import: GROUPS "needs")
  () => import("../../api/merchandise-reads"),
];
/** (The route table adds the visitor's calls' file: a checkout screen asks for them at once.) */
const checkout = { checkout: true, catalog: "checkout", parts } satisfies Partial<RouteDef>;
const screens = () => import("./screens/checkout");

export const routes: RouteDef[] = [
  {
    name: "checkout",
    ...checkout,
    load: () => screens().then((m) => m.Checkout),
  },
  { name: "checkoutAccepted", ...checkout, load: () => screens().then((m) => m.CheckoutAccepted) },
  { name: "checkoutFailed", ...checkout, load: () => screens().then((m) => m.CheckoutFailed) },
  {
    name: "checkoutCanceled",
    ...checkout,
    load: () => import("./screens/checkout-canceled").then((m) => m.CheckoutCanceled),
  },
  {
    name: "checkoutSuccess",
    ...checkout,
    secondary: true,
    load: () => import("./screens/checkout-success").then((m) => m.CheckoutSuccess),
  },
  {
    name: "orderReview",
    catalog: "checkout",
    // an open order offers its payment at once
    payment: true,
    parts,
    // the order by the address's number (the customer who ordered asks with the visitor's login)
    reads: ({ id }) => [["order/review", { id: id ?? "" }]],
    load: () => import("./screens/order-review").then((m) => m.OrderReview),
  },
];
