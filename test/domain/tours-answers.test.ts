import { describe, expect, it } from "vitest";
import { answerErrors, toAnswers, toggleChoice, type TourQuestion } from "../../src/domain/tours-answers";

const QUESTIONS: TourQuestion[] = [
  { id: 1, type: "text", label: "Group", required: true },
  { id: 2, type: "number", label: "People", required: true, min: 1, max: 20 },
  {
    id: 3,
    type: "select",
    label: "Age",
    required: true,
    options: [
      { value: "adults", label: "Adults" },
      { value: "school", label: "School" },
    ],
  },
  { id: 4, type: "radio", label: "Focus", required: false, options: [{ value: "modern", label: "Modern" }] },
  {
    id: 5,
    type: "checkbox",
    label: "Access",
    required: false,
    options: [
      { value: "wheelchair", label: "Wheelchair" },
      { value: "loop", label: "Loop" },
    ],
  },
  { id: 6, type: "textarea", label: "Notes", required: false },
];
const COMPLETE = { 1: "Class 4b", 2: "12", 3: "school" };

describe("answerErrors: required answers are enforced", () => {
  it.each([
    ["all required answered", COMPLETE, {}],
    ["nothing answered", {}, { 1: "required", 2: "required", 3: "required" }],
    ["blank text is no answer", { ...COMPLETE, 1: "   " }, { 1: "required" }],
    ["a number that is not one", { ...COMPLETE, 2: "twelve" }, { 2: "number" }],
    ["a number below the minimum", { ...COMPLETE, 2: "0" }, { 2: "range" }],
    ["a number above the maximum", { ...COMPLETE, 2: "21" }, { 2: "range" }],
    ["a choice that is not offered", { ...COMPLETE, 3: "pets" }, { 3: "invalid" }],
    ["optional questions may stay empty", { ...COMPLETE, 4: "", 5: [], 6: "" }, {}],
    ["checkbox choices must be offered", { ...COMPLETE, 5: ["wheelchair", "dog"] }, { 5: "invalid" }],
  ])("%s", (_, values, expected) => {
    expect(answerErrors(QUESTIONS, values, "en")).toEqual(expected);
  });

  it("requires at least one choice of a required checkbox question", () => {
    const q: TourQuestion[] = [
      { id: 9, type: "checkbox", label: "Consent", required: true, options: [{ value: "yes", label: "Yes" }] },
    ];
    expect(answerErrors(q, { 9: [] }, "en")).toEqual({ 9: "required" });
    expect(answerErrors(q, { 9: ["yes"] }, "en")).toEqual({});
  });
});

describe("answerErrors: a number answer is read as the language writes it, or refused", () => {
  const OPEN: TourQuestion[] = [{ id: 7, type: "number", label: "Visitors last year", required: false }];
  it.each([
    ["de", "1.500", 1500],
    ["de", "1 500", 1500],
    ["en", "1,500", 1500],
    ["en", "1.000", 1],
    ["fr", "1\u202f500", 1500],
    ["sv", "1 500", 1500],
    ["da", "12", 12],
    ["de", "٢٥", 25],
    ["en", "１８", 18],
    ["en", "-3", -3],
    ["de", "2,0", 2],
  ] as const)("%s %j reads as %d", (lang, text, value) => {
    expect(answerErrors(OPEN, { 7: text }, lang)).toEqual({});
    expect(toAnswers(OPEN, { 7: text }, lang)).toEqual([{ qId: 7, type: "number", value: String(value) }]);
  });

  it.each([
    ["en", "abc", "number"],
    ["en", "1e3", "number"],
    ["en", "0x10", "number"],
    ["en", "1_000", "number"],
    ["en", "12..5", "number"],
    ["fr", "1.000", "number"],
    ["de", "2٥", "number"],
    ["en", "Infinity", "number"],
    ["de", "2,5", "whole"],
    ["en", "2.5", "whole"],
  ] as const)("%s %j is refused (%s), even when the question is optional", (lang, text, error) => {
    expect(answerErrors(OPEN, { 7: text }, lang)).toEqual({ 7: error });
  });
});

describe("toAnswers", () => {
  it.each([
    [
      "answered questions in order, trimmed",
      { 3: "school", 1: " Class 4b ", 6: "" },
      [
        { qId: 1, type: "text", value: "Class 4b" },
        { qId: 3, type: "select", value: "school" },
      ],
    ],
    [
      "checkbox answers stay lists",
      { 5: ["loop", "wheelchair"] },
      [{ qId: 5, type: "checkbox", value: ["loop", "wheelchair"] }],
    ],
    ["an empty checkbox answer is left out", { 5: [] }, []],
  ])("%s", (_, values, expected) => {
    expect(toAnswers(QUESTIONS, values, "en")).toEqual(expected);
  });
});

describe("toggleChoice", () => {
  it.each([
    [undefined, "a", true, ["a"]],
    [["a"], "b", true, ["a", "b"]],
    [["a", "b"], "a", false, ["b"]],
    [["a"], "a", true, ["a"]],
  ])("%j + %s (%s) -> %j", (current, value, checked, expected) => {
    expect(toggleChoice(current, value, checked)).toEqual(expected);
  });
});
