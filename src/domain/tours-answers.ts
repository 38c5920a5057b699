// Group questions: which answers are missing or invalid, and the answers as the basket line and
// the cart carry them (spec 001 sections 3 and 5). The service says which questions are required.
import type { AnsweredQuestion, TourAnswer } from "./basket";

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

export type AnswerError = "required" | "invalid" | "range";

const valuesOf = (v: string | string[] | undefined): string[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((x) => x.trim() !== "");

/** Every question whose answer is missing (when required) or not acceptable. */
export function answerErrors(questions: TourQuestion[], values: AnswerValues): Record<number, AnswerError> {
  const errors: Record<number, AnswerError> = {};
  for (const q of questions) {
    const given = valuesOf(values[q.id]);
    if (!given.length) {
      if (q.required) errors[q.id] = "required";
      continue;
    }
    if (q.options && !given.every((v) => q.options!.some((o) => o.value === v))) errors[q.id] = "invalid";
    else if (q.type === "number") {
      const n = /^\s*-?\d+\s*$/.test(given[0]) ? parseInt(given[0], 10) : NaN;
      if (Number.isNaN(n)) errors[q.id] = "invalid";
      else if ((q.min !== undefined && n < q.min) || (q.max !== undefined && n > q.max)) errors[q.id] = "range";
    }
  }
  return errors;
}

/** The answered questions in question order, trimmed; checkbox answers stay lists. */
export function toAnswers(questions: TourQuestion[], values: AnswerValues): TourAnswer[] {
  return questions.flatMap((q): TourAnswer[] => {
    const given = valuesOf(values[q.id]).map((v) => v.trim());
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
export function answeredQuestions(questions: TourQuestion[], values: AnswerValues): AnsweredQuestion[] {
  return questions.flatMap((q): AnsweredQuestion[] => {
    const given = valuesOf(values[q.id]).map((v) => v.trim());
    if (!given.length) return [];
    const words = given.map((v) => q.options?.find((o) => o.value === v)?.label ?? v);
    return [{ question: q.label, answer: words.join(", ") }];
  });
}
