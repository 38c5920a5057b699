import { describe, expect, it } from "vitest";
import {
  MIN_PASSWORD_LENGTH,
  emailPairError,
  errorsOfTouched,
  formProblem,
  guestBlockingErrors,
  isValidEmail,
  mergeBlurErrors,
  newPasswordError,
  repeatErrors,
  requiredErrors,
  resetRequestError,
} from "../../src/domain/account-validation";
import { isEmail } from "../../demo/server/email";

// the sandbox has its own check (it shares no code with the widget): the same cases hold for both
describe("isValidEmail / resetRequestError ('Email not valid'), and the sandbox's isEmail", () => {
  it.each([
    ["erika@example.org", true],
    [" erika@example.org ", true],
    ["e.m+shop@mail.museum.example", true],
    ["erika@example", false],
    ["erika@", false],
    ["@example.org", false],
    ["erika example@x.org", false],
    ["", false],
    // issue 33: accepted by widget and sandbox before
    ["<x@example.org>", false],
    ["x@example.org'--", false],
    ["x@-example-.org", false],
    ["o'brien@example.org", true],
    ["jürgen@example.org", false], // an unquoted local part is ASCII (most mail servers take no other)
    ["jurgen@müller.de", true], // a domain may be in any script
    ["x@example.xn--p1ai", true],
    ["x..y@example.org", false],
    [".x@example.org", false],
    ["x@example..org", false],
    ["x@example.org.", false],
    ["x@example.1", false],
    ["x@@example.org", false],
    ['"x y"@example.org', false],
    ["x@[127.0.0.1]", false],
    ["x@exa_mple.org", false],
    [`${"a".repeat(65)}@example.org`, false],
    [`x@${"a".repeat(64)}.org`, false],
  ])("%j -> %s", (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
    expect(resetRequestError(email)).toBe(valid ? null : "INVALID_EMAIL");
    expect(isEmail(email)).toBe(valid);
  });
});

describe("newPasswordError", () => {
  it.each([
    ["Secret-123", "Secret-123", [], null],
    ["", "Secret-123", [], "FILL_ALL"],
    ["Secret-123", "", [], "FILL_ALL"],
    ["Secret-123", "Secret-123", [""], "FILL_ALL"], // the old password of a change
    ["   ", "   ", [], "FILL_ALL"],
    ["short", "short", [], "PASSWORD_TOO_SHORT"],
    ["Secret-123", "Secret-124", [], "PASSWORDS_MISMATCH"],
    ["a".repeat(MIN_PASSWORD_LENGTH), "a".repeat(MIN_PASSWORD_LENGTH), [], null],
    ["a".repeat(MIN_PASSWORD_LENGTH - 1), "a".repeat(MIN_PASSWORD_LENGTH - 1), [], "PASSWORD_TOO_SHORT"],
  ])("%j / %j (others %j) -> %s", (password, repeat, others, expected) => {
    expect(newPasswordError(password, repeat, others)).toBe(expected);
  });
});

describe("emailPairError", () => {
  it.each([
    ["a@example.org", "a@example.org", [], null],
    ["a@example.org", "A@Example.org ", [], null],
    ["a@example.org", "b@example.org", [], "EMAILS_MISMATCH"],
    ["a@example", "a@example", [], "INVALID_EMAIL"],
    ["", "a@example.org", [], "FILL_ALL"],
    ["a@example.org", "a@example.org", [""], "FILL_ALL"], // the password of an e-mail change
  ])("%j / %j -> %s", (email, repeat, others, expected) => {
    expect(emailPairError(email, repeat, others)).toBe(expected);
  });
});

describe("guestBlockingErrors: a guest goes on when the 422 concerns only the password", () => {
  it.each([
    [{ password: ["REQUIRED"] }, {}],
    [{ password: ["REQUIRED"], fname: ["REQUIRED"] }, { fname: ["REQUIRED"] }],
    [{ email: ["EMAIL_TAKEN"] }, {}],
    [{ email: ["INVALID_EMAIL"] }, { email: ["INVALID_EMAIL"] }],
    [{ email: ["EMAIL_TAKEN", "TOO_LONG"], password: ["REQUIRED"] }, { email: ["TOO_LONG"] }],
    [{}, {}],
  ])("%j -> %j", (fields, expected) => {
    expect(guestBlockingErrors(fields)).toEqual(expected);
  });
});

describe("validate-only on blur", () => {
  const checked = { fname: ["REQUIRED"], zip: ["REQUIRED"], password: ["REQUIRED"] };
  it.each([
    [[], {}],
    [["fname"], { fname: ["REQUIRED"] }],
    [["fname", "city"], { fname: ["REQUIRED"] }],
    [["zip", "password", "fname"], checked],
  ])("touched %j shows %j", (touched, expected) => {
    expect(errorsOfTouched(checked, new Set(touched))).toEqual(expected);
  });

  it.each([
    // current, checked, touched, merged
    [{ fname: ["REQUIRED"] }, {}, ["fname"], {}],
    [{ fname: ["REQUIRED"] }, { city: ["REQUIRED"] }, ["city"], { fname: ["REQUIRED"], city: ["REQUIRED"] }],
    [{}, { city: ["REQUIRED"], zip: ["REQUIRED"] }, ["zip"], { zip: ["REQUIRED"] }],
    [{ email: ["EMAIL_TAKEN"] }, { email: ["INVALID_EMAIL"] }, ["email"], { email: ["INVALID_EMAIL"] }],
  ])("%j + %j (touched %j) -> %j", (current, next, touched, expected) => {
    expect(mergeBlurErrors(current, next, new Set(touched))).toEqual(expected);
  });

  it("requiredErrors reads like the service's answer", () => {
    expect(requiredErrors(["fname", "shipping.zip"])).toEqual({ fname: ["REQUIRED"], "shipping.zip": ["REQUIRED"] });
  });
});

describe("repeatErrors: the repeated e-mail and password of a registration", () => {
  const pw = "Secret-123";
  it.each<[string, Parameters<typeof repeatErrors>[0], Record<string, string[]>]>([
    ["all good", { email: ["a@example.org", "A@example.org"], password: [pw, pw] }, {}],
    ["blank originals are left to the required check", { email: ["", ""], password: ["", ""] }, {}],
    [
      "a blank repetition",
      { email: ["a@example.org", ""], password: [pw, ""] },
      { emailRepeat: ["REQUIRED"], passwordRepeat: ["REQUIRED"] },
    ],
    ["e-mails differ", { email: ["a@example.org", "b@example.org"] }, { emailRepeat: ["EMAILS_MISMATCH"] }],
    ["an invalid e-mail", { email: ["a@example", "a@example"] }, { email: ["INVALID_EMAIL"] }],
    ["passwords differ", { password: [pw, pw + "!"] }, { passwordRepeat: ["PASSWORDS_MISMATCH"] }],
    ["a short password", { password: ["short", "short"] }, { password: ["PASSWORD_TOO_SHORT"] }],
    ["a guest has no password", { email: ["a@example.org", "a@example.org"] }, {}],
  ])("%s", (_, input, expected) => {
    expect(repeatErrors(input)).toEqual(expected);
  });
});

describe("formProblem: the form-level message", () => {
  it.each([
    [{}, null],
    [{ fname: [] }, null],
    [{ fname: ["REQUIRED"] }, "missing"],
    [{ email: ["INVALID_EMAIL"], zip: ["REQUIRED"] }, "missing"],
    [{ email: ["INVALID_EMAIL"] }, "invalid"],
    [{ passwordRepeat: ["PASSWORDS_MISMATCH"] }, "invalid"],
  ])("%j -> %s", (errors, expected) => {
    expect(formProblem(errors)).toBe(expected);
  });
});

describe("the edges of an e-mail address, a password and their repetitions", () => {
  const local = (n: number) => "a".repeat(n);
  const label = (n: number) => "b".repeat(n);

  it.each([
    // 254 characters in all, no more
    [`${local(64)}@${label(63)}.${label(63)}.${label(58)}.de`, true],
    [`${local(64)}@${label(63)}.${label(63)}.${label(59)}.de`, false],
    // a label of 63 characters, no more
    [`x@${label(63)}.de`, true],
    [`x@${label(64)}.de`, false],
    // nothing before the @, and an @ at the very start
    ["@example.org", false],
    ["a@example.org", true],
    // the top-level domain: letters (with marks), or an IDN's ACE form, whole
    ["x@example.de1", false],
    ["x@example.1de", false],
    ["x@example.xn--p1ai", true],
    ["x@example.xn--p1ai!", false],
    ["x@example.ré", true],
  ])("%s: %s", (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it("asks the extra fields too, and compares the repeated e-mail without case or spaces", () => {
    expect(newPasswordError("longenough", "longenough", ["  "])).toBe("FILL_ALL");
    expect(emailPairError("a@example.org", "a@example.org", [""])).toBe("FILL_ALL");
    expect(emailPairError(" A@Example.org", "a@example.ORG ")).toBeNull();
    expect(repeatErrors({ email: ["A@Example.org ", " a@example.ORG"] })).toEqual({});
  });

  it("takes a password of exactly the minimum length", () => {
    const exact = "p".repeat(MIN_PASSWORD_LENGTH);
    expect(repeatErrors({ password: [exact, exact] })).toEqual({});
    expect(repeatErrors({ password: [exact.slice(1), exact.slice(1)] })).toEqual({ password: ["PASSWORD_TOO_SHORT"] });
  });

  it("keeps a taken e-mail from blocking a guest only on the e-mail, not on another field", () => {
    expect(guestBlockingErrors({ email: ["EMAIL_TAKEN"], lastname: ["EMAIL_TAKEN"] })).toEqual({
      lastname: ["EMAIL_TAKEN"],
    });
  });
});
