import { describe, expect, it } from "vitest";
import { NAME_MAX, nameRefusal, readName } from "../../src/domain/names";

describe("readName: a name is read as typed, tidied, or refused", () => {
  it.each([
    ["Anna", "Anna"],
    ["  Anna   Maria\u00a0Müller ", "Anna Maria Müller"],
    ["O’Brien", "O’Brien"],
    ["d'Alembert", "d'Alembert"],
    ["Jean-Luc", "Jean-Luc"],
    ["J. R. R.", "J. R. R."],
    ["Gal·la", "Gal·la"],
    ["ジョン・スミス", "ジョン・スミス"],
    ["Ødegård", "Ødegård"],
    ["Ελένη", "Ελένη"],
    ["محمد", "محمد"],
    ["मोहन", "मोहन"],
    ["王小明", "王小明"],
    ["Zoë", "Zoë"],
    ["Zoe\u0308", "Zoë"],
  ])("%j -> %j", (typed, value) => {
    expect(readName(typed)).toEqual({ ok: true, value });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["12345", "characters"],
    ["Anna2", "characters"],
    ["Anna\tMüller", "characters"],
    ["Anna\nMüller", "characters"],
    ["Anna\u0000", "characters"],
    ["<script>", "characters"],
    ["x@example.org", "characters"],
    ["Robert'); DROP TABLE", "characters"],
    ["Anna & Bernd", "characters"],
    ["--", "noLetters"],
    [". .", "noLetters"],
    ["'", "noLetters"],
    ["a".repeat(NAME_MAX + 1), "tooLong"],
  ])("%j is refused: %s", (typed, reason) => {
    expect(readName(typed)).toEqual({ ok: false, reason });
  });

  it("takes the field's own limit (the account holder's 70)", () => {
    expect(readName("a".repeat(70), 70).ok).toBe(true);
    expect(readName("a".repeat(71), 70)).toEqual({ ok: false, reason: "tooLong" });
  });

  it("leaves an empty field to the required check", () => {
    expect(nameRefusal("  ")).toBeNull();
    expect(nameRefusal("Anna")).toBeNull();
    expect(nameRefusal("42")).toBe("characters");
  });
});
