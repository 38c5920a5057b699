// Payment: the methods offered (only express PayPal before login or guest registration), the
// direct debit data, the document number when the shop asks for one, terms and privacy, and the
// order button. What is missing is said after the button is pressed; nothing is sent then.
import { useEffect, useState, type FormEvent } from "react";
import {
  directDebitErrors,
  offeredPaymentTypes,
  paymentKind,
  type DirectDebit,
  type PayartId,
} from "../../../domain/payment";
import { needsShipping, shippingAddress, shippingReady } from "../../../domain/shipping";
import { isServiceCart, onlyVoucherCodes } from "../../../domain/checkout";
import { paths } from "../../../domain/paths";
import { allocateVouchers } from "../../../domain/vouchers";
import { useBasket, useConfig, useEmbed, useSession } from "../../../stores/context";
import { useDraft } from "../../../stores/use-draft";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../ui/format";
import { Button, RouteButton } from "../../../ui/button";
import { CheckboxField, TextField } from "../../../ui/field";
import { Alert } from "../../../ui/alert";
import { useStyles } from "../../../styles/use-styles";
import { checkoutStyles } from "../styles";
import { useCheckout, useCheckoutStore } from "../store";
import { useOrder } from "../use-order";
import { usePendingReturn } from "../use-return";
import { paymentChoice } from "../payment-choice";
import type { useShippingForm } from "../use-shipping";
import { PaymentTypes } from "./payment-types";
import { DirectDebitFields } from "./direct-debit-fields";
import { TermsField } from "./terms-field";
import { ProblemAlert } from "./problem-alert";

const focusFirstInvalid = (form: HTMLFormElement | null) =>
  form
    ?.closest("section")
    ?.parentElement?.querySelector<HTMLElement>("[aria-invalid=true], [data-invalid=true] input")
    ?.focus();

export function PaymentStep({ shipping }: { shipping: ReturnType<typeof useShippingForm> }) {
  const s = useStyles(checkoutStyles);
  const t = useT();
  const signedIn = useSession((x) => !!x.token);
  const sending = useCheckout((c) => c.sending);
  const attempted = useCheckout((c) => c.attempted);
  const problem = useCheckout((c) => c.problem);
  const confirmOnCheckout = useConfig().confirmPaymentOnCheckout;
  const step = usePaymentState(shipping);
  const { types, chosen, debit, terms, debitErrors, pending, codeOnly, costsFailed } = step;

  const show = (message: string, when: boolean) => (attempted && when ? message : undefined);
  return (
    <section className={s.section} aria-labelledby="foyer-payment">
      <h2 id="foyer-payment">{t("checkout.paymentTitle")}</h2>
      {!signedIn && <p className={s.note}>{t("checkout.expressIntro")}</p>}
      <form onSubmit={step.submit} noValidate>
        {types.length > 0 ? (
          <PaymentTypes
            types={types}
            value={chosen}
            onChange={step.setPayart}
            error={show(t("checkout.choosePayment"), chosen === null)}
          />
        ) : (
          <Alert tone="info">{t("checkout.noPaymentTypes")}</Alert>
        )}
        {chosen !== null && paymentKind(chosen) === "directDebit" && (
          <DirectDebitFields value={debit} errors={attempted ? debitErrors : {}} onChange={step.setDebit} />
        )}
        <InvoiceFields />
        <TermsField checked={terms} onChange={step.setTerms} error={show(t("checkout.termsRequired"), !terms)} />
        {attempted && !step.ready && <Alert tone="danger">{t("checkout.shippingIncomplete")}</Alert>}
        {attempted && step.costsError === "SHIPPING_NOT_AVAILABLE" && (
          <ProblemAlert problem={{ problem: "shippingUnavailable", lineKey: null, lineName: null }} />
        )}
        {problem && <ProblemAlert problem={problem} />}
        <OrderNotes
          total={step.total}
          costsNote={costsFailed || (attempted && step.costsUnknown)}
          codeOnly={codeOnly}
        />
        <PaymentNotices pending={!!pending} startedCart={step.startedCart} />
        <Button
          type="submit"
          disabled={sending || types.length === 0 || codeOnly || !!pending || costsFailed}
          aria-describedby={
            costsFailed ? "foyer-costs-unknown" : codeOnly || pending ? "foyer-order-blocked" : undefined
          }
        >
          {confirmOnCheckout ? t("checkout.orderNow") : t("checkout.toPayment")}
        </Button>
        {sending && <p role="status">{t("checkout.sending")}</p>}
      </form>
    </section>
  );
}

/** The payment step's choices (kept as drafts), what they allow, and the order button's action. */
function usePaymentState(shipping: ReturnType<typeof useShippingForm>) {
  const { storage } = useEmbed();
  const signedIn = useSession((x) => !!x.token);
  const delivered = useSession((x) => x.paymentTypes).map((p) => p.payartId);
  const lines = useBasket((b) => b.lines);
  const costs = useBasket((b) => b.shippingCosts);
  const costsError = useBasket((b) => b.shippingError);
  const checkout = useCheckoutStore();
  const order = useOrder();
  const types = offeredPaymentTypes(delivered, signedIn);
  // kept across a remount after a 503 (stores/drafts.ts); back from a declined or cancelled
  // payment, the type and terms of the order started (./payment-choice.ts)
  const [started] = useState(() => paymentChoice.read(storage));
  const [payart, setPayart] = useDraft<PayartId | null>(
    "checkout.payart",
    types.length === 1 ? types[0] : started.payart,
  );
  const [debit, setDebit] = useDraft<DirectDebit>("checkout.debit", { accountHolder: "", iban: "" });
  const [terms, setTerms] = useDraft("checkout.terms", started.terms);
  const chosen = payart !== null && types.some((x) => String(x) === String(payart)) ? payart : null;
  const debitErrors = chosen !== null && paymentKind(chosen) === "directDebit" ? directDebitErrors(debit) : {};
  const ready = shippingReady(lines, shipping.form, shipping.customer);
  const total = allocateVouchers(lines, costs).total;
  // a payment still being confirmed, or nothing to buy: the button says why it cannot be used
  const pending = usePendingReturn();
  const startedCart = useBasket((b) => (b.started && isServiceCart(b.cartId) ? b.cartId : null));
  const codeOnly = onlyVoucherCodes(lines);
  // the total confirmed must be the total charged: posted goods wait for their shipping costs
  const costsUnknown = needsShipping(lines) && ready && costs === null && costsError !== "SHIPPING_NOT_AVAILABLE";
  const costsFailed = costsUnknown && costsError !== null;

  useBackFromProvider();

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    checkout.getState().setAttempted(true);
    const blocked =
      codeOnly ||
      !!pending ||
      costsUnknown ||
      chosen === null ||
      Object.keys(debitErrors).length > 0 ||
      !terms ||
      !ready ||
      costsError === "SHIPPING_NOT_AVAILABLE";
    if (blocked) return requestAnimationFrame(() => focusFirstInvalid(form));
    await order({
      payart: chosen,
      directDebit: debit,
      shipping: shippingAddress(lines, shipping.form, shipping.customer),
    });
  }

  return {
    types,
    chosen,
    setPayart,
    debit,
    setDebit,
    debitErrors,
    terms,
    setTerms,
    ready,
    total,
    pending,
    startedCart,
    codeOnly,
    costsError,
    costsUnknown,
    costsFailed,
    submit,
  };
}

/** Back from the provider with the browser's back button (a page from the back-forward cache): the button works again. */
function useBackFromProvider() {
  const checkout = useCheckoutStore();
  useEffect(() => {
    const back = (e: PageTransitionEvent) => e.persisted && checkout.getState().setSending(false);
    addEventListener("pageshow", back);
    return () => removeEventListener("pageshow", back);
  }, [checkout]);
}

/** The document number, when the shop asks for one, and the request for an invoice. */
function InvoiceFields() {
  const t = useT();
  const { stores } = useEmbed();
  const askNumber = useConfig().hasCheckoutDocumentNumber;
  const documentNumber = useBasket((b) => b.externalDocumentNumber);
  const requestInvoice = useBasket((b) => b.requestInvoice);
  return (
    <>
      {askNumber && (
        <TextField
          label={t("checkout.documentNumber")}
          hint={t("checkout.documentNumberHint")}
          maxLength={35}
          value={documentNumber}
          onChange={(e) => stores.basket.getState().setExternalDocumentNumber(e.target.value)}
        />
      )}
      <CheckboxField
        label={t("checkout.requestInvoice")}
        checked={requestInvoice}
        onChange={(e) => stores.basket.getState().setRequestInvoice(e.target.checked)}
      />
    </>
  );
}

/** The total to pay, and why the order cannot go yet (shipping costs unknown, only voucher codes). */
function OrderNotes({ total, costsNote, codeOnly }: { total: number; costsNote: boolean; codeOnly: boolean }) {
  const s = useStyles(checkoutStyles);
  const t = useT();
  const { money } = useFormat();
  return (
    <>
      <p className={s.total}>{t("checkout.toPay", { amount: money(total) })}</p>
      {costsNote && (
        <p className={s.note} id="foyer-costs-unknown">
          {t("checkout.shippingCostsUnknown")}
        </p>
      )}
      {codeOnly && (
        <p className={s.note} id="foyer-order-blocked">
          {t("checkout.codeOnly")}
        </p>
      )}
    </>
  );
}

/**
 * A payment still being confirmed (the order waits: check it first), or one started and never
 * come back from (Back from the provider, a lost redirect): maybe paid, so not to order again if
 * it was completed; ordering again is safe, the service refuses a paid basket.
 */
function PaymentNotices({ pending, startedCart }: { pending: boolean; startedCart: string | null }) {
  const t = useT();
  if (pending)
    return (
      <Alert
        tone="warning"
        action={<RouteButton href={paths.checkoutSuccess.href()}>{t("checkout.checkPayment")}</RouteButton>}
      >
        <span id="foyer-order-blocked">{t("checkout.paymentPending")}</span>
      </Alert>
    );
  if (!startedCart) return null;
  return (
    <Alert tone="info">
      <span data-testid="payment-started">{t("checkout.paymentStarted", { reference: startedCart })}</span>
    </Alert>
  );
}
