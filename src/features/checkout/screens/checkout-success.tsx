// `checkout/success`: the provider's return is executed once (its parameters leave the address
// first), then the booking is shown and the basket is gone; or the reason it failed, with the
// basket kept: the error field (422), the message (400), the cart gone (410).
import { useEffect } from "react";
import { paths } from "../../../domain/paths";
import { useBasket } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { Page } from "../../../ui/Page";
import { Alert } from "../../../ui/Alert";
import { Button, LinkButton } from "../../../ui/Button";
import { Spinner } from "../../../ui/Spinner";
import { ProgressBar } from "../../../ui/ProgressBar";
import { useStyles } from "../../../styles/use-styles";
import { checkoutStyles } from "../styles";
import { useCheckout, type Execution } from "../store";
import { useClearReturn, useExecute, useReturnParams } from "../use-return";
import { ProblemAlert } from "../parts/problem-alert";

export function CheckoutSuccess() {
  const t = useT();
  const params = useReturnParams();
  const execution = useCheckout((c) => c.execution);
  const execute = useExecute();
  const clear = useClearReturn();
  useEffect(() => {
    if (!params) return;
    clear();
    void execute(params);
  }, [params?.us]);
  // until the effect has run, the parameters in the address are the execution to come
  const shown: Execution | null =
    params && execution?.us !== params.us ? { us: params.us, status: "running" } : execution;
  const title =
    shown?.status === "done"
      ? t("route.checkoutSuccess")
      : shown?.status === "failed"
        ? t("route.checkoutFailed")
        : t("checkout.confirmTitle");
  return (
    <Page title={title}>
      <ProgressBar step={shown?.status === "done" ? 3 : 2} />
      {!shown && <Alert tone="info">{t("checkout.nothingToConfirm")}</Alert>}
      {shown?.status === "running" && <Spinner label={t("checkout.confirming")} />}
      {shown?.status === "done" && <Booked execution={shown} />}
      {shown?.status === "failed" && <Failed execution={shown} retry={execute} />}
    </Page>
  );
}

function Booked({ execution }: { execution: Extract<Execution, { status: "done" }> }) {
  const s = useStyles(checkoutStyles);
  const t = useT();
  const { result } = execution;
  return (
    <>
      <Alert tone="success">
        <p>{t("checkout.thanks")}</p>
        <p data-testid="booking-id">{t("checkout.bookingNumber", { id: result.booking_id })}</p>
      </Alert>
      <p>{t(result.has_tickets ? "checkout.ticketsByMail" : "checkout.confirmationByMail")}</p>
      <div className={s.actions}>
        <LinkButton href={paths.orderReview.href(result.booking_id)} variant="secondary">
          {t("checkout.viewOrder")}
        </LinkButton>
        <LinkButton href={paths.home.href()}>{t("checkout.backToShop")}</LinkButton>
      </div>
    </>
  );
}

function Failed({
  execution,
  retry,
}: {
  execution: Extract<Execution, { status: "failed" }>;
  retry: (p: NonNullable<Extract<Execution, { status: "failed" }>["retry"]>) => void;
}) {
  const s = useStyles(checkoutStyles);
  const t = useT();
  const filled = useBasket((b) => b.lines.length > 0);
  const again = execution.retry;
  return (
    <>
      <ProblemAlert problem={execution.problem} />
      <div className={s.actions}>
        {again && <Button onClick={() => retry(again)}>{t("checkout.tryAgain")}</Button>}
        {filled ? (
          <LinkButton href={paths.checkout.href()} variant={again ? "secondary" : "primary"}>
            {t("checkout.backToBasket")}
          </LinkButton>
        ) : (
          <LinkButton href={paths.home.href()} variant="secondary">
            {t("checkout.backToShop")}
          </LinkButton>
        )}
      </div>
    </>
  );
}
