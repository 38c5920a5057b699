// Server-supplied HTML (cookie notice, static pages) is sanitised with DOMPurify before it is
// shown. DOMPurify is loaded only when such HTML is present, so it costs the first screen
// nothing.
import { useEffect, useState } from "react";

type Sanitise = (html: string) => string;
let sanitiser: Promise<Sanitise> | undefined;

/** Where DOMPurify cannot work it returns its input untouched: then only the text is shown. */
const textOnly: Sanitise = (html) => {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const p = document.createElement("p");
  p.textContent = doc.body.textContent ?? "";
  return p.outerHTML;
};

/** What no sanitised HTML may contain; if DOMPurify's output has it, only the text is shown. */
function stillDangerous(html: string): boolean {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return Array.from(doc.body.querySelectorAll("*")).some(
    (el) =>
      /^(SCRIPT|STYLE|IFRAME|OBJECT|EMBED|FORM)$/.test(el.tagName) ||
      Array.from(el.attributes).some(
        (a) => /^on/i.test(a.name) || a.name === "style" || /^\s*(javascript|data|vbscript):/i.test(a.value),
      ),
  );
}

export function loadSanitiser(): Promise<Sanitise> {
  return (sanitiser ??= import("dompurify").then(({ default: DOMPurify }) => {
    const purify = DOMPurify(window);
    if (!purify.isSupported) return textOnly;
    purify.addHook("afterSanitizeAttributes", (node) => {
      // links in server text open outside the shop and never get the opener
      if (node.tagName === "A" && node.getAttribute("href")) {
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer");
      }
    });
    return (html: string) => {
      const clean = purify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ["style", "form", "input", "button"],
        FORBID_ATTR: ["style"],
      });
      return stillDangerous(clean) ? textOnly(html) : clean;
    };
  }));
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadSanitiser().then((sanitise) => live && setClean(sanitise(html)));
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
