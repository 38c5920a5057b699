// A variable voucher's amount, typed in euros: read when the field is left (or the form is
// sent), then shown again in the language's number format. A negative entry is made
// positive; an empty entry keeps the previous amount (spec 001 section 5); an entry that cannot
// be read stays as typed, with a message at the field (issue 33).
import { VARIABLE_MAX, VARIABLE_MIN, variableAmount, type AmountError } from "../../../domain/voucher-codes";
import { localeOf } from "../../../domain/money";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../ui/format";
import { TextField } from "../../../ui/field";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import type { Language } from "../../../domain/config";

/** Minor units as the field shows them: "25,50" or "25.50", without currency or grouping. */
export const amountText = (minor: number, lang: Language): string =>
  new Intl.NumberFormat(localeOf(lang), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(minor / 100);

const styles = defineStyles({ input: `max-width:12em;font-variant-numeric:tabular-nums` });

export interface AmountState {
  amount: number;
  text: string;
  error: AmountError | null;
}

/**
 * Reads the typed text into the state: the amount, its text in the field, and the error. A text
 * that cannot be read stays as the visitor typed it, with the error at the field.
 */
export function readAmount(state: AmountState, lang: Language): AmountState {
  const { amount, error, read } = variableAmount(state.text, state.amount, lang);
  return { amount, text: read ? amountText(amount, lang) : state.text, error };
}

const MESSAGES = {
  tooSmall: "vouchers.amountTooSmall",
  tooLarge: "vouchers.amountTooLarge",
  unreadable: "vouchers.amountUnreadable",
  cents: "vouchers.amountCents",
} as const;

export function AmountField({
  state,
  onChange,
  showError,
}: {
  state: AmountState;
  onChange: (s: AmountState) => void;
  showError: boolean;
}) {
  const s = useStyles(styles);
  const t = useT();
  const { money, lang } = useFormat();
  const limits = { min: money(VARIABLE_MIN), max: money(VARIABLE_MAX), example: amountText(2550, lang) };
  const error = showError && state.error ? [t(MESSAGES[state.error], limits)] : undefined;
  return (
    <TextField
      label={t("vouchers.amount")}
      hint={t("vouchers.amountHint", limits)}
      className={s.input}
      inputMode="decimal"
      autoComplete="off"
      required
      value={state.text}
      errors={error}
      onChange={(e) => onChange({ ...state, text: e.target.value, error: null })}
      onBlur={() => onChange(readAmount(state, lang))}
    />
  );
}
