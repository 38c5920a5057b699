// The service's own e-mail check (the sandbox stands for the museum's service, which shares no code with the
// widget): the same rule as the widget's (src/domain/account-validation.ts), so a form the widget lets through is
// not refused here for another reason; test/domain/account-validation.test.ts holds the two to the same cases.
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}-]*[\p{L}\p{N}\p{M}])?$/u;
const TLD = /^(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/iu;

/** An unquoted local part of at most 64 characters, `@`, a domain of two labels or more, a top-level domain of
 * letters; 254 characters in all; spaces around it ignored. */
export function isEmail(value: string): boolean {
  const email = value.trim();
  const at = email.lastIndexOf("@");
  if (at < 1 || email.length > 254) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split(".");
  return (
    local.length <= 64 &&
    LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((l) => l.length <= 63 && LABEL.test(l)) &&
    TLD.test(labels.at(-1)!)
  );
}
