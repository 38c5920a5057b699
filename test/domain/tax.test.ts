import { describe, expect, it } from "vitest";
import { taxOfGross } from "../../src/domain/tax";

describe("taxOfGross: gross - gross / (1 + tax / 100), rounded to 2 decimals", () => {
  it.each([
    // gross (minor), tax %, expected tax (minor)
    [1190, 19, 190],
    [1000, 19, 160], // 159.66 -> 160
    [1990, 19, 318], // 317.73 -> 318
    [1070, 7, 70],
    [999, 7, 65], // 65.36 -> 65
    [500, 0, 0],
    [0, 19, 0],
    [1, 19, 0], // 0.16 -> 0
    [3, 19, 0], // 0.479 -> 0
    [4, 19, 1], // 0.639 -> 1
    [-1190, 19, -190], // a negative gross (a refund) has negative tax
    [-500, 0, 0], // a refund at 0 % has no tax (0, not -0: that would show as "-0,00 €")
  ])("gross %i at %i%% contains %i", (gross, tax, expected) => {
    expect(taxOfGross(gross, tax)).toBe(expected);
  });

  it("equals the exact value of the formula, half a cent rounded up", () => {
    // gross - gross/(1+t/100) = gross*t/(100+t); exact in integers: round half up
    for (let gross = 0; gross <= 5000; gross += 1) {
      for (const tax of [7, 10, 19, 20, 25]) {
        const num = gross * tax;
        const den = 100 + tax;
        expect(taxOfGross(gross, tax)).toBe(Math.floor((2 * num + den) / (2 * den)));
      }
    }
  });

  it("rounds an exact half cent up (18.5 -> 19), where naive floating point rounds down", () => {
    // 1.11 EUR at 20 %: 0.185 EUR of tax
    expect(taxOfGross(111, 20)).toBe(19);
  });
});
