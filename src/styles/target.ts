// goober bound to one shadow root. Styles go into a constructable stylesheet adopted by the
// root (no <style> element, so a strict style-src CSP needs no nonce); where constructable
// stylesheets are missing, into a <style> element inside the root carrying the embed's nonce.
// Nothing is ever added to the host page's head.
import { css as gooberCss } from "goober";

export interface StyleTarget {
  /** Turns a CSS block into a class name whose rule lives in this root only. */
  css: (rules: string) => string;
  /** Adds a block the build compiled (its CSS with "&" for the class); returns the class's name. */
  add: (css: string) => string;
  /** Raw CSS (the :host reset, keyframes) added once, first. */
  raw: (text: string) => void;
  /** Global CSS of a component's file added once, after what is there. */
  global: (text: string) => void;
  /**
   * Adopts the rules added since the last call (a render's) now: before the commit's effects, whose
   * focus or measurement would lay the screen out without them, and then again with them.
   */
  flush: () => void;
  /** The compiled CSS text (for tests). */
  text: () => string;
  /** Per-definition cache used by useStyles. */
  cache: WeakMap<object, Record<string, string>>;
}

interface TextHolder {
  data: string;
  /** Puts the text added since the last flush into the root's sheets now (else in a microtask). */
  flush?: () => void;
}

/** Sheets of added rules before they are joined into one (each is adopted by the root). */
const MAX_SHEETS = 24;

function constructable(root: ShadowRoot): TextHolder | null {
  try {
    const first = new CSSStyleSheet();
    if (typeof first.replaceSync !== "function" || !("adoptedStyleSheets" in root)) return null;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, first];
    let mine = [first];
    let text = "";
    // the text the adopted sheets hold, in their order
    let parsed = "";
    let queued = false;
    const adopt = (sheets: CSSStyleSheet[]) => {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets.filter((x) => !mine.includes(x)), ...sheets];
      mine = sheets;
    };
    // batch: many rules arrive during one render; parse them once, before the next paint. Rules
    // added at the end (a screen's first render) go into a sheet of their own: parsing the whole
    // text again cost a calendar click 20 ms of 4x CPU
    const flush = () => {
      queued = false;
      if (text === parsed) return;
      if (parsed && text.startsWith(parsed) && mine.length < MAX_SHEETS) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(text.slice(parsed.length));
        adopt([...mine, sheet]);
      } else {
        // changed elsewhere (the reset put first), or many sheets: one sheet again
        first.replaceSync(text);
        adopt([first]);
      }
      parsed = text;
    };
    return {
      flush,
      get data() {
        return text;
      },
      set data(value: string) {
        text = value;
        if (!queued) {
          queued = true;
          queueMicrotask(flush);
        }
      },
    };
  } catch {
    return null;
  }
}

function styleElement(root: ShadowRoot, nonce?: string): TextHolder {
  const el = document.createElement("style");
  if (nonce) el.setAttribute("nonce", nonce);
  el.appendChild(document.createTextNode(" "));
  root.prepend(el);
  return el.firstChild as Text;
}

/**
 * goober's parser only keeps declarations that end with ";": add the ones a block's last
 * declaration (or a nested rule's last one) leaves out.
 */
export const terminate = (rules: string): string =>
  (rules.trim() + ";").replace(/([^;{}\s])\s*}/g, "$1;}").replace(/};$/, "}");

export function createStyleTarget(root: ShadowRoot, nonce?: string): StyleTarget {
  const holder = constructable(root) ?? styleElement(root, nonce);
  // goober looks up '#_goober' in its target, sets its nonce from window.__nonce__, appends it
  // when it has no parent, and then only writes its first child's `data`: a stand-in keeps it
  // away from the real element (and from our nonce)
  const standIn = { firstChild: holder, parentNode: true };
  const target = { querySelector: () => standIn } as unknown as Element;
  const bound = gooberCss.bind({ target }) as (rules: string) => string;
  // the compiled blocks' classes: short, and never a goober name ("go" and digits)
  let compiled = 0;
  return {
    css: (rules) => bound(terminate(rules)),
    add: (css) => {
      const name = `f-${(compiled++).toString(36)}`;
      holder.data += css.split("&").join("." + name);
      return name;
    },
    raw: (text) => {
      if (!holder.data.includes(text)) holder.data = text + holder.data;
    },
    global: (text) => {
      if (!holder.data.includes(text)) holder.data += text;
    },
    flush: () => holder.flush?.(),
    text: () => holder.data,
    cache: new WeakMap(),
  };
}
