/**
 * The VAT contained in a gross price: gross - gross / (1 + tax / 100), rounded to 2 decimals
 * of the currency, which in minor units is a whole number.
 */
export function taxOfGross(grossMinor: number, taxPercent: number): number {
  if (!taxPercent || !grossMinor) return 0;
  const exact = (grossMinor * taxPercent) / (100 + taxPercent);
  // round half away from zero, immune to binary representation noise
  return Math.sign(exact) * Math.round(Math.abs(exact) + 1e-9);
}
