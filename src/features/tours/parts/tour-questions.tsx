// The group questions (radio, select, checkbox, text, textarea, number). Errors of required or
// invalid answers show once the visitor tried to add the tour.
import { useId } from "react";
import { useT, type MessageId } from "../../../i18n/use-t";
import { CheckboxField, SelectField, TextArea, TextField } from "../../../ui/field";
import { defineStyles, useStyles } from "../../../styles/use-styles";
import { toggleChoice, type AnswerError, type TourQuestion } from "../../../domain/tours-answers";
import type { BookingView } from "../use-booking";
import { useTours, useTourStore } from "../use-tours";

const ERRORS: Record<AnswerError, MessageId> = {
  required: "tours.answer.required",
  invalid: "tours.answer.invalid",
  range: "tours.answer.range",
  number: "tours.answer.number",
  whole: "tours.answer.whole",
};

const styles = defineStyles({
  group: `border:0;margin:0 0 1.25em;padding:0;& > legend{font-weight:650;font-size:1.125em;margin-bottom:.5em;padding:0}`,
  choices: `border:0;margin:0 0 1em;padding:0;& legend{font-weight:600;padding:0;margin-bottom:.35em}`,
  radio: `display:flex;gap:.6em;align-items:center;min-height:36px;& input{width:20px;height:20px;margin:0;accent-color:var(--f-accent)}`,
  error: `color:var(--f-danger);font-size:.875em;font-weight:600;margin:.25em 0 0`,
  star: `color:var(--f-danger);margin-left:.15em`,
});

export function TourQuestions({ view }: { view: BookingView }) {
  const s = useStyles(styles);
  const t = useT();
  const { questions } = view.input;
  const attempted = useTours((x) => x.attempted);
  if (!questions.length) return null;
  const errorOf = (q: TourQuestion): string[] | undefined => {
    const e = attempted ? view.booking.answerErrors[q.id] : undefined;
    return e ? [t(ERRORS[e], { min: q.min ?? 0, max: q.max ?? 0 })] : undefined;
  };
  return (
    <fieldset className={s.group}>
      <legend>{t("tours.questions.legend")}</legend>
      {questions.map((q) => (
        <Question key={q.id} q={q} errors={errorOf(q)} />
      ))}
    </fieldset>
  );
}

function Question({ q, errors }: { q: TourQuestion; errors?: string[] }) {
  const s = useStyles(styles);
  const t = useT();
  const store = useTourStore();
  const value = useTours((x) => x.answers[q.id]);
  const errorId = useId();
  const text = typeof value === "string" ? value : "";
  const set = (v: string | string[]) => store.getState().setAnswer(q.id, v);
  const common = { label: q.label, required: q.required, errors, value: text };
  switch (q.type) {
    case "text":
      return <TextField {...common} onChange={(e) => set(e.target.value)} />;
    case "textarea":
      return <TextArea {...common} onChange={(e) => set(e.target.value)} />;
    case "number":
      return (
        // a text field: a number field hands over "" for what the browser cannot read ("abc",
        // "1.000" in some browsers), so a refusal could not be told from an empty answer
        <TextField {...common} inputMode="numeric" autoComplete="off" onChange={(e) => set(e.target.value)} />
      );
    case "select":
      return (
        <SelectField
          {...common}
          placeholder={t("tours.answer.choose")}
          options={q.options ?? []}
          onChange={(e) => set(e.target.value)}
        />
      );
    default: {
      const list = Array.isArray(value) ? value : [];
      return (
        <fieldset className={s.choices} aria-describedby={errors ? errorId : undefined}>
          <legend>
            {q.label}
            {q.required && (
              <>
                <span className={s.star} aria-hidden="true">
                  *
                </span>
                <span className="sr-only"> ({t("form.required")})</span>
              </>
            )}
          </legend>
          {(q.options ?? []).map((o) =>
            q.type === "radio" ? (
              <label key={o.value} className={s.radio}>
                <input
                  type="radio"
                  name={`tour-q${q.id}`}
                  value={o.value}
                  checked={text === o.value}
                  onChange={() => set(o.value)}
                />
                {o.label}
              </label>
            ) : (
              <CheckboxField
                key={o.value}
                label={o.label}
                checked={list.includes(o.value)}
                onChange={(e) => set(toggleChoice(list, o.value, e.target.checked))}
              />
            ),
          )}
          {errors && (
            <p id={errorId} className={s.error}>
              {errors[0]}
            </p>
          )}
        </fieldset>
      );
    }
  }
}
