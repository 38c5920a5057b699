// Labelled form controls with hint and error text wired for assistive technology: the error is
// announced (aria-invalid + aria-describedby), the label is always a real <label>. An error that
// comes or goes while the mouse is pressed waits for the release (press-hold.ts).
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { cx, defineStyles, useStyles } from "../styles/use-styles";
import { useT } from "../i18n/use-t";
import { useHeldWhilePressed } from "./press-hold";

const styles = defineStyles({
  field: `display:grid;gap:.3em;margin:0 0 1em;& > label{font-weight:600}`,
  control: `width:100%;min-height:44px;padding:.5em .7em;border:1px solid var(--f-control-border);border-radius:var(--f-radius);
    background:var(--f-bg);&:focus-visible{border-color:var(--f-focus)}&[aria-invalid=true]{border-color:var(--f-danger)}`,
  hint: `color:var(--f-muted);font-size:.875em`,
  error: `color:var(--f-danger);font-size:.875em;font-weight:600`,
  required: `color:var(--f-danger);margin-left:.15em`,
  check: `display:flex;gap:.6em;align-items:flex-start;margin:0 0 1em;& input{width:20px;height:20px;margin:.15em 0 0;flex:none;
    accent-color:var(--f-accent)} & label{font-weight:400}`,
});

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Translated error messages; the first is shown. */
  errors?: string[];
  required?: boolean;
}

function useFieldIds(errors?: string[], hint?: ReactNode) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [errorId, hintId].filter(Boolean).join(" ") || undefined };
}

function Frame({
  id,
  label,
  hint,
  errors,
  required,
  hintId,
  errorId,
  children,
}: FieldProps & { id: string; hintId?: string; errorId?: string; children: ReactNode }) {
  const s = useStyles(styles);
  const t = useT();
  return (
    <div className={s.field}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className={s.required} aria-hidden="true">
            *
          </span>
        )}
        {required && <span className="sr-only"> ({t("form.required")})</span>}
      </label>
      {children}
      {hint && (
        <span id={hintId} className={s.hint}>
          {hint}
        </span>
      )}
      {errors?.[0] && (
        <span id={errorId} className={s.error}>
          {errors[0]}
        </span>
      )}
    </div>
  );
}

export function TextField({
  label,
  hint,
  errors: given,
  required,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const errors = useHeldWhilePressed(given);
  const s = useStyles(styles);
  const ids = useFieldIds(errors, hint);
  return (
    <Frame {...ids} label={label} hint={hint} errors={errors} required={required}>
      <input
        id={ids.id}
        className={cx(s.control, className)}
        required={required}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
    </Frame>
  );
}

export function TextArea({
  label,
  hint,
  errors: given,
  required,
  ...input
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const errors = useHeldWhilePressed(given);
  const s = useStyles(styles);
  const ids = useFieldIds(errors, hint);
  return (
    <Frame {...ids} label={label} hint={hint} errors={errors} required={required}>
      <textarea
        id={ids.id}
        className={s.control}
        rows={4}
        required={required}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
    </Frame>
  );
}

export function SelectField({
  label,
  hint,
  errors: given,
  required,
  options,
  placeholder,
  ...select
}: FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & { options: { value: string; label: string }[]; placeholder?: string }) {
  const errors = useHeldWhilePressed(given);
  const s = useStyles(styles);
  const ids = useFieldIds(errors, hint);
  return (
    <Frame {...ids} label={label} hint={hint} errors={errors} required={required}>
      <select
        id={ids.id}
        className={s.control}
        required={required}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function CheckboxField({
  label,
  errors: given,
  ...input
}: { label: ReactNode; errors?: string[] } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const errors = useHeldWhilePressed(given);
  const s = useStyles(styles);
  const ids = useFieldIds(errors);
  return (
    <div>
      <div className={s.check}>
        <input
          id={ids.id}
          type="checkbox"
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={ids.describedBy}
          {...input}
        />
        <label htmlFor={ids.id}>{label}</label>
      </div>
      {errors?.[0] && (
        <p id={ids.errorId} className={s.error}>
          {errors[0]}
        </p>
      )}
    </div>
  );
}
