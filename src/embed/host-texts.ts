// The retry box's sentence for a page that broke what the shop needs (the shell catalogue's
// "error.host", locales/{lang}/shell.po): trying again there cannot help, so it does not say so.
// Loaded only on such a page, so the first screen does not carry eight sentences it never shows.

const TEXTS: Record<string, string> = {
  de: "Der Shop kann auf dieser Seite so nicht laufen. Bitte sagen Sie dem Museum Bescheid.",
  en: "The shop cannot run on this page as it is. Please tell the museum.",
  fr: "La boutique ne peut pas fonctionner sur cette page en l’état. Veuillez en informer le musée.",
  it: "Il negozio non può funzionare su questa pagina così com’è. La preghiamo di avvisare il museo.",
  nl: "De winkel kan op deze pagina in de huidige vorm niet werken. Wilt u het museum hiervan op de hoogte brengen?",
  es: "La tienda no puede funcionar en esta página tal como está. Por favor, avise al museo.",
  sv: "Butiken kan inte köras på den här sidan som den ser ut nu. Meddela gärna museet.",
  da: "Butikken kan ikke køre på denne side, som den er nu. Giv venligst museet besked.",
};

/** The sentence in a language (English for one the widget does not know). */
export const hostText = (lang: string | undefined): string => TEXTS[lang ?? ""] || TEXTS.en;
