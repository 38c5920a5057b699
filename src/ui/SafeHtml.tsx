// Server-supplied HTML (cookie notice, static pages) is sanitised with DOMPurify before it is
// shown. DOMPurify is loaded only when such HTML is present, so it costs the first screen
// nothing.
import { useEffect, useState } from "react";

type Sanitise = (html: string) => string;
let sanitiser: Promise<Sanitise> | undefined;

export function loadSanitiser(): Promise<Sanitise> {
  return (sanitiser ??= import("dompurify").then(({ default: DOMPurify }) => {
    const purify = DOMPurify(window);
    purify.addHook("afterSanitizeAttributes", (node) => {
      // links in server text open outside the shop and never get the opener
      if (node.tagName === "A" && node.getAttribute("href")) {
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer");
      }
    });
    return (html: string) =>
      purify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ["style", "form", "input", "button"], FORBID_ATTR: ["style"] });
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
