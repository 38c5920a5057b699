// The basket's lines with remove (after a yes/no question; the host page hears of it) and
// clear (after a question too: it empties everything). Read-only while a payment is confirmed.
import { useEffect, useRef, useState } from "react";
import type { BasketLine as Line } from "../../../domain/basket";
import { allocateVouchers } from "../../../domain/vouchers";
import { useBasketActions } from "../../../stores/basket-actions";
import { useBasket, useEmbed } from "../../../stores/context";
import { useT } from "../../../i18n/use-t";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import { lineLabel } from "../line-label";
import { useCheckout, useCheckoutStore } from "../store";
import { BasketLine } from "./basket-line";

const styles = defineStyles({
  head: `display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5em`,
  list: `list-style:none;margin:0 0 1em;padding:0;border-top:1px solid var(--f-border)`,
});

export function BasketLines({ readOnly = false }: { readOnly?: boolean }) {
  const s = useStyles(styles);
  const t = useT();
  const { stores } = useEmbed();
  const actions = useBasketActions();
  const checkout = useCheckoutStore();
  const lines = useBasket((b) => b.lines);
  const shipping = useBasket((b) => b.shippingCosts);
  const flaggedKey = useCheckout((c) => c.problem?.lineKey ?? null);
  const [removing, setRemoving] = useState<Line | null>(null);
  const [clearing, setClearing] = useState(false);
  const vouchers = new Map(allocateVouchers(lines, shipping).vouchers.map((v) => [v.key, v]));
  const focusAfter = useFocusAfterRemoval(lines);

  // the problem of the last attempt is gone with its line, or with the basket
  const forgetProblem = (key?: string) => {
    const problem = checkout.getState().problem;
    if (!key || problem?.lineKey === key) checkout.getState().setProblem(null);
  };

  return (
    <section aria-labelledby="foyer-basket-lines">
      <div className={s.head}>
        <h2 id="foyer-basket-lines" tabIndex={-1}>
          {t("checkout.linesTitle")}
        </h2>
        {!readOnly && (
          <Button variant="secondary" small onClick={() => setClearing(true)}>
            {t("checkout.clear")}
          </Button>
        )}
      </div>
      <ul className={s.list} ref={focusAfter.list}>
        {lines.map((line) => (
          <BasketLine
            key={line.key}
            line={line}
            allocated={vouchers.get(line.key)}
            flagged={line.key === flaggedKey}
            onRemove={readOnly ? undefined : setRemoving}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={!!removing}
        title={removing ? t("checkout.removeTitle", { name: lineLabel(removing) }) : ""}
        yes={t("checkout.removeYes")}
        no={t("checkout.removeNo")}
        onAnswer={(yes) => {
          if (yes && removing) {
            focusAfter.pending.current = removing.key;
            actions.remove(removing.key);
            forgetProblem(removing.key);
            stores.shell.getState().announce(t("checkout.lineRemoved", { name: lineLabel(removing) }));
          }
          setRemoving(null);
        }}
      />
      <ConfirmDialog
        open={clearing}
        title={t("checkout.clearTitle")}
        yes={t("checkout.clearYes")}
        no={t("checkout.clearNo")}
        onAnswer={(yes) => {
          if (yes) {
            actions.clear();
            forgetProblem();
          }
          setClearing(false);
        }}
      />
    </section>
  );
}

/**
 * After a line is removed, the focus goes to the next line's remove button (the one before it
 * when it was the last), or to the lines' heading when none is left: not to "Empty basket", the
 * control nearest to the list that the focus keeper would find (issue 35).
 */
function useFocusAfterRemoval(lines: Line[]) {
  const list = useRef<HTMLUListElement>(null);
  const pending = useRef<string | null>(null);
  const before = useRef(lines);
  useEffect(() => {
    const removed = pending.current;
    const was = before.current;
    before.current = lines;
    if (!removed || lines.some((l) => l.key === removed)) return;
    pending.current = null;
    const at = was.findIndex((l) => l.key === removed);
    const left = (l: Line) => lines.some((x) => x.key === l.key);
    const next = was.slice(at + 1).find(left) ?? was.slice(0, Math.max(0, at)).reverse().find(left);
    const target = next
      ? list.current?.querySelector<HTMLElement>(`[data-line="${CSS.escape(next.key)}"] button`)
      : list.current?.closest("section")?.querySelector<HTMLElement>("h2");
    target?.focus();
  }, [lines]);
  return { list, pending };
}
