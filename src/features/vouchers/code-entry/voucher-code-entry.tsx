// The voucher code entry (voucher list and basket): the code is trimmed and looked up, then
// shown valid with its available amount or invalid with the reason; a valid code is added to
// the basket as a voucherCode line whose negative amount is its balance, never twice.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { normaliseCode, voucherCodeLine } from "../../../domain/voucher-codes";
import { useBasketActions } from "../../../stores/basket-actions";
import { latest } from "../../../domain/latest";
import { useBasket, useConfig, useEmbed } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../ui/format";
import { TextField } from "../../../ui/field";
import { Button } from "../../../ui/button";
import { Alert } from "../../../ui/alert";
import { Spinner } from "../../../ui/spinner";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import { ERROR_MESSAGES, checkVoucherCode, type LookupResult } from "./code-lookup";
import { useVouchersCatalog } from "./use-catalog";
import { AddedNotice } from "../../../ui/added-notice";

const styles = defineStyles({
  box: `padding:1em 1.25em .25em;border:1px solid var(--f-border);border-radius:var(--f-radius);background:var(--f-surface);margin:0 0 1.5em`,
  row: `display:flex;flex-wrap:wrap;gap:0 .75em;align-items:flex-end;& > div{flex:1 1 14em;margin-bottom:1em}& > button{margin-bottom:1em}`,
});

type State =
  | { kind: "idle" }
  | { kind: "empty" }
  | { kind: "checking" }
  | { kind: "result"; result: LookupResult }
  | { kind: "added"; barcode: string; amount: number };

export interface VoucherCodeEntryProps {
  /** Offer a link to the basket after adding (off inside the basket itself). @default true */
  basketLink?: boolean;
}

/** The voucher-code entry; renders nothing when the shop has no voucher codes (has_voucher_code). */
export function VoucherCodeEntry(props: VoucherCodeEntryProps) {
  const enabled = useConfig().has_voucher_code;
  const ready = useVouchersCatalog();
  if (!enabled) return null;
  return ready ? <CodeEntry {...props} /> : <Spinner />;
}

function CodeEntry({ basketLink = true }: VoucherCodeEntryProps) {
  const s = useStyles(styles);
  const t = useT();
  const { api, clock } = useEmbed();
  const basket = useBasketActions();
  const headingId = useId();
  const [text, setText] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });
  // only the latest lookup may show its answer
  const [lookups] = useState(latest);
  const found = state.kind === "result" && state.result.valid ? state.result : null;
  const refused = state.kind === "result" && !state.result.valid;
  const form = useRef<HTMLFormElement>(null);
  const resultId = useId();
  // an empty or refused code: its field is marked invalid and takes focus (the button keeps it
  // no longer, and "Check code" was disabled while checking)
  useEffect(() => {
    if (state.kind === "empty" || refused) form.current?.querySelector("input")?.focus();
  }, [state, refused]);
  const inBasket = useBasket(
    (b) => !!found && b.lines.some((l) => l.type === "voucherCode" && l.barcode === found.code.barcode.trim()),
  );

  const check = async (e: FormEvent) => {
    e.preventDefault();
    const code = normaliseCode(text);
    if (!code) return setState({ kind: "empty" });
    const current = lookups.begin();
    setState({ kind: "checking" });
    const result = await checkVoucherCode(api, code, clock.now);
    if (current()) setState({ kind: "result", result });
  };

  const add = () => {
    if (!found) return;
    const result = basket.add(voucherCodeLine(found.code, found.available));
    // refused only when the code is already in the basket: the message below says so
    if (result.ok) {
      setState({ kind: "added", barcode: found.code.barcode.trim(), amount: found.available });
      setText("");
    }
  };

  return (
    <section className={s.box} aria-labelledby={headingId}>
      <h2 id={headingId}>{t("vouchers.codeTitle")}</h2>
      {/* in the basket there is no basket to go to: the code comes off the total shown */}
      <p>{t(basketLink ? "vouchers.codeIntro" : "vouchers.codeIntroBasket")}</p>
      <form ref={form} onSubmit={check} noValidate className={s.row}>
        <TextField
          label={t("vouchers.codeLabel")}
          value={text}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          errors={state.kind === "empty" ? [t("vouchers.codeEmpty")] : undefined}
          {...(refused && { "aria-invalid": true, "aria-describedby": resultId })}
          onChange={(e) => {
            setText(e.target.value);
            lookups.drop();
            setState({ kind: "idle" });
          }}
        />
        <Button type="submit" variant="secondary" disabled={state.kind === "checking"}>
          {t("vouchers.codeCheck")}
        </Button>
      </form>
      <CodeResult id={resultId} state={state} inBasket={inBasket} onAdd={add} basketLink={basketLink} />
    </section>
  );
}

interface ResultProps {
  id: string;
  state: State;
  inBasket: boolean;
  onAdd: () => void;
  basketLink: boolean;
}

/** The lookup's answer: checking, refused with the reason, valid with its amount (and "add"), or added. */
function CodeResult({ id, state, inBasket, onAdd, basketLink }: ResultProps) {
  const t = useT();
  const { money } = useFormat();
  const found = state.kind === "result" && state.result.valid ? state.result : null;
  return (
    <div data-testid="voucher-code-result" id={id}>
      {state.kind === "checking" && <Spinner label={t("vouchers.codeChecking")} live />}
      {state.kind === "result" && !state.result.valid && (
        <Alert tone="danger">
          {state.result.serviceCode
            ? t("vouchers.codeRefused", { code: state.result.serviceCode })
            : t(ERROR_MESSAGES[state.result.error])}
        </Alert>
      )}
      {found && inBasket && <Alert tone="info">{t("vouchers.codeInBasket")}</Alert>}
      {found && !inBasket && (
        <Alert
          tone="success"
          action={
            <Button small onClick={onAdd}>
              {t("vouchers.codeAdd")}
            </Button>
          }
        >
          {t("vouchers.codeValid", {
            name: found.code.name,
            code: found.code.barcode,
            amount: money(found.available),
          })}
        </Alert>
      )}
      {state.kind === "added" && (
        <AddedNotice basketLink={basketLink}>
          {t("vouchers.codeAdded", { code: state.barcode, amount: money(state.amount) })}
        </AddedNotice>
      )}
    </div>
  );
}
