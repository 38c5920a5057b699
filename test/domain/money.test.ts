import { describe, expect, it } from "vitest";
import { parseAmount } from "../../src/domain/amount";
import { formatMoney, toCurrencyUnits } from "../../src/domain/money";

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

describe("parseAmount: euros to minor units, a negative entry made positive", () => {
  it.each([
    ["25.50", 2550],
    ["25,50", 2550],
    ["25,5", 2550],
    ["25", 2500],
    ["-10", 1000],
    ["-10,25", 1025],
    ["1.234,56", 123456],
    ["1,234.56", 123456],
    ["  12  ", 1200],
    ["12 €", 1200],
    ["0.1", 10],
  ])("%j -> %i", (input, minor) => {
    expect(parseAmount(input, "en")).toEqual({ ok: true, minor });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["abc", "unreadable"],
    ["0.005", "cents"],
  ])("%j is refused: %s", (input, reason) => {
    expect(parseAmount(input, "en")).toEqual({ ok: false, reason });
  });
});

it("toCurrencyUnits divides by 100 for analytics", () => {
  expect(toCurrencyUnits(2550)).toBe(25.5);
  expect(toCurrencyUnits(1)).toBe(0.01);
});
