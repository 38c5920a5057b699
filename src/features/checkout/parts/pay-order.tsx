// Paying an open order: every payment type the service offers (the order already names its
// customer), direct debit data, terms and privacy, and the pay button, which never sends twice.
import { useState, type FormEvent } from "react";
import type { Order } from "../../../api/orders";
import {
  directDebitErrors,
  offeredPaymentTypes,
  paymentKind,
  type DirectDebit,
  type PayartId,
} from "../../../domain/payment";
import { useSession } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../ui/format";
import { Button } from "../../../ui/button";
import { useStyles } from "../../../styles/use-styles";
import { checkoutStyles } from "../styles";
import { usePayOrder } from "../use-order-review";
import { PaymentTypes } from "./payment-types";
import { DirectDebitFields } from "./direct-debit-fields";
import { TermsField } from "./terms-field";
import { ProblemAlert } from "./problem-alert";

export function PayOrder({ order }: { order: Order }) {
  const s = useStyles(checkoutStyles);
  const t = useT();
  const { money } = useFormat();
  const delivered = useSession((x) => x.paymentTypes).map((p) => p.payartId);
  const types = offeredPaymentTypes(delivered, true);
  const { pay, sending, problem } = usePayOrder(order.id);
  const [payart, setPayart] = useState<PayartId | null>(null);
  const [debit, setDebit] = useState<DirectDebit>({ accountHolder: "", iban: "" });
  const [terms, setTerms] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const debitErrors = payart !== null && paymentKind(payart) === "directDebit" ? directDebitErrors(debit) : {};

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setAttempted(true);
    const form = e.currentTarget;
    if (payart === null || Object.keys(debitErrors).length || !terms)
      return requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
    void pay(payart, debit);
  }

  return (
    <section className={s.section} aria-labelledby="foyer-pay-order">
      <h2 id="foyer-pay-order">{t("checkout.paymentTitle")}</h2>
      <form onSubmit={submit} noValidate>
        <PaymentTypes
          types={types}
          value={payart}
          onChange={setPayart}
          error={attempted && payart === null ? t("checkout.choosePayment") : undefined}
        />
        {payart !== null && paymentKind(payart) === "directDebit" && (
          <DirectDebitFields value={debit} errors={attempted ? debitErrors : {}} onChange={setDebit} />
        )}
        <TermsField
          checked={terms}
          onChange={setTerms}
          error={attempted && !terms ? t("checkout.termsRequired") : undefined}
        />
        {problem && <ProblemAlert problem={problem} />}
        <p className={s.total}>{t("checkout.toPay", { amount: money(order.total) })}</p>
        <Button type="submit" disabled={sending}>
          {t("checkout.payOrder")}
        </Button>
        {sending && <p role="status">{t("checkout.sending")}</p>}
      </form>
    </section>
  );
}
