// `checkout/success`: the provider's return is executed (its parameters are kept in session
// storage and leave the address first), then the booking is shown and the basket is gone; or the
// reason it failed, with the basket kept: the error field (422), the message (400), the cart gone
// (410). Without a definite answer the outcome is unknown: it says so, offers to check again and
// never offers to pay again. A return kept from before (a reload, a lost answer) is resumed; a
// booking confirmed before is shown again after a reload, with what was booked (kept-booking).
import { useEffect, useRef } from "react";
import { visitsOf } from "../../../domain/calendar";
import { paths } from "../../../domain/paths";
import { allocateVouchers } from "../../../domain/vouchers";
import { useBasket, useEmbed, useSession, useShell } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { Page } from "../../../ui/page";
import { Alert } from "../../../ui/alert";
import { Button, LinkButton } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { ProgressBar } from "../parts/progress-bar";
import { useStyles } from "../../../styles/use-styles";
import { useFormat } from "../../../ui/format";
import { checkoutStyles } from "../styles";
import { useCheckout, type Execution } from "../store";
import { useClearReturn, useIgnoredReturn, usePendingReturn, useReturnParams } from "../use-return";
import { useExecute } from "../use-order";
import { ProblemAlert } from "../parts/problem-alert";
import { BasketLine } from "../parts/basket-line";
import { keptBooking } from "../kept-booking";
import { PaidBasket } from "../parts/paid-basket";
import { AddToCalendar } from "../parts/add-to-calendar";
import { PrintBooking } from "../parts/print-booking";

export function CheckoutSuccess() {
  const t = useT();
  const inAddress = useReturnParams();
  const pending = usePendingReturn();
  const params = inAddress ?? pending;
  const ignored = useIgnoredReturn();
  const execution = useCheckout((c) => c.execution);
  const execute = useExecute();
  const clear = useClearReturn();
  const { storage } = useEmbed();
  useEffect(() => {
    if (!params) return;
    // without storage the address is the only record of the return: it stays, so a reload asks
    // the service again and shows the same booking (the same return answers the same booking)
    if (inAddress && !storage.volatile) clear();
    void execute(params);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per payment return (its `us`): an order is never executed twice
  }, [params?.us]);
  // until the effect has run, the parameters in the address are the execution to come
  const kept = !params && !execution ? keptBooking.read(storage) : null;
  const shown: Execution | null =
    params && execution?.us !== params.us
      ? { us: params.us, status: "running" }
      : (execution ?? (kept && { ...kept, status: "done" }));
  if (shown?.status === "paid") return <PaidBasket reference={shown.reference} />;
  const title =
    shown?.status === "done"
      ? t("route.checkoutSuccess")
      : shown?.status === "unknown"
        ? t("checkout.unknownTitle")
        : shown?.status === "failed"
          ? // a basket gone at the service (paid elsewhere, timed out) is no failed payment
            t(shown.problem.problem === "cartGone" ? "checkout.cartGoneTitle" : "route.checkoutFailed")
          : t("checkout.confirmTitle");
  return (
    <Page title={title}>
      <ProgressBar step={shown?.status === "done" ? 3 : 2} />
      {!shown && ignored && (
        <Alert tone="warning">
          {ignored === "malformed" ? t("checkout.returnMalformed") : t("checkout.returnOtherEmbed")}
        </Alert>
      )}
      {!shown && <Alert tone="info">{t("checkout.nothingToConfirm")}</Alert>}
      {shown?.status === "running" && <Spinner label={t("checkout.confirming")} live />}
      {shown?.status === "done" && <Booked execution={shown} />}
      {shown?.status === "failed" && <Failed execution={shown} />}
      {shown?.status === "unknown" && <Unknown execution={shown} retry={execute} />}
      {shown?.status === "elsewhere" && <Elsewhere execution={shown} />}
    </Page>
  );
}

function Booked({ execution }: { execution: Extract<Execution, { status: "done" }> }) {
  const s = useStyles(checkoutStyles);
  const t = useT();
  const { result } = execution;
  // the customer the order was placed as (registered or guest): the service mails there
  const email = useSession((x) => x.customer?.email?.trim());
  const booking = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={booking} data-testid="booking">
        <Alert tone="success">
          <p>{t("checkout.thanks")}</p>
          <p data-testid="booking-id">{t("checkout.bookingNumber", { id: result.booking_id })}</p>
        </Alert>
        <p data-testid="sent-to" className={s.sentTo}>
          {email
            ? t(result.has_tickets ? "checkout.ticketsSentTo" : "checkout.confirmationSentTo", { email })
            : t(result.has_tickets ? "checkout.ticketsByMail" : "checkout.confirmationByMail")}
        </p>
        {execution.lines.length > 0 && <BookedLines execution={execution} />}
        <AddToCalendar bookingId={result.booking_id} visits={visitsOf(execution.lines)} />
      </div>
      <div className={s.actions}>
        <PrintBooking part={booking} title={t("checkout.printTitle", { id: result.booking_id })} />
        <LinkButton href={paths.orderReview.href(result.booking_id)} variant="secondary">
          {t("checkout.viewOrder")}
        </LinkButton>
        <LinkButton href={paths.home.href()}>{t("checkout.backToShop")}</LinkButton>
      </div>
    </>
  );
}

/** What was booked, as the basket showed it (read-only), with its shipping and total. */
function BookedLines({ execution }: { execution: Extract<Execution, { status: "done" }> }) {
  const s = useStyles(checkoutStyles);
  const t = useT();
  const { money } = useFormat();
  const allocation = allocateVouchers(execution.lines, execution.shippingCosts);
  const vouchers = new Map(allocation.vouchers.map((v) => [v.key, v]));
  return (
    <section aria-labelledby="foyer-booked" data-testid="booked">
      <h2 id="foyer-booked">{t("checkout.bookedTitle")}</h2>
      <ul className={s.lines}>
        {execution.lines.map((line) => (
          <BasketLine key={line.key} line={line} allocated={vouchers.get(line.key)} flagged={false} />
        ))}
      </ul>
      {allocation.shipping > 0 && (
        <p>{t("format.labelled", { label: t("checkout.shipping"), value: money(allocation.shipping) })}</p>
      )}
      <p className={s.total}>
        {t("format.labelled", { label: t("checkout.total"), value: money(execution.result.total) })}
      </p>
    </section>
  );
}

function Failed({ execution }: { execution: Extract<Execution, { status: "failed" }> }) {
  const s = useStyles(checkoutStyles);
  const t = useT();
  const filled = useBasket((b) => b.lines.length > 0);
  return (
    <>
      <ProblemAlert problem={execution.problem} />
      <div className={s.actions}>
        {filled ? (
          <LinkButton href={paths.checkout.href()}>{t("checkout.backToBasket")}</LinkButton>
        ) : (
          <LinkButton href={paths.home.href()} variant="secondary">
            {t("checkout.backToShop")}
          </LinkButton>
        )}
      </div>
    </>
  );
}

/** No definite answer: the payment may have gone through, so there is no way to pay again here. */
function Unknown({
  execution,
  retry,
}: {
  execution: Extract<Execution, { status: "unknown" }>;
  retry: (p: Extract<Execution, { status: "unknown" }>["retry"]) => void;
}) {
  const s = useStyles(checkoutStyles);
  const t = useT();
  const email = useShell((x) => x.meta?.support_email);
  return (
    <>
      <Alert tone="warning">
        <p>{t("checkout.unknownText")}</p>
        <p data-testid="order-reference">{t("checkout.orderReference", { reference: execution.reference })}</p>
        {email && <p>{t("checkout.contact", { email })}</p>}
      </Alert>
      <div className={s.actions}>
        <Button onClick={() => retry(execution.retry)}>{t("checkout.checkAgain")}</Button>
      </div>
    </>
  );
}

/** Booked, but not this basket's payment: the basket is left as it is. */
function Elsewhere({ execution }: { execution: Extract<Execution, { status: "elsewhere" }> }) {
  const s = useStyles(checkoutStyles);
  const t = useT();
  return (
    <>
      <Alert tone="info">
        <p>{t("checkout.otherCart", { id: execution.result.booking_id })}</p>
      </Alert>
      <div className={s.actions}>
        <LinkButton href={paths.checkout.href()}>{t("checkout.backToBasket")}</LinkButton>
      </div>
    </>
  );
}
