// The translated title of every route (page title and last breadcrumb), kept with the shell so
// it is there before an area's own messages arrive.
import type { RouteName } from "../domain/paths";
import type { MessageId } from "../i18n/use-t";

export const ROUTE_TITLES: Record<RouteName, MessageId> = {
  home: "route.home",
  merchandise: "route.merchandise",
  merchandiseCategory: "route.merchandise",
  passes: "route.passes",
  pass: "route.pass",
  product: "route.product",
  vouchers: "route.vouchers",
  voucher: "route.voucher",
  tickets: "route.tickets",
  event: "route.event",
  tours: "route.tours",
  tour: "route.tour",
  login: "route.login",
  register: "route.register",
  registerSuccess: "route.registerSuccess",
  registerGuest: "route.registerGuest",
  forgotPassword: "route.forgotPassword",
  passwordResetSuccess: "route.passwordResetSuccess",
  recover: "route.recover",
  recoverSuccess: "route.recoverSuccess",
  settings: "route.settings",
  orderReview: "route.orderReview",
  checkout: "route.checkout",
  checkoutAccepted: "route.checkoutAccepted",
  checkoutCanceled: "route.checkoutCanceled",
  checkoutSuccess: "route.checkoutSuccess",
  checkoutFailed: "route.checkoutFailed",
  shippingPage: "route.shipping",
  page: "route.page",
};
