// Leaving for a payment provider from inside a frame or not (issue 12 item 4, embed/frame.ts):
// providers refuse to be shown inside a frame, so the visitor goes in the top window, or a new one.

/** The shop runs in a frame (a cross-origin parent cannot be read, which says as much). */
export function inFrame(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}

/**
 * Leaves for the payment provider: this window when it is the top one; in a frame the top
 * window, else a new window. False when the frame allows neither (nothing happened).
 */
export function leaveFor(url: string): boolean {
  if (!inFrame()) {
    window.location.assign(url);
    return true;
  }
  try {
    window.top!.location.href = url;
    return true;
  } catch {
    // a sandbox without allow-top-navigation, or no user activation across origins
  }
  const opened = window.open(url, "_blank");
  if (!opened) return false;
  opened.opener = null;
  return true;
}
