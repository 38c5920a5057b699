// The box an embed shows when the shop cannot start at all (the page broke what it needs, or the
// shop's own start threw): the message and a retry in the embed's language, in plain DOM, since
// React or the message catalogues may be what failed. Never an empty box (issue 33).

/** error.boot | common.retry of the shell catalogue (locales/{lang}/shell.po). */
const TEXTS: Record<string, string> = {
  de: "Der Shop kann gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.|Erneut versuchen",
  en: "The shop cannot be loaded right now. Please try again in a moment.|Try again",
  fr: "La boutique ne peut pas être chargée pour le moment. Veuillez réessayer dans un instant.|Réessayer",
  it: "Al momento non è possibile caricare il negozio. Riprovi tra qualche istante.|Riprova",
  nl: "De winkel kan nu niet worden geladen. Probeer het zo meteen opnieuw.|Opnieuw proberen",
  es: "No se puede cargar la tienda en este momento. Inténtelo de nuevo en unos instantes.|Reintentar",
  sv: "Butiken kan inte laddas just nu. Försök igen om en stund.|Försök igen",
  da: "Butikken kan ikke indlæses lige nu. Prøv igen om et øjeblik.|Prøv igen",
};

/** [the message, the retry's label] in a language (English for one the widget does not know). */
export const unavailableTexts = (lang: string | undefined) => (TEXTS[lang ?? ""] || TEXTS.en).split("|");

/** Draws the message and the retry into `place` (the embed's shadow root, or the element). */
export function showUnavailable(place: HTMLElement | ShadowRoot, lang: string | undefined, retry: () => void): void {
  const [message, again] = unavailableTexts(lang);
  const box = document.createElement("div");
  box.setAttribute("role", "alert");
  const text = document.createElement("p");
  text.textContent = message;
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = again;
  button.onclick = retry;
  box.append(text, button);
  place.replaceChildren(box);
}

/** The element's shadow root (made when it has none), else the element itself. */
export function placeOf(element: HTMLElement): HTMLElement | ShadowRoot {
  try {
    return element.shadowRoot ?? element.attachShadow({ mode: "open" });
  } catch {
    return element;
  }
}
