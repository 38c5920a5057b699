// When the "your basket is waiting" notice (BasketWaiting, loaded only then) shows: part of the
// shell's first code, so it stays this small.
import { useEffect, useState } from "react";
import { useBasket, useEmbed, useShell } from "../stores/context";

/** Whether the notice shows: the basket came back filled, is still filled, and was not yet dealt with. */
export function useBasketWaiting(checkout: boolean): boolean {
  const { stores } = useEmbed();
  const [restored] = useState(() => stores.basket.getState().lines.length > 0);
  const filled = useBasket((b) => b.lines.length > 0);
  const done = useShell((st) => st.basketNoticeDone);
  // the basket seen is the notice dealt with
  useEffect(() => {
    if (checkout && restored && !done) stores.shell.getState().basketNoticeFinished();
  }, [checkout, restored, done, stores]);
  return restored && filled && !done && !checkout;
}
