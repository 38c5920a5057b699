// What the host page's URL says about the visit: the partner code and the campaign (utm_*)
// parameters, both kept for the session and sent with the payment. Pure.

/** The partner code from the host page's URL (?partner=), if it is well-formed. */
export function partnerFromUrl(href: string): string | null {
  try {
    const value = new URL(href).searchParams.get("partner");
    return value && /^[\w.-]{1,64}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** The utm_* parameters of the host page's URL (campaign tracking), or null when there are none. */
export function trackingFromUrl(href: string): Record<string, string> | null {
  try {
    const found: Record<string, string> = {};
    for (const [key, value] of new URL(href).searchParams)
      if (/^utm_(source|medium|campaign|term|content|id)$/.test(key) && value.length <= 200) found[key] = value;
    return Object.keys(found).length ? found : null;
  } catch {
    return null;
  }
}
