// Checkout and payment (issue 6): shipping costs, upselling, starting a payment for a cart or an
// open order, executing the provider's return once, cancelling, the order review, and the
// payment-provider sandbox under /pay/. Carts expire after state.settings.cartTtlMs.
import type { Context } from "hono";
import type { AreaModule, CartLine, SandboxState } from "../state";
import { body, fail, langOf, ok, tr } from "../http";
import { MAX_SUGGESTIONS, SUGGESTIONS, seedOrders } from "../seed/checkout";
import { checkToken } from "./sessions";
import { article, freeStock, publicArticle } from "./merchandise";
import { checkoutData, shippingFor, type CheckoutData, type SandboxOrder } from "./checkout-carts";
import { initPayment, initPaymentOrder } from "./checkout-init";
import { cancelPayment, execPayment } from "./checkout-exec";
import { providerPages } from "./checkout-provider";
import { orderCustomer } from "./order-customer";

const lines = (v: unknown): CartLine[] =>
  (Array.isArray(v) ? v : []).filter(
    (x): x is CartLine => !!x && typeof x === "object" && typeof (x as CartLine).type === "string",
  );

/** An order that can be shown: not cancelled. */
function reviewable(state: SandboxState, id: string | undefined): SandboxOrder | null {
  const order = checkoutData(state).orders.get(id ?? "");
  return order && order.status !== "canceled" ? order : null;
}

function shippingCosts(state: SandboxState) {
  return async (c: Context) => {
    const check = checkToken(c, state);
    if (check.status === "expired") return fail(c, 401, "AUTH_REQUIRED");
    const req = await body<{ cart?: unknown; country?: unknown }>(c);
    const cart = lines(req.cart);
    const country =
      typeof req.country === "string" && req.country.trim()
        ? req.country.trim()
        : check.status === "ok"
          ? check.customer.addrBilling.country
          : null;
    if (!country && cart.some((l) => l.type === "merchandise" || l.type === "annualPass"))
      return fail(c, 422, "SHIPPING_ADDRESS_MISSING");
    const cost = shippingFor(cart, country);
    return cost === null ? fail(c, 422, "SHIPPING_NOT_AVAILABLE") : ok(c, cost);
  };
}

function suggest(state: SandboxState) {
  return async (c: Context) => {
    const req = await body<{ cart?: { items?: unknown } }>(c);
    const cart = lines(req.cart?.items);
    const held = new Set(
      cart.filter((l) => l.type === "merchandise" || l.type === "annualPass").map((l) => Number(l.id)),
    );
    const ids = SUGGESTIONS.filter((s) => cart.some((l) => s.when.includes(l.type))).flatMap((s) => s.articles);
    const found = [...new Set(ids)]
      .filter((id) => !held.has(id))
      .map((id) => article(state, id))
      .filter((a) => !!a && freeStock(state, a) > 0)
      .slice(0, MAX_SUGGESTIONS)
      .map((a) => {
        const p = publicArticle(state, a!, langOf(c));
        return {
          type: p.product_kind_ref === 13 ? "annualPass" : "merchandise",
          id: p.id,
          name: p.name,
          description: p.description,
          price: p.price,
          image: p.image,
        };
      });
    return ok(c, found);
  };
}

function orderReview(state: SandboxState) {
  return (c: Context) => {
    const order = reviewable(state, c.req.query("id"));
    if (!order) return fail(c, 406, "ORDER_NOT_AVAILABLE");
    const lang = langOf(c);
    return ok(c, {
      id: order.id,
      status: order.status,
      created: order.created,
      due: order.due,
      paid_at: order.paidAt,
      payart: order.payart,
      items: order.items.map((i) => ({
        description: typeof i.description === "string" ? i.description : tr(i.description, lang),
        count: i.count,
        amount: i.amount,
        ...(i.starts ? { starts: i.starts } : {}),
      })),
      shipping: order.shipping,
      total: order.total,
      has_tickets: order.has_tickets,
    });
  };
}

export const checkoutArea: AreaModule = {
  name: "checkout",
  seed(state) {
    const orders = new Map<string, SandboxOrder>();
    for (const o of seedOrders(state.clock.today())) {
      const goods = o.items.reduce((s, i) => s + i.amount, 0);
      orders.set(o.id, { ...o, discount: 0, total: goods + o.shipping, has_tickets: o.items.some((i) => i.tickets) });
    }
    state.data.checkout = { carts: new Map(), payments: new Map(), orders } satisfies CheckoutData;
  },
  routes(api, state) {
    api.post("/:lang/shipping/costs", shippingCosts(state));
    api.post("/:lang/checkout/suggest", suggest(state));
    api.post("/:lang/checkout/initPayment", initPayment(state));
    api.post("/:lang/checkout/initPaymentOrder", initPaymentOrder(state));
    api.post("/:lang/checkout/execPayment", execPayment(state));
    api.post("/:lang/checkout/cancel", cancelPayment(state));
    api.get("/:lang/order/review", orderReview(state));
    api.get("/:lang/customer/fromOrder", orderCustomer(state));
  },
  pages: providerPages,
};
