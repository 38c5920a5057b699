// Properties of reading a name (domain/names.ts, readName): a name of letters of any script,
// with apostrophes, hyphens, dots and spaces, is read as itself with its spaces tidied; one
// character no name has (a digit, a control character, a symbol) anywhere refuses it; a name
// without letters is refused; what is read is never longer than the limit and never changes a
// letter.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nameError } from "../../demo/server/names";
import { NAME_MAX, readName } from "../../src/domain/names";
import { runs } from "../helpers/explore";

// letters of several scripts (with composed and combining marks), and what joins name parts
const letter = fc.constantFrom(
  ..."AaZzÉéÑñÅåØøÆæßÜüÇçŁłŒœ".split(""),
  ..."ΑαΩωЖжЯяאבمحمد".split(""),
  ..."मोहनअकখগ王明李ジョンスミス한글".split(""),
);
const joiner = fc.constantFrom("'", "’", "-", "‐", ".", "·", " ");
const word = fc.array(letter, { minLength: 1, maxLength: 8 }).map((l) => l.join(""));
const name = fc
  .array(fc.tuple(word, joiner), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.map(([w, j]) => w + j).join("") + "x");
const spaces = fc
  .array(fc.constantFrom(" ", "\u00a0", "\u202f", "\u3000", "\u2009"), { maxLength: 3 })
  .map((s) => s.join(""));
const refused = fc.constantFrom(
  ...'0123456789<>@&;=%$#*+/\\|{}[]()!?"_~^`'.split(""),
  "\t",
  "\n",
  "\r",
  "\u0000",
  "\u0007",
  "\u007f",
  "\u009b",
  "٥",
  "€",
  "😀",
);
const tidy = (s: string) =>
  s
    .normalize("NFC")
    .replace(/\p{Zs}+/gu, " ")
    .trim();

describe("readName (properties)", () => {
  it("reads every name of letters and joiners as itself, spaces tidied", () => {
    fc.assert(
      fc.property(name, spaces, spaces, (n, before, after) => {
        fc.pre(n.length <= NAME_MAX);
        expect(readName(before + n + after)).toEqual({ ok: true, value: tidy(n) });
      }),
      runs(500),
    );
  });

  it("refuses a name with one character no name has, wherever it stands", () => {
    fc.assert(
      fc.property(name, refused, fc.nat(), (n, bad, at) => {
        const i = at % (n.length + 1);
        const typed = n.slice(0, i) + bad + n.slice(i);
        expect([typed, readName(typed)]).toEqual([typed, { ok: false, reason: "characters" }]);
      }),
      runs(500),
    );
  });

  it("refuses punctuation without a letter", () => {
    fc.assert(
      fc.property(fc.array(joiner, { minLength: 1, maxLength: 10 }), (marks) => {
        const typed = marks.join("");
        const r = readName(typed);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(["empty", "noLetters"]).toContain(r.reason);
      }),
      runs(300),
    );
  });

  it("never reads more than the limit, never a control character, never a changed letter", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 120 }),
        fc.integer({ min: 1, max: NAME_MAX }),
        (typed, max) => {
          const r = readName(typed, max);
          if (!r.ok) return;
          expect(r.value.length).toBeLessThanOrEqual(max);
          expect(/[\p{Cc}\p{N}]/u.test(r.value)).toBe(false);
          expect(/\p{L}/u.test(r.value)).toBe(true);
          expect(r.value).toBe(tidy(typed));
        },
      ),
      runs(1000),
    );
  });
});

describe("the sandbox's own name check (demo/server/names.ts) and the widget's agree", () => {
  const CODES = { characters: "NAME_CHARACTERS", noLetters: "NAME_NO_LETTERS", tooLong: "NAME_TOO_LONG" };
  const typed = fc.oneof(
    name,
    fc.tuple(name, refused, name).map((p) => p.join("")),
    fc.string({ unit: "grapheme", maxLength: 12 }),
    fc.string({ unit: "binary", maxLength: 12 }),
    fc.string({ unit: fc.constantFrom(".", "-", "'", " ", "·"), maxLength: 6 }),
    word.map((w) => w.repeat(30)),
  );
  it("refuses exactly what the widget refuses, with the same reason (an empty name is neither's)", () => {
    fc.assert(
      fc.property(typed, (text) => {
        const r = readName(text);
        const widget = r.ok || r.reason === "empty" ? null : CODES[r.reason];
        expect([text, nameError(text)]).toEqual([text, widget]);
      }),
      runs(500),
    );
  });
});
