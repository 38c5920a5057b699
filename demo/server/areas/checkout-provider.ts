// The payment provider's sandbox under /pay/{us}: a page that looks like a provider's, in the
// cart's language, for every payment type (card, PayPal, direct debit with the account holder
// and IBAN shown, Apple Pay, Google Pay). It pays, declines or cancels, then sends the visitor
// to the continue or cancel URL with its return parameters in the query: us, sessionUs, srcURL
// (and status=declined or status=canceled on the cancel URL).
import type { Context, Hono } from "hono";
import type { SandboxState } from "../state";
import { LANGS, tr, type Lang } from "../http";
import type { ShopData } from "./shop";
import { sessions } from "./sessions";
import { checkoutData, type SandboxCart } from "./checkout-carts";
import { withReturnParams } from "./checkout-init";
import { book } from "./checkout-exec";
import { PROVIDER_LOCALES, PROVIDER_TEXTS, type ProviderTexts } from "../seed/checkout-provider";

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k) => values[k] ?? "");
const money = (minor: number, lang: Lang) =>
  new Intl.NumberFormat(PROVIDER_LOCALES[lang], { style: "currency", currency: "EUR" }).format(minor / 100);
const groups = (iban: string) =>
  iban
    .replace(/\s+/g, "")
    .toUpperCase()
    .replace(/(.{4})/g, "$1 ")
    .trim();

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef1f6;color:#1d2433}
main{max-width:460px;margin:40px auto;background:#fff;border-radius:12px;box-shadow:0 6px 30px rgba(20,30,60,.12);padding:28px}
header{display:flex;align-items:center;gap:10px;margin-bottom:8px}.brand{font-weight:800;color:#1b4fd6;font-size:20px}
.note{background:#fff7d6;border-radius:6px;padding:8px 12px;font-size:14px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px}
dt{color:#5a6478}dd{margin:0;font-weight:600}label{display:block;font-weight:600;margin-top:10px}
input{width:100%;box-sizing:border-box;min-height:44px;padding:8px;border:1px solid #8a93a6;border-radius:6px;font:inherit}
button,a.button{display:block;width:100%;min-height:48px;margin-top:12px;border-radius:8px;font:inherit;font-weight:700;cursor:pointer;text-align:center;box-sizing:border-box;padding:12px;text-decoration:none}
.pay{background:#1b4fd6;color:#fff;border:0}.other{background:#fff;color:#1b4fd6;border:2px solid #1b4fd6}`;

function page(lang: Lang, title: string, content: string) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head><body><main>
<header><span class="brand" aria-hidden="true">◆ PayBridge</span></header>${content}</main></body></html>`;
}

const cartOf = (state: SandboxState, us: string): SandboxCart | null => {
  const data = checkoutData(state);
  const id = data.payments.get(us);
  return (id && data.carts.get(id)) || null;
};

function methodFields(state: SandboxState, cart: SandboxCart, t: ProviderTexts): string {
  const id = String(cart.payart);
  const merchant = state.area<ShopData>("shop").meta.name;
  if (id === "80")
    return `<label for="card">${esc(t.cardNumber)}</label><input id="card" value="4242 4242 4242 4242" autocomplete="off" readonly>
<label for="exp">${esc(t.expiry)}</label><input id="exp" value="12/34" readonly><label for="cvc">${esc(t.cvc)}</label><input id="cvc" value="123" readonly>`;
  if (id === "157") {
    const email = sessions(state).customers.find((x) => x.id === cart.customerId)?.email ?? "buyer@example.org";
    return `<p>${esc(fill(t.paypal, { email }))}</p>`;
  }
  if (id === "74" || id === "164")
    return `<dl><dt>${esc(t.accountHolder)}</dt><dd>${esc(String(cart.aux.Accountholder ?? ""))}</dd><dt>${esc(t.iban)}</dt><dd>${esc(groups(String(cart.aux.IBAN ?? "")))}</dd></dl>
<p>${esc(fill(t.mandate, { merchant }))}</p>`;
  const wallet = id === "applePay" ? "Apple Pay" : id === "googlePay" ? "Google Pay" : id;
  return `<p>${esc(fill(t.wallet, { wallet }))}</p>`;
}

/** Where each answer of the provider sends the visitor, with its return parameters. */
function destination(cart: SandboxCart, srcURL: string): string {
  const params = { us: cart.us, sessionUs: cart.sessionUs, srcURL };
  if (cart.payment === "authorized") return withReturnParams(cart.urls.continue, params);
  return withReturnParams(cart.urls.cancel, {
    ...params,
    status: cart.payment === "declined" ? "declined" : "canceled",
  });
}

function payPage(state: SandboxState, c: Context, cart: SandboxCart) {
  const lang = cart.lang;
  const t = PROVIDER_TEXTS[lang];
  const shop = state.area<ShopData>("shop");
  const amount = money(cart.total, lang);
  const type = shop.paymentTypes.find((p) => String(p.payartId) === String(cart.payart));
  const method = type ? tr(type.name as Record<Lang, string>, lang) : String(cart.payart);
  if (cart.payment !== "pending" || cart.status !== "open") {
    const back = cart.payment === "pending" ? cart.urls.cancel : destination(cart, srcOf(c, cart));
    return c.html(
      page(
        lang,
        t.title,
        `<h1>${esc(t.title)}</h1><p>${esc(t.done)}</p><a class="button other" href="${esc(back)}">${esc(t.back)}</a>`,
      ),
    );
  }
  const content = `<h1>${esc(fill(t.payTo, { merchant: shop.meta.name }))}</h1><p class="note">${esc(t.sandbox)}</p>
<dl><dt>${esc(t.amount)}</dt><dd>${esc(amount)}</dd><dt>${esc(t.reference)}</dt><dd>${esc(cart.orderId ?? cart.id)}</dd><dt>${esc(t.method)}</dt><dd>${esc(method)}</dd></dl>
<form method="post">${methodFields(state, cart, t)}
<button class="pay" name="action" value="pay">${esc(fill(t.pay, { amount }))}</button>
<button class="other" name="action" value="decline">${esc(t.decline)}</button>
<button class="other" name="action" value="cancel">${esc(t.cancel)}</button></form>`;
  return c.html(page(lang, t.title, content));
}

const confirmsOnCheckout = (state: SandboxState) =>
  (state.area<ShopData>("shop").config as { confirmPaymentOnCheckout?: unknown }).confirmPaymentOnCheckout !== false;

const srcOf = (c: Context, cart: SandboxCart) => `${new URL(c.req.url).origin}/pay/${cart.us}`;

export function providerPages(app: Hono, state: SandboxState) {
  app.get("/pay/:us", (c) => {
    const cart = cartOf(state, c.req.param("us"));
    const lang = (LANGS as readonly string[]).includes(c.req.query("lang") ?? "")
      ? (c.req.query("lang") as Lang)
      : "en";
    if (!cart)
      return c.html(page(lang, PROVIDER_TEXTS[lang].title, `<h1>${esc(PROVIDER_TEXTS[lang].unknown)}</h1>`), 404);
    return payPage(state, c, cart);
  });
  app.post("/pay/:us", async (c) => {
    const cart = cartOf(state, c.req.param("us"));
    if (!cart) return c.text("payment not found", 404);
    const form = await c.req.parseBody();
    // an expired cart holds nothing any more: the provider takes no money for it
    const live = cart.kind === "order" || cart.expires > state.clock.now().getTime();
    if (cart.payment === "pending" && cart.status === "open" && live) {
      const action = String(form.action ?? "");
      cart.payment = action === "pay" ? "authorized" : action === "decline" ? "declined" : "canceled";
      // the provider notifies the service of the payment at once (as real providers do by
      // webhook): a paid cart is booked even when the visitor never comes back. Where the shop
      // confirms after the provider (confirmPaymentOnCheckout off), the provider only accepted
      // the payment details: the visitor's confirmation (execPayment) takes the money and books.
      // Until then the cart is open and unpaid: cancelled, released or expired like any other
      if (cart.payment === "authorized" && confirmsOnCheckout(state)) book(state, cart);
    }
    return c.redirect(destination(cart, srcOf(c, cart)), 303);
  });
}
