// The button of data-mode="button", drawn by the loader before the app exists. It lives in
// the host page's own DOM, so it takes the site's button style like any other button there;
// the app later slots it into its shadow root next to the dialog. Its label is the element's
// own text, else a translated default. An element that is itself a <button> is used as is.
// The same table has the retry button of an embed whose app could not be loaded (the network,
// a CDN without CORS headers), which only the loader can show: "button label|retry" each.
const LABELS: Record<string, string> = {
  de: "Tickets|Shop neu laden",
  en: "Tickets|Reload shop",
  fr: "Billetterie|Recharger",
  it: "Biglietteria|Ricarica",
  nl: "Tickets|Opnieuw laden",
  es: "Entradas|Recargar",
  sv: "Biljetter|Ladda om",
  da: "Billetter|Genindlæs",
};
/** The label in a language: 0 the button's, 1 the retry's. */
export const label = (lang: string, which: 0 | 1): string => (LABELS[lang] || LABELS.en).split("|")[which];

/** The embed's button: the element itself when it is one, else one drawn inside it. */
export function drawButton(host: HTMLElement, lang: string): HTMLElement {
  let button = host;
  if (host.localName != "button") {
    button = document.createElement("button");
    button.textContent = host.textContent!.trim() || label(lang, 0);
    host.replaceChildren(button);
  }
  button.ariaHasPopup = "dialog";
  return button;
}
