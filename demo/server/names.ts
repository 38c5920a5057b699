// The service's own name check (the sandbox stands for the museum's service, which shares no code
// with the widget): the same rule as the widget's (src/domain/names.ts), so a name the widget lets
// through is not refused here for another reason, and a client that skips the widget's check
// cannot store a name the widget would refuse; test/domain/names.test.ts holds the two to the same
// cases. Field codes (docs/service-contract.md, "Accounts"): NAME_CHARACTERS, NAME_NO_LETTERS,
// NAME_TOO_LONG.

const CHARACTERS = /^(?:[\p{L}\p{M}'’ʼ‘\-‐‑.·・ ]|\u200c|\u200d)*$/u;

/** Why a name is refused, or null: any script's letters with their marks, apostrophes, hyphens,
 * dots and spaces; at least one letter; at most `max` UTF-16 units after trimming and collapsing
 * spaces. An empty name is the required check's, not this one's. */
export function nameError(value: unknown, max = 100): string | null {
  if (typeof value !== "string") return null;
  const name = value
    .normalize("NFC")
    .replace(/\p{Zs}+/gu, " ")
    .replace(/^ | $/g, "");
  if (!name) return null;
  if (!CHARACTERS.test(name)) return "NAME_CHARACTERS";
  if (!/\p{L}/u.test(name)) return "NAME_NO_LETTERS";
  return name.length > max ? "NAME_TOO_LONG" : null;
}
