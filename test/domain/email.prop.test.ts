// Properties of the e-mail check (domain/account-validation.ts, isValidEmail), which the widget
// and the sandbox share: every address fast-check builds by RFC 5321/5322 (unquoted) is taken;
// anything that wraps, trails or breaks one is refused.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidEmail } from "../../src/domain/account-validation";
import { runs } from "../helpers/explore";

// fast-check's addresses are RFC-valid; ours needs a letter TLD, as every real one has
const address = fc.emailAddress().filter((e) => /\.[a-z]{2,}$/i.test(e));

describe("isValidEmail (properties)", () => {
  it("takes every well-formed address, with spaces around it", () => {
    fc.assert(
      fc.property(address, fc.constantFrom("", " ", "\t"), (email, pad) => {
        expect([email, isValidEmail(`${pad}${email}${pad}`)]).toEqual([email, true]);
      }),
      runs(500),
    );
  });

  it("refuses an address in brackets or quotes, or with anything after its domain", () => {
    fc.assert(
      fc.property(
        address,
        fc.constantFrom(
          ["<", ">"],
          ['"', '"'],
          ["", "'--"],
          ["", ">"],
          ["", ";"],
          ["", " x"],
          ["", "\nBcc: x@example.org"],
          ["mailto:", ""],
        ),
        (email, [before, after]) => {
          const text = `${before}${email}${after}`;
          expect([text, isValidEmail(text)]).toEqual([text, false]);
        },
      ),
      runs(500),
    );
  });

  it("refuses a domain label with a hyphen at either end, an empty label, or two @", () => {
    fc.assert(
      fc.property(
        address,
        fc.constantFrom(
          (d: string) => `-${d}`,
          (d: string) => d.replace(".", "-."),
          (d: string) => `.${d}`,
          (d: string) => d.replace(".", ".."),
          (d: string) => `x@${d}`,
        ),
        (email, breakDomain) => {
          const at = email.lastIndexOf("@");
          const text = email.slice(0, at + 1) + breakDomain(email.slice(at + 1));
          expect([text, isValidEmail(text)]).toEqual([text, false]);
        },
      ),
      runs(500),
    );
  });
});
