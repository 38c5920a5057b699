// The account forms' own checks (spec 000 section 5), made before anything is sent, and the
// rules for the service's 422 field errors. Pure.

/** What the forms check themselves; each maps to a message in the account catalogue. */
export type LocalError = "FILL_ALL" | "INVALID_EMAIL" | "EMAILS_MISMATCH" | "PASSWORDS_MISMATCH" | "PASSWORD_TOO_SHORT";

/** Field errors as the service sends them (a list per field) or as the forms find them. */
export type FieldErrors = Record<string, string[]>;

/** A new password needs at least this many characters (the service only ever sees its MD5). */
export const MIN_PASSWORD_LENGTH = 8;

/** The local part: dot-separated atoms of the characters RFC 5322 allows unquoted. */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** A domain label: letters (any script: müller.de) and digits, hyphens only inside. */
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}-]*[\p{L}\p{N}\p{M}])?$/u;
/** The top-level domain: letters, or an IDN's ACE form (xn--...). */
const TLD = /^(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/iu;

/**
 * An address a mail can be sent to (issue 33: `<x@example.org>`, `x@example.org'--` and
 * `x@-example-.org` were accepted): an unquoted local part of at most 64 characters (no quoted
 * or bracketed forms: nobody types them into a shop, and they are where injection hides), `@`, and
 * a domain of at least two labels, each 1-63 characters without a hyphen at either end, with a
 * top-level domain of letters; 254 characters in all. Spaces around it are ignored.
 */
export function isValidEmail(value: string): boolean {
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

const blank = (v: string) => !v.trim();

/** Forgot password: an invalid e-mail shows 'Email not valid'. */
export function resetRequestError(email: string): LocalError | null {
  return isValidEmail(email) ? null : "INVALID_EMAIL";
}

/**
 * A new password and its repetition (recovery, password change, registration): a missing
 * field is 'You must fill all fields'; then the length; then the two must match.
 */
export function newPasswordError(password: string, repeat: string, others: string[] = []): LocalError | null {
  if ([password, repeat, ...others].some(blank)) return "FILL_ALL";
  if (password.length < MIN_PASSWORD_LENGTH) return "PASSWORD_TOO_SHORT";
  return password === repeat ? null : "PASSWORDS_MISMATCH";
}

/** An e-mail and its repetition (registration, guest, e-mail change). */
export function emailPairError(email: string, repeat: string, others: string[] = []): LocalError | null {
  if ([email, repeat, ...others].some(blank)) return "FILL_ALL";
  if (!isValidEmail(email)) return "INVALID_EMAIL";
  return email.trim().toLowerCase() === repeat.trim().toLowerCase() ? null : "EMAILS_MISMATCH";
}

/**
 * The errors a guest registration cannot go on with. A guest has no password, so a 422 that
 * concerns only the password is accepted (spec 000 section 5); an e-mail that already has an
 * account is accepted too (decisions.md: a visitor may buy as a guest with it).
 */
export function guestBlockingErrors(fields: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, codes] of Object.entries(fields)) {
    if (field === "password") continue;
    const left = field === "email" ? codes.filter((c) => c !== "EMAIL_TAKEN") : codes;
    if (left.length) out[field] = left;
  }
  return out;
}

/**
 * Validate-only on blur: the service checks the whole form, but only the fields the visitor has
 * already left show their errors; the others are not blamed before they were filled in.
 */
export function errorsOfTouched(fields: FieldErrors, touched: ReadonlySet<string>): FieldErrors {
  return Object.fromEntries(Object.entries(fields).filter(([f]) => touched.has(f)));
}

/** After a blur check: the touched fields get the service's verdict, the others keep theirs. */
export function mergeBlurErrors(current: FieldErrors, checked: FieldErrors, touched: ReadonlySet<string>): FieldErrors {
  const out: FieldErrors = {};
  for (const [f, codes] of Object.entries(current)) if (!touched.has(f)) out[f] = codes;
  return { ...out, ...errorsOfTouched(checked, touched) };
}

/** Field errors of a missing-fields check, as the service would send them. */
export const requiredErrors = (missing: string[]): FieldErrors =>
  Object.fromEntries(missing.map((f) => [f, ["REQUIRED"]]));

export interface RepeatInput {
  /** The e-mail and its repetition, when the form asks for them. */
  email?: [value: string, repeat: string];
  /** The new password and its repetition, when the form asks for them. */
  password?: [value: string, repeat: string];
}

/**
 * The field errors of the repeated e-mail and password of a registration: a blank original is
 * left to the required check; a blank repetition is required; then format, length and match.
 */
export function repeatErrors({ email, password }: RepeatInput): FieldErrors {
  const out: FieldErrors = {};
  if (email && !blank(email[0])) {
    if (!isValidEmail(email[0])) out.email = ["INVALID_EMAIL"];
    if (blank(email[1])) out.emailRepeat = ["REQUIRED"];
    else if (email[0].trim().toLowerCase() !== email[1].trim().toLowerCase()) out.emailRepeat = ["EMAILS_MISMATCH"];
  }
  if (password && password[0]) {
    if (password[0].length < MIN_PASSWORD_LENGTH) out.password = ["PASSWORD_TOO_SHORT"];
    if (!password[1]) out.passwordRepeat = ["REQUIRED"];
    else if (password[0] !== password[1]) out.passwordRepeat = ["PASSWORDS_MISMATCH"];
  }
  return out;
}

/**
 * The form-level message over the field errors: mandatory fields left empty come first, any
 * other error asks to correct the form (spec 000 section 5).
 */
export function formProblem(errors: FieldErrors): "missing" | "invalid" | null {
  const codes = Object.values(errors).flat();
  if (!codes.length) return null;
  return codes.includes("REQUIRED") ? "missing" : "invalid";
}
