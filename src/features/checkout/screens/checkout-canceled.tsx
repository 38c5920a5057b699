// `checkout/canceled`: the visitor cancelled at the provider. The cart is given up at the service
// (410: it was already paid or has timed out), and the visitor keeps or clears the basket.
import { useEffect, useState } from "react";
import { untilCleanup } from "../../../stores/latest";
import { useLocation } from "wouter";
import { paths } from "../../../domain/paths";
import { useBasketActions } from "../../../stores/basket-actions";
import { useBasket } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { Page } from "../../../ui/Page";
import { Alert } from "../../../ui/Alert";
import { Button, LinkButton } from "../../../ui/Button";
import { Spinner } from "../../../ui/Spinner";
import { ProgressBar } from "../../../ui/ProgressBar";
import { useStyles } from "../../../styles/use-styles";
import { checkoutStyles } from "../styles";
import type { CancelOutcome } from "../actions";
import { useCancelCart } from "../use-order";
import { useClearReturn, useReturnParams } from "../use-return";
import { ProblemAlert } from "../parts/problem-alert";

export function CheckoutCanceled() {
  const s = useStyles(checkoutStyles);
  const t = useT();
  const [, navigate] = useLocation();
  const cancel = useCancelCart();
  const clearReturn = useClearReturn();
  const params = useReturnParams();
  const actions = useBasketActions();
  const filled = useBasket((b) => b.lines.length > 0);
  const [outcome, setOutcome] = useState<CancelOutcome | "running">("running");
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    // without the provider's return (an old page reached through history) nothing is cancelled
    if (!params) return setOutcome("none");
    clearReturn();
    return untilCleanup(cancel(params.us), setOutcome);
  }, []);
  return (
    <Page title={t("route.checkoutCanceled")}>
      <ProgressBar step={2} />
      {outcome === "running" && <Spinner label={t("checkout.canceling")} live />}
      {outcome === "gone" && <ProblemAlert problem={{ problem: "cartGone", lineKey: null, lineName: null }} />}
      {cleared ? (
        <>
          <Alert tone="success">{t("checkout.cleared")}</Alert>
          <LinkButton href={paths.home.href()}>{t("checkout.backToShop")}</LinkButton>
        </>
      ) : (
        outcome !== "running" && (
          <>
            <p>{t(filled ? "checkout.canceledText" : "checkout.canceledEmpty")}</p>
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
