// Where an embed draws itself. Inline: the shop fills the element's shadow root. Button mode
// (dialog-surface.ts, loaded only for button embeds): the shop lives in a modal <dialog>.

export interface Surface {
  shadow: ShadowRoot;
  /** The widget's root element (.foyer-root). */
  container: HTMLElement;
  /** Button mode only. */
  dialog?: { open(): void; close(): void; isOpen(): boolean };
  /** CSS the surface needs besides the theme. */
  css?: string;
  dispose(): void;
}

export function root(): HTMLElement {
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
