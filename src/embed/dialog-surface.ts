// Button mode: the element keeps its button (drawn by the loader in the page's own DOM, so it
// has the site's look), and the shop lives in a modal <dialog> in the shadow root: focus moves
// into it and back to the button on close, Escape and the backdrop close it, the page behind
// does not scroll. Loaded only for button embeds.
import { drawButton } from "../../loader/button";
import type { Language } from "../domain/config";
import { root, type Surface } from "./surface";

const CAN_HOST_SHADOW = /^(ARTICLE|ASIDE|BLOCKQUOTE|BODY|DIV|FOOTER|H[1-6]|HEADER|MAIN|NAV|P|SECTION|SPAN)$/;

export const DIALOG_CSS = `.foyer-dialog{border:0;padding:0;width:min(1120px,calc(100vw - 32px));max-width:none;max-height:calc(100vh - 32px);
border-radius:var(--f-radius);box-shadow:0 20px 60px rgba(0,0,0,.35);background:var(--f-bg);overflow:auto;overscroll-behavior:contain}
.foyer-dialog::backdrop{background:rgba(20,16,12,.55)}
@media (max-width:600px){.foyer-dialog{width:100vw;height:100vh;max-height:100vh;margin:0;border-radius:0}}`;

export function dialogSurface(element: HTMLElement, lang: Language, onClosed?: () => void): Surface {
  // a <button data-foyer> cannot carry a shadow root: the dialog then lives right after it
  const host = CAN_HOST_SHADOW.test(element.tagName)
    ? element
    : element.insertAdjacentElement("afterend", document.createElement("span"))!;
  if (host === element && !element.querySelector("button")) drawButton(element, lang);
  const button = element.tagName === "BUTTON" ? element : element.querySelector("button")!;
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  shadow.replaceChildren();
  if (host === element) shadow.append(document.createElement("slot"));
  const dialog = document.createElement("dialog");
  dialog.className = "foyer-dialog";
  const container = root();
  dialog.append(container);
  shadow.append(dialog);

  let scroll: string | null = null;
  const close = () => {
    if (!dialog.open) return;
    dialog.close();
  };
  const open = () => {
    if (dialog.open) return;
    scroll = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    dialog.showModal();
  };
  dialog.addEventListener("close", () => {
    if (scroll !== null) document.documentElement.style.overflow = scroll;
    scroll = null;
    button.focus();
    onClosed?.();
  });
  // a click on the backdrop (the dialog element itself, outside its content) closes it
  dialog.addEventListener("click", (e) => e.target === dialog && close());
  const onButton = (e: Event) => {
    e.preventDefault();
    open();
  };
  button.addEventListener("click", onButton);
  button.setAttribute("aria-haspopup", "dialog");

  return {
    shadow,
    container,
    css: DIALOG_CSS,
    dialog: { open, close, isOpen: () => dialog.open },
    dispose: () => {
      close();
      button.removeEventListener("click", onButton);
      shadow.replaceChildren();
      if (host !== element) host.remove();
    },
  };
}
