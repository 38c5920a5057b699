// A country's name in the visitor's language from its ISO code ("DE" → "Germany", "Deutschland"),
// by the browser's own Intl.DisplayNames (no bytes of ours); an unknown code stays as it is.
// Pure.

const cache = new Map<string, Intl.DisplayNames>();

/** The region names in `lang`, made once per language; throws for a language Intl does not take. */
function namesIn(lang: string): Intl.DisplayNames {
  const names = cache.get(lang) ?? new Intl.DisplayNames([lang], { type: "region", fallback: "none" });
  cache.set(lang, names);
  return names;
}

/** The country's name in `lang`, else the code as given. */
export function countryName(code: string, lang: string): string {
  const iso = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(iso)) return code;
  try {
    return namesIn(lang).of(iso) ?? code;
  } catch {
    return code;
  }
}
