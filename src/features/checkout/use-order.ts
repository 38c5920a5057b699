// The order button's action: the prepared cart (version 1, the items, the document number when
// configured), the payment type and its data, the partner, and absolute return URLs pointing
// back to the host page's hash route go to checkout/initPayment; then the visitor goes to the
// provider. It never sends twice: a second press while sending does nothing, and a POST is
// never retried. A refusal becomes the basket's error, shown as its message.
import { initPayment } from "../../api/checkout";
import { ApiError, firstErrorValue } from "../../api/errors";
import { toEventItem } from "../../domain/analytics";
import { buildCart } from "../../domain/cart";
import { cartIdOf, isProviderUrl, paymentReturnUrls } from "../../domain/checkout";
import { cartProblem } from "../../domain/checkout-errors";
import { toCurrencyUnits } from "../../domain/money";
import { paymentAux, type DirectDebit, type PayartId } from "../../domain/payment";
import type { ShippingValues } from "../../domain/shipping";
import { allocateVouchers } from "../../domain/vouchers";
import type { BasketLine } from "../../domain/basket";
import { useEmbed } from "../../stores/context";
import { lineLabel } from "./line-label";
import { useCheckoutStore, type OrderProblem } from "./store";

export interface OrderInput {
  payart: PayartId;
  directDebit?: DirectDebit;
  shipping: ShippingValues | null;
}

/** The provider's page; a separate function so the page can be left in one place. */
export const goToProvider = (url: string) => window.location.assign(url);

/** What a refused payment call means for the visitor, and the line it names. */
export function refusal(e: ApiError, lines: BasketLine[]): OrderProblem {
  const code =
    e.status === 422
      ? (firstErrorValue(e.body.error) ?? e.code)
      : e.status === 400
        ? (firstErrorValue(e.body.message) ?? e.code)
        : null;
  const index = typeof e.body.line === "number" ? e.body.line : -1;
  const line = lines[index] ?? null;
  return { problem: cartProblem(code, line), lineKey: line?.key ?? null, lineName: line ? lineLabel(line) : null };
}

export function useOrder() {
  const { api, stores, emit, options } = useEmbed();
  const checkout = useCheckoutStore();
  return async function order({ payart, directDebit, shipping }: OrderInput): Promise<void> {
    const state = checkout.getState();
    if (state.sending) return;
    state.setSending(true);
    state.setProblem(null);
    const basket = stores.basket.getState();
    const shell = stores.shell.getState();
    const config = shell.config!;
    const lines = basket.lines;
    const cart = buildCart(lines, config.hasCheckoutDocumentNumber ? basket.externalDocumentNumber.trim() : null);
    const url = paymentReturnUrls(
      location.href,
      shell.lang,
      config.confirmPaymentOnCheckout,
      undefined,
      options.embedId,
    );
    const aux = paymentAux({
      payart,
      directDebit,
      partner: shell.partner,
      tracking: shell.tracking,
      shipping,
      requestInvoice: basket.requestInvoice,
    });
    const value = toCurrencyUnits(allocateVouchers(lines, basket.shippingCosts).total);
    emit("foyer:checkout", { value, currency: "EUR", items: lines.map(toEventItem) });
    try {
      const target = await initPayment(api, { payart, aux, cart, url });
      if (!isProviderUrl(target)) throw new ApiError(200, null);
      basket.setCartId(cartIdOf(target));
      // the button stays disabled: the page is leaving
      goToProvider(target);
    } catch (e) {
      checkout.getState().setSending(false);
      const error = e instanceof ApiError ? e : new ApiError(0, null);
      // 401/403 go to login (the shell's error policy)
      if ([401, 403].includes(error.status)) return;
      if (error.status >= 500) {
        // the policy's banner is at the top of the shop, far above the button: the visitor
        // reads (and hears) it here too
        checkout.getState().setProblem({ problem: "server", lineKey: null, lineName: null });
        return;
      }
      const problem = refusal(error, lines);
      checkout.getState().setProblem(problem);
    }
  };
}
