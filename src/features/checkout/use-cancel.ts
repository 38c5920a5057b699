// Gives up the basket's cart at the service (checkout/cancel?noRedirect=1&cartId&us) and forgets
// its id. Only for a provider's return that names a payment (`us`): the service refuses a cart
// of another payment and a paid one, so an old cancel page reached through history, or someone
// else's, cancels nothing. 410: the cart is gone (paid or timed out). Other failures change
// nothing visible.
import { cancelPayment } from "../../api/checkout";
import { ApiError } from "../../api/errors";
import { useEmbed } from "../../stores/context";

export type CancelOutcome = "canceled" | "gone" | "none" | "failed";

export function useCancelCart(): (us: string) => Promise<CancelOutcome> {
  const { api, stores } = useEmbed();
  return async (us: string) => {
    const cartId = stores.basket.getState().cartId;
    if (!cartId) return "none";
    try {
      await cancelPayment(api, cartId, us);
      stores.basket.getState().setCartId(null);
      return "canceled";
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 410) return "failed";
      // paid: the cart id stays, so the payment's return is still recognised as this basket's
      if (e.code !== "CART_PAID") stores.basket.getState().setCartId(null);
      return "gone";
    }
  };
}
