// Every problem of an order or payment as the message the visitor reads (no server code is ever
// shown): spec 000 section 8's messages, and one per kind of cart-line error.
import type { CartProblem } from "../../domain/checkout-errors";
import type { MessageId } from "../../i18n/use-t";

export const PROBLEM_MESSAGES: Record<CartProblem, MessageId> = {
  soldOut: "checkout.problem.soldOut",
  overbooked: "checkout.problem.overbooked",
  noLongerBookable: "checkout.problem.noLongerBookable",
  notFound: "checkout.problem.notFound",
  selectionInvalid: "checkout.problem.selectionInvalid",
  priceChanged: "checkout.problem.priceChanged",
  passOwners: "checkout.problem.passOwners",
  codeNotYetValid: "checkout.problem.codeNotYetValid",
  codeExpired: "checkout.problem.codeExpired",
  codeUsedUp: "checkout.problem.codeUsedUp",
  codeUnknown: "checkout.problem.codeUnknown",
  codeDuplicate: "checkout.problem.codeDuplicate",
  empty: "checkout.empty",
  shippingUnavailable: "checkout.problem.shippingUnavailable",
  shippingAddress: "checkout.shippingIncomplete",
  paymentType: "checkout.problem.paymentType",
  directDebit: "checkout.problem.directDebit",
  paymentNotCompleted: "checkout.problem.paymentNotCompleted",
  cartGone: "checkout.problem.cartGone",
  alreadyPaid: "checkout.problem.alreadyPaid",
  cannotComplete: "checkout.problem.cannotComplete",
  server: "checkout.problem.server",
  noAnswer: "checkout.problem.noAnswer",
  frameBlocked: "checkout.problem.frameBlocked",
  unexpected: "checkout.problem.unexpected",
};

/** Problems after which the visitor is best helped by the shop's contact address. */
export const CONTACT_PROBLEMS: CartProblem[] = [
  "shippingUnavailable",
  "cannotComplete",
  "server",
  "frameBlocked",
  "unexpected",
];
