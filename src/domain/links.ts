// Which links from the service (configuration, static content, server HTML) may be followed
// (issue 12): http(s), mailto and tel, and relative ones. Anything else (data:, javascript:,
// vbscript:, file:, blob:, an app's own scheme) is never clickable. The scheme is read by the
// URL parser, as the browser reads it (tabs, newlines and leading control characters ignored).
// Pure.

const FOLLOWED = ["http:", "https:", "mailto:", "tel:"];

/** The link as given when it may be followed, else null. */
export function safeLink(raw: unknown): string | null {
  if (typeof raw !== "string" || !raw.trim()) return null;
  try {
    // a relative link takes the scheme of this placeholder base: http(s), whatever the page's
    return FOLLOWED.includes(new URL(raw, "https://relative.invalid/").protocol) ? raw.trim() : null;
  } catch {
    return null;
  }
}
