// The payment methods as a radio group, named as the service names them (the fallback types
// by their own messages).
import { useId } from "react";
import { paymentKind, type PayartId, type PaymentKind } from "../../../domain/payment";
import { useSession } from "../../../stores/context";
import { useT, type MessageId } from "../../../i18n/use-t";
import { useLang } from "../../../ui/format";
import { useStyles } from "../../../styles/use-styles";
import { checkoutStyles } from "../styles";

const NAMES: Record<PaymentKind, MessageId> = {
  card: "checkout.payment.card",
  paypal: "checkout.payment.paypal",
  directDebit: "checkout.payment.directDebit",
  wallet: "checkout.payment.wallet",
  other: "checkout.payment.other",
};

export function usePaymentName(): (id: PayartId) => string {
  const t = useT();
  const lang = useLang();
  const delivered = useSession((s) => s.paymentTypes);
  return (id) => {
    const name = delivered.find((p) => String(p.payartId) === String(id))?.name?.[lang];
    if (name) return name;
    if (id === "applePay") return "Apple Pay";
    if (id === "googlePay") return "Google Pay";
    return t(NAMES[paymentKind(id)]);
  };
}

export interface PaymentTypesProps {
  types: PayartId[];
  value: PayartId | null;
  onChange: (id: PayartId) => void;
  error?: string;
}

export function PaymentTypes({ types, value, onChange, error }: PaymentTypesProps) {
  const s = useStyles(checkoutStyles);
  const t = useT();
  const name = usePaymentName();
  const id = useId();
  return (
    <fieldset className={s.fieldset} data-testid="payment-types">
      <legend>{t("checkout.paymentType")}</legend>
      {types.map((type) => (
        <label key={String(type)} className={s.radio}>
          <input
            type="radio"
            name={`${id}-payart`}
            value={String(type)}
            checked={value !== null && String(value) === String(type)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={() => onChange(type)}
          />
          {name(type)}
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className={s.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
