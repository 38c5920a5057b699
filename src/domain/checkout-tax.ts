// The VAT contained in the basket (spec 000 section 5: per item, gross - gross / (1 + tax/100),
// rounded to 2 decimals). A line's parts may carry their own rates (a tour's fee at 19 %, its
// admission tickets at 7 %), so each part is taxed at its rate (its type's `gross`,
// src/domain/lines/). Voucher codes are a means of payment: they take nothing off the VAT of what
// they pay for. Pure.
import type { BasketLine } from "./basket";
import { kindOf } from "./lines";
import { taxOfGross } from "./tax";

export interface TaxLine {
  /** Percent. */
  rate: number;
  /** Gross amount at this rate, minor units. */
  gross: number;
  /** VAT contained in it, minor units. */
  tax: number;
}

type Parts = Map<number, number>;

// a rate whose gross sums to 0 is left out by toTaxLines
const add = (parts: Parts, rate: number | undefined, gross: number) => {
  const r = rate ?? 0;
  parts.set(r, (parts.get(r) ?? 0) + gross);
};

/** A line's gross by VAT rate; what its parts do not explain goes at the line's own rate. */
function grossByRate(line: BasketLine): Parts {
  const parts: Parts = new Map();
  const explained = kindOf(line).gross(line);
  if (!explained) return parts;
  for (const p of explained) add(parts, p.rate, p.gross);
  const sum = [...parts.values()].reduce((s, g) => s + g, 0);
  add(parts, line.vat_value, line.totalPrice - sum);
  return parts;
}

const toTaxLines = (parts: Parts): TaxLine[] =>
  [...parts.entries()]
    .filter(([, gross]) => gross !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => ({ rate, gross, tax: taxOfGross(gross, rate) }));

/** The VAT of one basket line, by rate (tax per item). */
export const lineTaxes = (line: BasketLine): TaxLine[] => toTaxLines(grossByRate(line));

/** The VAT of the whole basket by rate: the sum of every line's tax per rate. */
export function basketTaxes(lines: BasketLine[]): TaxLine[] {
  const sums = new Map<number, TaxLine>();
  for (const line of lines)
    for (const t of lineTaxes(line)) {
      const s = sums.get(t.rate) ?? { rate: t.rate, gross: 0, tax: 0 };
      sums.set(t.rate, { rate: t.rate, gross: s.gross + t.gross, tax: s.tax + t.tax });
    }
  return [...sums.values()].filter((t) => t.rate > 0).sort((a, b) => a.rate - b.rate);
}
