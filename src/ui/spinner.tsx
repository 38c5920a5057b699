import { useT } from "../i18n/use-t";
import { defineStyles, useStyles } from "../styles/use-styles";
import { useCountShown } from "./use-count-shown";

const styles = defineStyles({
  wrap: `display:flex;align-items:center;justify-content:center;gap:.75em;padding:2em 1em;color:var(--f-muted)`,
  ring: `width:28px;height:28px;border-radius:50%;border:3px solid var(--f-border);border-top-color:var(--f-accent);
    animation:foyer-spin .8s linear infinite;flex:none`,
});

/**
 * A loading state with a label; `label` replaces the default "Loading…". Only a `live` one (an
 * action the visitor started: checking a code, confirming a payment) is a status region of its
 * own; a screen's loading is said once by the shell after a second (app/use-loading-said.ts), not
 * by each of the screen's spinners.
 */
export function Spinner({ label, live = false }: { label?: string; live?: boolean }) {
  const s = useStyles(styles);
  const t = useT();
  useCountShown("spinners");
  return (
    <div className={s.wrap} role={live ? "status" : undefined} aria-live={live ? "polite" : undefined}>
      <span className={s.ring} aria-hidden="true" />
      <span>{label ?? t("common.loading")}</span>
    </div>
  );
}
