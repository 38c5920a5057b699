// The close button at the top of a button-mode embed's dialog.
import { useT } from "../i18n/use-t";
import { defineStyles, useStyles } from "../styles/use-styles";

const styles = defineStyles({
  close: `position:sticky;top:0;z-index:11;display:flex;justify-content:flex-end;margin:0 -16px;padding:8px 8px 0;
    background:var(--f-bg);& button{min-height:44px;padding:.4em .9em;border:1px solid var(--f-border);border-radius:var(--f-radius);
    background:var(--f-bg);cursor:pointer;font-weight:600;color:var(--f-text)}`,
});

export function DialogClose({ close }: { close: () => void }) {
  const s = useStyles(styles);
  const t = useT();
  return (
    <div className={s.close}>
      <button type="button" onClick={close}>
        <span aria-hidden="true">✕ </span>
        {t("dialog.close")}
      </button>
    </div>
  );
}
