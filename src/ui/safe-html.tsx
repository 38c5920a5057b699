// Server-supplied HTML (cookie notice, static pages) is sanitised before it is shown: by the
// browser's own HTML sanitizer (Element.setHTML) where it exists, which costs no bytes, else by
// DOMPurify, loaded only when such HTML is present (preloadSanitiser starts it early).
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { untilCleanup } from "../domain/latest";
import { safeLink } from "../domain/links";
import { useT } from "../i18n/use-t";

type Sanitise = (html: string) => string;
let sanitiser: Promise<Sanitise> | undefined;

/** What no shown server HTML may contain, on top of what the sanitisers remove by default. */
const REMOVE_ELEMENTS = ["style", "form", "input", "button"];
const REMOVE_ATTRIBUTES = ["style"];

interface SetHtml {
  setHTML?: (html: string, options: { sanitizer: object }) => void;
}
/** The browser sanitizer of the Sanitizer API; setHTML never keeps scripts or handlers. */
export const nativeSanitizer = (): boolean =>
  typeof (Element.prototype as SetHtml).setHTML === "function" && "Sanitizer" in window;

/** Where DOMPurify cannot work it returns its input untouched: then only the text is shown. */
const textOnly: Sanitise = (html) => {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const p = document.createElement("p");
  p.textContent = doc.body.textContent ?? "";
  return p.outerHTML;
};

/** What no sanitised HTML may contain; if a sanitiser's output has it, only the text is shown. */
function stillDangerous(root: ParentNode): boolean {
  return Array.from(root.querySelectorAll("*")).some(
    (el) =>
      /^(SCRIPT|STYLE|IFRAME|OBJECT|EMBED|FORM)$/.test(el.tagName) ||
      Array.from(el.attributes).some(
        (a) => /^on/i.test(a.name) || a.name === "style" || /^\s*(javascript|data|vbscript):/i.test(a.value),
      ),
  );
}
const parsed = (html: string) => new DOMParser().parseFromString(html, "text/html").body;

/**
 * Links in server text open outside the shop and never get the opener; a link that may not be
 * followed (data:, javascript:, vbscript:, ...: domain/links.ts) keeps its text but loses its
 * href, so it is not clickable.
 */
function linksOutside(root: ParentNode) {
  for (const a of root.querySelectorAll("a[href], area[href]")) {
    if (!safeLink(a.getAttribute("href"))) {
      a.removeAttribute("href");
      continue;
    }
    a.setAttribute("target", "_blank");
    a.setAttribute("rel", "noopener noreferrer");
  }
}

/** Every link that opens a new tab says so to screen readers, in the shop's language (issue 17). */
function noteNewTabs(root: ParentNode, note: string) {
  for (const a of root.querySelectorAll('a[target="_blank"]')) {
    if (a.querySelector("[data-new-tab]")) continue;
    const span = document.createElement("span");
    span.className = "sr-only";
    span.setAttribute("data-new-tab", "");
    span.textContent = ` ${note}`;
    a.append(span);
  }
}

/** Starts loading DOMPurify when the browser has no sanitizer of its own (no-op otherwise). */
export function preloadSanitiser(): void {
  if (!nativeSanitizer()) void loadSanitiser();
}

export function loadSanitiser(): Promise<Sanitise> {
  return (sanitiser ??= import("dompurify").then(({ default: DOMPurify }) => {
    const purify = DOMPurify(window);
    if (!purify.isSupported) return textOnly;
    return (html: string) => {
      const clean = parsed(
        purify.sanitize(html, {
          USE_PROFILES: { html: true },
          FORBID_TAGS: REMOVE_ELEMENTS,
          FORBID_ATTR: REMOVE_ATTRIBUTES,
        }),
      );
      linksOutside(clean);
      return stillDangerous(clean) ? textOnly(html) : clean.innerHTML;
    };
  }));
}

/** The browser's sanitizer writes into the element itself; React never sees the HTML. */
interface HtmlProps {
  html: string;
  className?: string;
  /** What a link that opens a new tab says of it. */
  note: string;
}

function NativeHtml({ html, className, note }: HtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current as (HTMLDivElement & SetHtml) | null;
    if (!el) return;
    el.setHTML!(html, { sanitizer: { removeElements: REMOVE_ELEMENTS, removeAttributes: REMOVE_ATTRIBUTES } });
    linksOutside(el);
    if (stillDangerous(el)) el.innerHTML = textOnly(html);
    noteNewTabs(el, note);
  }, [html, note]);
  return <div ref={ref} className={className} />;
}

function PurifiedHtml({ html, className, note }: HtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    return untilCleanup(loadSanitiser(), (sanitise) => setClean(sanitise(html)));
  }, [html]);
  useLayoutEffect(() => void (ref.current && noteNewTabs(ref.current, note)), [clean, note]);
  if (clean === null) return null;
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export function SafeHtml(props: { html: string; className?: string }) {
  const note = useT()("common.newTab");
  return nativeSanitizer() ? <NativeHtml {...props} note={note} /> : <PurifiedHtml {...props} note={note} />;
}
