// One form of address per language (issue 35): German "Sie", French "vous", Italian "Lei", Dutch
// "u", Spanish "usted"; Swedish and Danish address everyone with "du"/"du", English has one form.
// A message fails when it has a marker of the other form: its pronouns and possessives, its verb
// forms, and, in a sentence, its imperatives ("Elige", "Scegli"). Italian buttons that name an
// action ("Aggiungi al carrello", "Riprova") keep the usual imperative of Italian shops: a label
// without a sentence is not checked for imperatives (docs/decisions.md).
import { describe, expect, it } from "vitest";
import { resolve } from "node:path";
import { loadLanguage } from "../../scripts/catalogs.mjs";

const ROOT = resolve(import.meta.dirname, "../..");

/** A word of the list, standing alone (letters of every script count as word characters). */
const words = (list: string[], flags = "iu") => new RegExp(`(?<![\\p{L}’'])(?:${list.join("|")})(?![\\p{L}])`, flags);

interface Rule {
  form: string;
  /** Markers of the other form anywhere in a message. */
  anywhere: RegExp;
  /** Markers of the other form in a sentence (a message with . ? ! or …). */
  inSentence?: RegExp;
}

const RULES: Record<"de" | "fr" | "it" | "nl" | "es", Rule> = {
  de: { form: "Sie", anywhere: words(["du", "dich", "dir", "dein\\p{L}*"]) },
  fr: { form: "vous", anywhere: words(["tu", "toi", "ton", "ta", "tes", "te", "t’"]) },
  it: {
    form: "Lei",
    anywhere: words([
      "tu",
      "tuo",
      "tua",
      "tuoi",
      "tue",
      "ti",
      "te",
      "hai",
      "puoi",
      "vuoi",
      "devi",
      "sei",
      "riceverai",
      "avrai",
    ]),
    inSentence: words(
      [
        "scegli",
        "sceglilo",
        "scegline",
        "inserisci",
        "controlla",
        "controllalo",
        "riprova",
        "compila",
        "correggi",
        "rispondi",
        "prenota",
        "accedi",
        "rimuovi",
        "rimuovilo",
        "rimuovila",
        "rimuovine",
        "seleziona",
        "indica",
        "accetta",
        "contatta",
        "contattaci",
        "scrivici",
        "regala",
        "scopri",
        "apri",
        "verificalo",
        "aggiungilo",
        "aggiungila",
      ],
      "iu",
    ),
  },
  nl: { form: "u", anywhere: words(["je", "jij", "jou", "jouw", "jullie", "jezelf"]) },
  es: {
    form: "usted",
    anywhere: words([
      "tu",
      "tus",
      "te",
      "ti",
      "tú",
      "contigo",
      "has",
      "puedes",
      "tienes",
      "quieres",
      "debes",
      "eres",
      "estás",
      "recibirás",
      "tendrás",
      "necesitas",
      "intentas",
    ]),
    inSentence: words([
      "elige",
      "introduce",
      "revisa",
      "comprueba\\p{L}*",
      "inténtalo",
      "vuelve",
      "ponte",
      "indica",
      "descubre",
      "regala",
      "responde",
      "acepta",
      "rellena",
      "quíta\\p{L}+",
      "quita",
      "corrige",
      "repite",
      "inicia",
      "crea",
      "continúa",
      "disculpa",
      "escríbenos",
      "visítanos",
      "añade",
      "paga",
      "abre",
      "canjéalo",
    ]),
  },
};

const messages = (lang: string) =>
  Object.entries(loadLanguage(ROOT, lang).messages as Record<string, { text: string }>).map(
    ([id, e]) => [id, e.text] as const,
  );

/** What of a message a rule sees: a sentence whole, a label only for pronouns and verb forms. */
function offends(rule: Rule, text: string): boolean {
  if (rule.anywhere.test(text)) return true;
  return !!rule.inSentence && /[.?!…]/.test(text) && rule.inSentence.test(text);
}

describe("one form of address per language", () => {
  it.each(Object.entries(RULES))("%s addresses the visitor only as its polite form", (lang, rule) => {
    const other = messages(lang).filter(([, text]) => offends(rule, text));
    expect(other, `${lang} should use "${rule.form}"`).toEqual([]);
  });

  // the markers find the forms the catalogues had before (issue 35)
  it.each([
    ["es", "Tu cesta está vacía."],
    ["es", "Elige otro día."],
    ["es", "¿Quieres conservar tu cesta?"],
    ["es", "El código ha caducado. Quítalo de tu cesta."],
    ["it", "Il tuo carrello è vuoto."],
    ["it", "Scegli un altro giorno."],
    ["it", "Non hai effettuato l’accesso."],
    ["it", "Il codice è scaduto. Rimuovilo dal carrello."],
    ["nl", "Je winkelmand is leeg."],
    ["nl", "Heb je een boncode?"],
    ["de", "Dein Warenkorb ist leer."],
    ["fr", "Ton panier est vide."],
  ] as const)("finds the other form in %s %j", (lang, text) => {
    expect(offends(RULES[lang], text)).toBe(true);
  });

  it.each([
    ["es", "Elija otro día."],
    ["it", "Scelga un altro giorno."],
    ["it", "Aggiungi al carrello"],
    ["nl", "Uw winkelmand is leeg."],
    ["fr", "Votre panier est vide."],
  ] as const)("lets the polite form pass in %s %j", (lang, text) => {
    expect(offends(RULES[lang], text)).toBe(false);
  });
});
