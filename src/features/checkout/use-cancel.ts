// Gives up the basket's cart at the service (checkout/cancel?noRedirect=1&cartId) and forgets
// its id. 410: the cart is gone (paid or timed out). Other failures change nothing visible.
import { cancelPayment } from "../../api/checkout";
import { ApiError } from "../../api/errors";
import { useEmbed } from "../../stores/context";

export type CancelOutcome = "canceled" | "gone" | "none" | "failed";

export function useCancelCart(): () => Promise<CancelOutcome> {
  const { api, stores } = useEmbed();
  return async () => {
    const cartId = stores.basket.getState().cartId;
    if (!cartId) return "none";
    try {
      await cancelPayment(api, cartId);
      stores.basket.getState().setCartId(null);
      return "canceled";
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 410) return "failed";
      stores.basket.getState().setCartId(null);
      return "gone";
    }
  };
}
