// The four-step checkout progress bar (cart, sign in, payment, complete).
import { useT, type MessageId } from "../../../i18n/use-t";
import { cx, defineStyles, useStyles } from "../../../styles/use-styles";
import { useConfig } from "../../../stores/context";

const STEPS: MessageId[] = ["progress.cart", "progress.signIn", "progress.payment", "progress.complete"];

const styles = defineStyles({
  // a grid, not a row: in a narrow column or at 320 px the long German steps wrap into two rows (WCAG 1.4.10)
  list: `display:grid;grid-template-columns:repeat(auto-fit,minmax(min(7.5em,100%),1fr));list-style:none;margin:0 0 1.5em;
    padding:0;gap:4px;counter-reset:step`,
  step: `min-width:0;overflow-wrap:anywhere;hyphens:auto;padding:.5em .25em;text-align:center;font-size:.875em;border-bottom:4px solid var(--f-border);color:var(--f-muted);
    counter-increment:step;&::before{content:counter(step) ". "}`,
  done: `border-color:var(--f-accent);color:var(--f-text)`,
  current: `border-color:var(--f-accent);color:var(--f-accent);font-weight:700`,
});

/** `step` is 0-based: 0 cart, 1 sign in, 2 payment, 3 complete. Shown when show_progress_bar is on. */
export function ProgressBar({ step }: { step: 0 | 1 | 2 | 3 }) {
  const s = useStyles(styles);
  const t = useT();
  const enabled = useConfig().show_progress_bar;
  if (!enabled) return null;
  return (
    // a list, not a <nav>: its steps are no links
    <ol className={s.list} aria-label={t("progress.label")}>
      {STEPS.map((id, i) => (
        <li
          key={id}
          className={cx(s.step, i < step && s.done, i === step && s.current)}
          aria-current={i === step ? "step" : undefined}
        >
          {t(id)}
          {/* a finished step says so (its look alone did not) */}
          {i < step && <span className="sr-only">{t("progress.done")}</span>}
        </li>
      ))}
    </ol>
  );
}
