// The button of data-mode="button", drawn by the loader before the app exists. It lives in
// the host page's own DOM, so it takes the site's button style like any other button there;
// the app later slots it into its shadow root next to the dialog. Its label is the element's
// own text, else a translated default. An element that is itself a <button> is used as is.
import type { Language } from "./options";

/** The default label: the word for the ticket office in each language ("Tickets" in de, en, nl). */
export const BUTTON_LABELS: Partial<Record<Language, string>> = {
  fr: "Billetterie",
  it: "Biglietteria",
  es: "Entradas",
  sv: "Biljetter",
  da: "Billetter",
};

/** The embed's button: the element itself when it is one, else one drawn inside it. */
export function drawButton(host: HTMLElement, lang: Language): HTMLElement {
  if (host.tagName == "BUTTON") return host;
  const button = document.createElement("button");
  button.textContent = host.textContent!.trim() || BUTTON_LABELS[lang] || "Tickets";
  host.replaceChildren(button);
  return button;
}
