import { describe, expect, it } from "vitest";
import { parseAmountInput } from "../../src/domain/money";

describe("parseAmountInput: currency units to minor units (variable vouchers)", () => {
  it.each([
    ["25.50", 0, 2550],
    ["25,50", 0, 2550],
    ["25,5", 0, 2550],
    ["25", 0, 2500],
    ["0.01", 0, 1],
    ["1.000,50", 0, 100050], // both separators: the last is the decimal one
    ["1,000.50", 0, 100050],
    ["€ 30", 0, 3000],
    ["30 €", 0, 3000],
    ["-25.50", 0, 2550], // a negative entry is made positive
    ["", 1234, 1234], // an empty entry keeps the previous value
    ["  ", 1234, 1234],
    ["twenty", 1234, 1234],
    ["12.345", 0, 1235], // more than two decimals: rounded to the cent
  ])("%j (previous %i) -> %i", (input, previous, expected) => {
    expect(parseAmountInput(input, previous)).toBe(expected);
  });
});
