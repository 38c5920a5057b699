// Every text an embed's live region has said since the call, in order. A test that read the
// region's current text could miss an announcement replaced a moment later by the next one (on
// a busy machine the two are too far apart to be joined); this record keeps both.
export function recordSaid(root: ParentNode, region: "polite" | "assertive" = "polite"): string[] {
  const el = root.querySelector(`[data-testid="live-${region}"]`)!;
  const said: string[] = [];
  const note = () => {
    // the zero-width space only makes a repeated text a change (app/live-regions.tsx)
    const text = el.textContent!.replace(/\u200b/g, "");
    if (text && said.at(-1) !== text) said.push(text);
  };
  note();
  new MutationObserver(note).observe(el, { childList: true, characterData: true, subtree: true });
  return said;
}
