// Checkout's carts: checking a cart's lines with the areas' line handlers (each against the
// lines before it), pricing it as the service computes it (voucher codes after every other
// line, what is left on them paying the shipping), and booking it once paid.
import type { CartLine, LineType, SandboxState } from "../state";
import type { Lang } from "../http";
import { findCode } from "./vouchers";
import { SHIPPING_COSTS } from "../seed/checkout";
import type { SeedOrder } from "../seed/checkout";

export type Payart = number | string;

export interface SandboxCart {
  id: string;
  /** The payment's random token (12 alphanumerics) and the session's (12 characters). */
  us: string;
  sessionUs: string;
  kind: "cart" | "order";
  /** The widget's basket key (cart.basket): one basket has one open cart and is paid once. */
  basket: string | null;
  /**
   * Which payment start of its basket this is (cart.attempt, counted by the widget); a start
   * older than an open cart of its basket arrives late and is refused.
   */
  attempt: number | null;
  /** Who started it, as the service tells clients apart: the requesting address. */
  client: string;
  /** When initPayment kept it (the sandbox clock, ms). */
  created: number;
  /** For an order payment: the order it pays. */
  orderId: string | null;
  lang: Lang;
  customerId: number | null;
  payart: Payart;
  aux: Record<string, unknown>;
  items: CartLine[];
  /** Each item's amount, as priced at initPayment (codes: what they take, shipping included). */
  amounts: number[];
  shipping: number;
  total: number;
  externalDocumentNumber: string | null;
  urls: { continue: string; cancel: string };
  expires: number;
  status: "open" | "paid" | "canceled";
  /** What the provider did: nothing yet, authorized (paid), declined or cancelled. */
  payment: "pending" | "authorized" | "declined" | "canceled";
  result: ExecResult | null;
}

export interface ExecResult {
  booking_id: string;
  has_tickets: boolean;
  cartId: string | null;
  orderId: string | null;
  total: number;
}

/** A paid cart becomes an order the review shows; seeded orders carry texts in every language. */
export interface SandboxOrder extends Omit<SeedOrder, "items"> {
  items: {
    description: string | SeedOrder["items"][number]["description"];
    count: number;
    amount: number;
    tickets?: boolean;
    starts?: string | null;
  }[];
  discount: number;
  total: number;
  has_tickets: boolean;
}

export interface CheckoutData {
  carts: Map<string, SandboxCart>;
  /** Payment token (us) to cart id. */
  payments: Map<string, string>;
  orders: Map<string, SandboxOrder>;
}

export const checkoutData = (state: SandboxState) => state.area<CheckoutData>("checkout");

const isCode = (l: CartLine) => l.type === "voucherCode";

/**
 * What the service does with each line type beyond its area's handler: whether it is posted (a
 * delivery address and shipping) and whether it is a ticket (the booking's `has_tickets`, a line's
 * `tickets` flag). A table over every type, so a new type is named by TypeScript here too.
 */
const LINE_SERVICE: Record<LineType, { posted: boolean; ticket: boolean }> = {
  ticket: { posted: false, ticket: true },
  guidedTour: { posted: false, ticket: true },
  dayTicket: { posted: false, ticket: true },
  merchandise: { posted: true, ticket: false },
  annualPass: { posted: true, ticket: false },
  voucher: { posted: false, ticket: false },
  voucherCode: { posted: false, ticket: false },
};
const serviceOf = (l: CartLine) => LINE_SERVICE[l.type as LineType] ?? { posted: false, ticket: false };
export const isPosted = (l: CartLine) => serviceOf(l).posted;
export const hasTickets = (items: CartLine[]) => items.some((l) => serviceOf(l).ticket);

/**
 * A cart holds what it needs from initPayment until it is cancelled, declined, executed or has
 * expired. Money taken is booked at once (the provider's notification), so an open cart is never
 * paid: one the provider accepted where the shop confirms after it (`payment` "authorized",
 * still open) waits for the visitor's confirmation and expires like any open cart.
 */
export function holds(state: SandboxState, cart: SandboxCart): boolean {
  if (cart.kind !== "cart" || cart.status !== "open") return false;
  return (cart.payment === "pending" || cart.payment === "authorized") && cart.expires > state.clock.now().getTime();
}

const heldCarts = (state: SandboxState, except: string | null) =>
  [...checkoutData(state).carts.values()].filter((c) => c.id !== except && holds(state, c));

/**
 * The lines open carts hold (places, stock): counted before a cart's own lines when it is
 * checked, and taken from what the availability calls answer (a careful service shows no place
 * as free that an open payment holds).
 */
export const heldLines = (state: SandboxState, except: string | null = null): CartLine[] =>
  heldCarts(state, except).flatMap((c) => c.items.filter((l) => !isCode(l)));

/** What other carts hold of a code's balance (minor units). */
function heldOfCode(state: SandboxState, barcode: unknown, except: string | null): number {
  const code = findCode(state, barcode);
  if (!code) return 0;
  return heldCarts(state, except).reduce(
    (sum, c) =>
      sum + c.items.reduce((n, l, i) => n + (isCode(l) && findCode(state, l.barcode) === code ? -c.amounts[i] : 0), 0),
    0,
  );
}

/** A code's balance that is neither used nor held by another cart. */
function available(state: SandboxState, barcode: unknown, except: string | null): number {
  const code = findCode(state, barcode);
  return code ? Math.max(0, code.amount - code.used_amount - heldOfCode(state, barcode, except)) : 0;
}

/**
 * The first line that cannot be booked: its index and error code, or null. Each line is checked
 * after what other carts hold (`except`: the cart being executed, which holds its own lines).
 */
export function checkCart(
  state: SandboxState,
  items: CartLine[],
  except: string | null = null,
): { line: number; error: string } | null {
  const held = heldLines(state, except);
  for (let i = 0; i < items.length; i++) {
    const handler = state.lineHandler(items[i].type);
    const before = isCode(items[i]) ? items.slice(0, i) : [...held, ...items.slice(0, i)];
    let error = handler ? handler.check(items[i], state, before) : "LINE_TYPE_UNKNOWN";
    // a code whose whole balance other open payments hold has nothing left for this one
    if (!error && isCode(items[i]) && available(state, items[i].barcode, except) === 0)
      error = "VOUCHER_NO_AMOUNT_LEFT";
    if (error) return { line: i, error };
  }
  return null;
}

/** Shipping for a destination: 0 without posted lines, null for a country without stored costs. */
export function shippingFor(items: CartLine[], country: string | null): number | null {
  if (!items.some(isPosted)) return 0;
  const cost = country ? SHIPPING_COSTS[country.toUpperCase()] : undefined;
  return cost ?? null;
}

/**
 * Prices a checked cart: every other line first, then the codes in order (each against all
 * other lines and the codes ahead of it); then what is left on the codes pays the shipping, as
 * the widget's allocateVouchers does. The total never goes below 0.
 */
export function priceCart(
  state: SandboxState,
  items: CartLine[],
  shipping: number,
  except: string | null = null,
): { amounts: number[]; total: number } {
  const amounts = items.map(() => 0);
  const others = items.filter((l) => !isCode(l));
  items.forEach((l, i) => {
    if (!isCode(l))
      amounts[i] = state.lineHandler(l.type)!.amount(
        l,
        state,
        items.slice(0, i).filter((x) => !isCode(x)),
      );
  });
  const codesBefore: CartLine[] = [];
  let shippingLeft = shipping;
  items.forEach((l, i) => {
    if (!isCode(l)) return;
    // at most what other open payments leave of the balance
    const free = available(state, l.barcode, except);
    let amount = Math.max(-free, state.lineHandler(l.type)!.amount(l, state, [...others, ...codesBefore]));
    const left = free + amount;
    const extra = Math.min(left, shippingLeft);
    amount -= extra;
    shippingLeft -= extra;
    amounts[i] = amount;
    codesBefore.push(l);
  });
  const total = Math.max(0, amounts.reduce((s, a) => s + a, 0) + shipping);
  return { amounts, total };
}

/** Books a paid cart: every line reduces capacity, stock or balance (codes by what they took). */
export function commitCart(state: SandboxState, cart: SandboxCart): void {
  cart.items.forEach((l, i) =>
    state.lineHandler(l.type)?.commit(isCode(l) ? { ...l, amount: cart.amounts[i] } : l, state),
  );
}

/** The order a paid cart becomes, with each line described in the cart's language. */
export function orderOf(
  state: SandboxState,
  cart: SandboxCart,
  bookingId: string,
  customer: SeedOrder["customer"] | null,
  now: string,
): SandboxOrder {
  const items = cart.items.map((l, i) => ({
    description: state.lineHandler(l.type)?.describe?.(l, state, cart.lang) ?? l.type,
    starts: state.lineHandler(l.type)?.starts?.(l, state) ?? null,
    count: isCode(l) ? 1 : Number(l.count) || 1,
    amount: cart.amounts[i],
    tickets: serviceOf(l).ticket,
  }));
  const goods = items.filter((x) => x.amount > 0).reduce((s, x) => s + x.amount, 0);
  return {
    id: bookingId,
    status: "paid",
    created: now,
    due: null,
    paidAt: now,
    payart: cart.payart,
    shipping: cart.shipping,
    customer: customer ?? {
      salutation: "",
      fname: "",
      lname: "",
      company: "",
      email: "",
      addrBilling: { street: "", zip: "", city: "", country: "" },
    },
    items,
    discount: cart.total - goods - cart.shipping,
    total: cart.total,
    has_tickets: hasTickets(cart.items),
  };
}

/** ISO 13616: the country's letters and check digits, mod 97. */
export function ibanValid(value: unknown): boolean {
  const iban = String(value ?? "")
    .replace(/\s+/g, "")
    .toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/**
 * A value worked out once per answer and dropped after it (a handler runs in one task): what open
 * carts hold, which an availability answer asks for once per slot or day.
 */
export function perAnswer<T>(compute: (state: SandboxState) => T): (state: SandboxState) => T {
  let cached: { state: SandboxState; value: T } | null = null;
  return (state) => {
    if (cached?.state === state) return cached.value;
    const value = compute(state);
    cached = { state, value };
    queueMicrotask(() => (cached = null));
    return value;
  };
}
