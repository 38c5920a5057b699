// `checkout/canceled`: the visitor cancelled at the provider, or came here by hand after the way
// back was lost. The basket's cart is given up at the service; the answer decides what the page
// says: cancelled (keep or clear the basket), gone (timed out), or paid after all (410 CART_PAID:
// the paid lines leave the basket and the visitor is told not to pay again, issue 32).
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { paths } from "../../../domain/paths";
import { useBasketActions } from "../../../stores/basket-actions";
import { useBasket } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { Page } from "../../../ui/page";
import { Alert } from "../../../ui/alert";
import { Button, LinkButton } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { ProgressBar } from "../parts/progress-bar";
import { useStyles } from "../../../styles/use-styles";
import { checkoutStyles } from "../styles";
import type { CancelOutcome } from "../actions";
import { useAskedCart } from "../use-order";
import { useClearReturn, useReturnParams } from "../use-return";
import { ProblemAlert } from "../parts/problem-alert";
import { PaidBasket } from "../parts/paid-basket";

/**
 * What the page says: a cancellation only when the service cancelled a payment started here (a
 * cart that is gone is told by its alert, above: the page only asks about the basket).
 */
const cancelText = (outcome: CancelOutcome, filled: boolean) =>
  outcome === "none"
    ? filled
      ? "checkout.nothingCanceled"
      : "checkout.nothingCanceledEmpty"
    : outcome === "gone"
      ? filled && "checkout.keepOrClear"
      : filled
        ? "checkout.canceledText"
        : "checkout.canceledEmpty";

export function CheckoutCanceled() {
  const s = useStyles(checkoutStyles);
  const t = useT();
  const [, navigate] = useLocation();
  const clearReturn = useClearReturn();
  const params = useReturnParams();
  const actions = useBasketActions();
  const filled = useBasket((b) => b.lines.length > 0);
  const { outcome, reference } = useAskedCart(true, params?.us ?? null);
  const [cleared, setCleared] = useState(false);
  const text = outcome !== "running" && cancelText(outcome, filled);
  useEffect(() => {
    if (params) clearReturn();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit of the page
  }, []);
  if (outcome === "paid") return <PaidBasket reference={reference} />;
  // "cancelled" only for a payment the service cancelled; a cart that is gone (timed out, or
  // released by a newer start of its basket in another window) was cancelled by nobody, and the
  // page says what the success page says of it; else the page is the payment's, whatever it turns
  // out to be
  const title =
    outcome === "canceled"
      ? "route.checkoutCanceled"
      : outcome === "gone"
        ? "checkout.cartGoneTitle"
        : "checkout.paymentStatusTitle";
  return (
    <Page title={t(title)}>
      <ProgressBar step={2} />
      {outcome === "running" && <Spinner label={t("checkout.canceling")} live />}
      {outcome === "gone" && <ProblemAlert problem={{ problem: "cartGone", lineKey: null, lineName: null }} />}
      {outcome === "failed" ? (
        // no answer we can read: the cart may have been paid, so nothing here says "cancelled"
        <>
          <Alert tone="warning">{t("checkout.cancelUnknown")}</Alert>
          <LinkButton href={filled ? paths.checkout.href() : paths.home.href()}>
            {t(filled ? "checkout.backToBasket" : "checkout.backToShop")}
          </LinkButton>
        </>
      ) : cleared ? (
        <>
          <Alert tone="success">{t("checkout.cleared")}</Alert>
          <LinkButton href={paths.home.href()}>{t("checkout.backToShop")}</LinkButton>
        </>
      ) : (
        outcome !== "running" && (
          <>
            {text && <p>{t(text)}</p>}
            <div className={s.actions}>
              {filled ? (
                <>
                  <Button onClick={() => navigate(paths.checkout.href())}>{t("checkout.keepBasket")}</Button>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      actions.clear();
                      setCleared(true);
                    }}
                  >
                    {t("checkout.clearBasket")}
                  </Button>
                </>
              ) : (
                <LinkButton href={paths.home.href()}>{t("checkout.backToShop")}</LinkButton>
              )}
            </div>
          </>
        )
      )}
    </Page>
  );
}
