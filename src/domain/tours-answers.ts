// Group questions: which answers are missing or invalid, and the answers as the basket line and
// the cart carry them (spec 001 sections 3 and 5). The service says which questions are required.
// A number question's answer is read as the visitor's language writes numbers (number-text.ts) or
// refused at the field, and goes to the service as the number read ("1.000" in German: "1000").
import type { AnsweredQuestion, TourAnswer } from "./basket";
import type { Language } from "./config";
import { readWholeNumber } from "./number-text";

export type QuestionType = TourAnswer["type"];

export interface TourQuestion {
  id: number;
  type: QuestionType;
  label: string;
  required: boolean;
  /** Choices of radio, select and checkbox questions. */
  options?: { value: string; label: string }[];
  /** Bounds of number questions. */
  min?: number;
  max?: number;
}

/** What the visitor entered, per question id: a list for checkbox questions, else text. */
export type AnswerValues = Record<number, string | string[]>;

/** `number`: not a number as the language writes one; `whole`: not a whole number ("2,5"). */
export type AnswerError = "required" | "invalid" | "range" | "number" | "whole";

const valuesOf = (v: string | string[] | undefined): string[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((x) => x.trim() !== "");

/** Every question whose answer is missing (when required) or not acceptable. */
export function answerErrors(
  questions: TourQuestion[],
  values: AnswerValues,
  lang: Language,
): Record<number, AnswerError> {
  const errors: Record<number, AnswerError> = {};
  for (const q of questions) {
    const given = valuesOf(values[q.id]);
    if (!given.length) {
      if (q.required) errors[q.id] = "required";
      continue;
    }
    if (q.options && !given.every((v) => q.options!.some((o) => o.value === v))) errors[q.id] = "invalid";
    else if (q.type === "number") {
      const error = numberError(q, given[0], lang);
      if (error) errors[q.id] = error;
    }
  }
  return errors;
}

function numberError(q: TourQuestion, text: string, lang: Language): AnswerError | null {
  const r = readWholeNumber(text, lang);
  if (!r.ok) return r.reason === "notWhole" ? "whole" : "number";
  const low = q.min !== undefined && r.value < q.min;
  return low || (q.max !== undefined && r.value > q.max) ? "range" : null;
}

/** An answer as it is sent and shown: a number question's as the number read, others trimmed. */
function answerText(q: TourQuestion, value: string, lang: Language): string {
  if (q.type !== "number") return value.trim();
  const r = readWholeNumber(value, lang);
  return r.ok ? String(r.value) : value.trim();
}

/** The answered questions in question order, trimmed; checkbox answers stay lists. */
export function toAnswers(questions: TourQuestion[], values: AnswerValues, lang: Language): TourAnswer[] {
  return questions.flatMap((q): TourAnswer[] => {
    const given = valuesOf(values[q.id]).map((v) => answerText(q, v, lang));
    if (!given.length) return [];
    return [{ qId: q.id, type: q.type, value: q.type === "checkbox" ? given : given[0] }];
  });
}

/** Checking or unchecking one choice of a checkbox question. */
export function toggleChoice(current: string | string[] | undefined, value: string, checked: boolean): string[] {
  const list = valuesOf(current).filter((v) => v !== value);
  return checked ? [...list, value] : list;
}

/** The answers in words, in question order: a choice by its label, several joined by ", ". */
export function answeredQuestions(questions: TourQuestion[], values: AnswerValues, lang: Language): AnsweredQuestion[] {
  return questions.flatMap((q): AnsweredQuestion[] => {
    const given = valuesOf(values[q.id]).map((v) => answerText(q, v, lang));
    if (!given.length) return [];
    const words = given.map((v) => q.options?.find((o) => o.value === v)?.label ?? v);
    return [{ question: q.label, answer: words.join(", ") }];
  });
}
