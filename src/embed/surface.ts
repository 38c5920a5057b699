// Where an embed draws itself. Inline: the shop fills the element's shadow root. Button mode:
// the element keeps its button (drawn by the loader in the page's own DOM, so it has the site's
// look), and the shop lives in a modal <dialog> in the shadow root: focus moves into it and back
// to the button on close, Escape and the backdrop close it, the page behind does not scroll.
import { drawButton } from "../../loader/button";
import type { Language } from "../domain/config";

export interface Surface {
  shadow: ShadowRoot;
  /** The widget's root element (.foyer-root). */
  container: HTMLElement;
  /** Button mode only. */
  dialog?: { open(): void; close(): void; isOpen(): boolean };
  dispose(): void;
}

const CAN_HOST_SHADOW = /^(ARTICLE|ASIDE|BLOCKQUOTE|BODY|DIV|FOOTER|H[1-6]|HEADER|MAIN|NAV|P|SECTION|SPAN)$/;

function root(): HTMLElement {
  const container = document.createElement("div");
  container.className = "foyer-root";
  return container;
}

export function inlineSurface(element: HTMLElement): Surface {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: "open" });
  shadow.replaceChildren();
  const container = root();
  shadow.append(container);
  return { shadow, container, dispose: () => shadow.replaceChildren() };
}

export function dialogSurface(element: HTMLElement, lang: Language, onClose: () => void): Surface {
  // a <button data-foyer> cannot carry a shadow root: the dialog then lives right after it
  const host = CAN_HOST_SHADOW.test(element.tagName) ? element : element.insertAdjacentElement("afterend", document.createElement("span"))!;
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
    onClose();
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
    dialog: { open, close, isOpen: () => dialog.open },
    dispose: () => {
      close();
      button.removeEventListener("click", onButton);
      shadow.replaceChildren();
      if (host !== element) host.remove();
    },
  };
}
