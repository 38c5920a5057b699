// The embed's box on a page that broke a built-in the shop needs (embed/built-ins.ts): the shell
// catalogue's "error.host" and "common.retry" (locales/{lang}/shell.po), a retry that loads the
// page again, and foyer:error {reason: "host"}. A chunk of its own that imports nothing: the
// start module may have failed on such a page, and the first screen does not carry eight
// sentences it never shows. Trying again cannot help there, so the message does not say so.

const TEXTS: Record<string, string> = {
  de: "Der Shop kann auf dieser Seite so nicht laufen. Bitte sagen Sie dem Museum Bescheid.|Erneut versuchen",
  en: "The shop cannot run on this page as it is. Please tell the museum.|Try again",
  fr: "La boutique ne peut pas fonctionner sur cette page en l’état. Veuillez en informer le musée.|Réessayer",
  it: "Il negozio non può funzionare su questa pagina così com’è. La preghiamo di avvisare il museo.|Riprova",
  nl: "De winkel kan op deze pagina in de huidige vorm niet werken. Wilt u het museum hiervan op de hoogte brengen?|Opnieuw proberen",
  es: "La tienda no puede funcionar en esta página tal como está. Por favor, avise al museo.|Reintentar",
  sv: "Butiken kan inte köras på den här sidan som den ser ut nu. Meddela gärna museet.|Försök igen",
  da: "Butikken kan ikke køre på denne side, som den er nu. Giv venligst museet besked.|Prøv igen",
};

/** [the message, the retry's label] in a language (English for one the widget does not know). */
export const hostTexts = (lang: string | undefined): string[] => (TEXTS[lang ?? ""] || TEXTS.en).split("|");

const refused = new WeakSet<HTMLElement>();

/** Shows the box in the element (once: the start module and the app's mount both check). */
export function refuseHost(element: HTMLElement, lang: string | undefined): void {
  if (refused.has(element)) return;
  refused.add(element);
  const [message, again] = hostTexts(lang);
  const box = document.createElement("div");
  box.setAttribute("role", "alert");
  const text = document.createElement("p");
  text.textContent = message;
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = again;
  // (the browser keeps a failed module's failure: only the page loaded again starts anew)
  button.onclick = () => location.reload();
  box.append(text, button);
  let place: HTMLElement | ShadowRoot = element;
  try {
    place = element.shadowRoot ?? element.attachShadow({ mode: "open" });
  } catch {
    // an element that cannot have a shadow root shows the box itself
  }
  place.replaceChildren(box);
  // heard by the page once the element is in it (an event on an element out of the page reaches no one)
  const tell = () => {
    element.dispatchEvent(new CustomEvent("foyer:error", { bubbles: true, detail: { reason: "host" } }));
  };
  if (element.isConnected) return tell();
  const watch = new MutationObserver(() => element.isConnected && (watch.disconnect(), tell()));
  watch.observe(document, { childList: true, subtree: true });
}
