import { describe, expect, it } from "vitest";
import { formatMoney, parseAmountInput, toCurrencyUnits } from "../../src/domain/money";

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("formatMoney: minor units as EUR in each language", () => {
  it.each([
    ["de", 1250, "12,50 €"],
    ["en", 1250, "€12.50"],
    ["fr", 1250, "12,50 €"],
    ["it", 1250, "12,50 €"],
    ["nl", 1250, "€ 12,50"],
    ["es", 1250, "12,50 €"],
    ["sv", 1250, "12,50 €"],
    ["da", 1250, "12,50 €"],
    ["de", 0, "0,00 €"],
    ["de", 123456, "1.234,56 €"],
    ["en", -500, "-€5.00"],
  ] as const)("%s %i -> %s", (lang, minor, expected) => {
    expect(nbsp(formatMoney(minor, lang))).toBe(expected);
  });
});

describe("parseAmountInput: currency units x 100, negative made positive, empty keeps the previous value", () => {
  it.each([
    ["25.50", 0, 2550],
    ["25,50", 0, 2550],
    ["25,5", 0, 2550],
    ["25", 0, 2500],
    ["-10", 0, 1000],
    ["-10,25", 0, 1025],
    ["1.234,56", 0, 123456],
    ["1,234.56", 0, 123456],
    ["  12  ", 0, 1200],
    ["12 €", 0, 1200],
    ["", 700, 700],
    ["   ", 700, 700],
    ["abc", 700, 700],
    ["0.1", 0, 10],
    ["0.005", 0, 1],
  ])("%j (previous %i) -> %i", (input, previous, expected) => {
    expect(parseAmountInput(input, previous)).toBe(expected);
  });
});

it("toCurrencyUnits divides by 100 for analytics", () => {
  expect(toCurrencyUnits(2550)).toBe(25.5);
  expect(toCurrencyUnits(1)).toBe(0.01);
});
