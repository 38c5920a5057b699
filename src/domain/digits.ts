// The digits people type: any one of the decimal numeral systems Unicode knows (Latin 0-9,
// Arabic-Indic ٠-٩, Persian ۰-۹, Devanagari, full-width ０-９, ...), read as 0-9. Every system is a
// run of ten code points from its zero, so a digit's value is its distance from that zero
// (checked over all of Unicode by test/domain/digits.prop.test.ts). Pure.

const DIGIT = /\p{Nd}/u;

/** The zero of a decimal digit's numeral system: each is a run of ten, and runs may adjoin (the
 * mathematical digits are five systems in a row), so the value is the distance from where the
 * whole run starts, modulo ten. */
function zeroOf(cp: number): number {
  let start = cp;
  while (DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return cp - ((cp - start) % 10);
}

/**
 * The text with every decimal digit written as 0-9, or null when it mixes numeral systems
 * ("2٥": nobody writes a number so, and one of the two is a slip). Other characters stay.
 */
export function latinDigits(text: string): string | null {
  let system: number | null = null;
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (!DIGIT.test(ch)) {
      out += ch;
      continue;
    }
    const zero = zeroOf(cp);
    if (system !== null && system !== zero) return null;
    system = zero;
    out += String(cp - zero);
  }
  return out;
}
