// Account holder and IBAN for direct debit (74, 164), checked before anything is sent.
import { ACCOUNT_HOLDER_MAX, type DirectDebit, type DirectDebitErrors } from "../../../domain/payment";
import { useT, type MessageId } from "../../../i18n/use-t";
import { TextField } from "../../../ui/field";
import { NAME_REFUSALS } from "../../../ui/name-refusals";
import { useStyles } from "../../../styles/use-styles";
import { checkoutStyles } from "../styles";

const ERRORS: Record<string, MessageId> = {
  "accountHolder:required": "checkout.accountHolderRequired",
  "accountHolder:tooLong": "checkout.accountHolderTooLong",
  "accountHolder:characters": NAME_REFUSALS.characters,
  "accountHolder:noLetters": NAME_REFUSALS.noLetters,
  "iban:required": "checkout.ibanRequired",
  "iban:invalid": "checkout.ibanInvalid",
};

export function DirectDebitFields({
  value,
  errors,
  onChange,
}: {
  value: DirectDebit;
  errors: DirectDebitErrors;
  onChange: (v: DirectDebit) => void;
}) {
  const s = useStyles(checkoutStyles);
  const t = useT();
  const error = (field: keyof DirectDebit) => (errors[field] ? [t(ERRORS[`${field}:${errors[field]}`])] : undefined);
  return (
    <div data-testid="direct-debit">
      <TextField
        label={t("checkout.accountHolder")}
        required
        autoComplete="name"
        maxLength={ACCOUNT_HOLDER_MAX}
        value={value.accountHolder}
        errors={error("accountHolder")}
        onChange={(e) => onChange({ ...value, accountHolder: e.target.value })}
      />
      <TextField
        label={t("checkout.iban")}
        required
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        value={value.iban}
        errors={error("iban")}
        onChange={(e) => onChange({ ...value, iban: e.target.value })}
      />
      <p className={s.note}>{t("checkout.directDebitNote")}</p>
    </div>
  );
}
