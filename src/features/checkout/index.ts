// Basket, checkout and payment (issue 6): the basket with its sums, sign-in, delivery address
// and payment; the returns from the payment provider; the order review.
import type { RouteDef } from "../../stores/route-types";

const checkout = { checkout: true, catalog: "checkout" } as const;
const screens = () => import("./screens/checkout");

export const routes: RouteDef[] = [
  {
    name: "checkout",
    ...checkout,
    load: () => screens().then((m) => m.Checkout),
    // the files the basket shows at once besides its screen's (rollup.config.mjs GROUPS): the
    // checkout area's parts, and what it shares with the account, merchandise and booking screens
    parts: [
      () => import("./parts/problem-alert"),
      () => import("../../stores/cached"),
      () => import("../../stores/stored-lines"),
      () => import("../../domain/account-form"),
      () => import("../../stores/basket-actions"),
      () => import("../../ui/field"),
    ],
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
  { name: "orderReview", catalog: "checkout", load: () => import("./screens/order-review").then((m) => m.OrderReview) },
];
