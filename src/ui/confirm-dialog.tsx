// A yes/no question in a modal <dialog> (focus is kept inside by the browser; Escape answers
// no). Used before removing a basket line.
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "./button";
import { defineStyles, useStyles } from "../styles/use-styles";

const styles = defineStyles({
  dialog: `border:0;border-radius:var(--f-radius);padding:1.5em;max-width:28em;width:calc(100% - 2em);color:var(--f-text);
    background:var(--f-bg);box-shadow:0 12px 40px rgba(0,0,0,.3);&::backdrop{background:rgba(0,0,0,.45)}`,
  actions: `display:flex;gap:.75em;justify-content:flex-end;flex-wrap:wrap;margin-top:1.25em`,
});

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  yes: string;
  no: string;
  onAnswer: (yes: boolean) => void;
}

export function ConfirmDialog({ open, title, children, yes, no, onAnswer }: ConfirmDialogProps) {
  const s = useStyles(styles);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={s.dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onAnswer(false);
      }}
    >
      {open && (
        <>
          <h2 id={titleId}>{title}</h2>
          {children}
          <div className={s.actions}>
            <Button variant="secondary" onClick={() => onAnswer(false)} autoFocus>
              {no}
            </Button>
            <Button onClick={() => onAnswer(true)}>{yes}</Button>
          </div>
        </>
      )}
    </dialog>
  );
}
