// A part of the shop printed on its own: a copy of it in a frame of its own, printed from there.
// The host page is neither printed nor restyled (no print rules are added to it, and it keeps its
// own print stylesheet for its own printing); the frame is a 0 x 0 element of the host's body until
// the next print or until the part leaves the screen (the caller removes it). Loaded when the
// visitor asks to print.

const CSS = `html{font:12pt/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#000;background:#fff}
body{margin:1.5cm}h1{font-size:18pt;margin:0 0 .25em}h2{font-size:14pt;margin:1.25em 0 .5em}
.site{margin:0 0 1.5em;color:#333}ul{list-style:none;margin:0;padding:0}
li{padding:.5em 0;border-bottom:1px solid #999;break-inside:avoid}p{margin:.25em 0}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}
@page{margin:0}`;

export interface PrintOptions {
  lang: string;
  /** The printed page's heading and the document's title. */
  title: string;
  /** Who it is from (the museum), above the heading. */
  site: string;
  /** The host's CSP nonce, for a browser that cannot adopt a stylesheet. */
  nonce?: string;
}

/** A copy of the part without what cannot be printed or used on paper (buttons, links to act). */
function copyOf(part: HTMLElement, into: Document): Node {
  const copy = into.importNode(part, true) as HTMLElement;
  for (const skip of copy.querySelectorAll('[data-print="skip"], button, input, select, textarea')) skip.remove();
  for (const el of [copy, ...copy.querySelectorAll("*")]) {
    el.removeAttribute("class");
    el.removeAttribute("style");
  }
  return copy;
}

function fill(doc: Document, part: HTMLElement, options: PrintOptions) {
  doc.documentElement.lang = options.lang;
  doc.title = `${options.title} – ${options.site}`;
  const site = doc.createElement("p");
  site.className = "site";
  site.textContent = options.site;
  const heading = doc.createElement("h1");
  heading.textContent = options.title;
  doc.body.replaceChildren(site, heading, copyOf(part, doc));
  const win = doc.defaultView as (Window & typeof globalThis) | null;
  if (win && "adoptedStyleSheets" in doc && "replaceSync" in win.CSSStyleSheet.prototype) {
    const sheet = new win.CSSStyleSheet();
    sheet.replaceSync(CSS);
    doc.adoptedStyleSheets = [sheet];
  } else {
    const style = doc.createElement("style");
    if (options.nonce) style.nonce = options.nonce;
    style.textContent = CSS;
    doc.head.append(style);
  }
}

/** Prints `part` alone; focus comes back to where it was (the print button) afterwards. Returns the frame. */
export function printView(part: HTMLElement, options: PrintOptions): HTMLIFrameElement {
  document.querySelector("iframe[data-foyer-print]")?.remove();
  const back = (part.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null;
  const frame = document.createElement("iframe");
  frame.setAttribute("data-foyer-print", "");
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  frame.title = options.title;
  frame.style.cssText = "position:fixed;right:0;bottom:0;width:0;height:0;border:0;";
  document.body.append(frame);
  const win = frame.contentWindow!;
  fill(frame.contentDocument!, part, options);
  win.addEventListener("afterprint", () => back?.focus(), { once: true });
  win.focus();
  win.print();
  // print() returns when the dialog closes where it blocks (Chromium); elsewhere afterprint comes
  back?.focus();
  return frame;
}
