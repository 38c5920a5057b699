// The embed's two live regions, present from mount and empty until something is said: screen
// readers announce a region whose text changes, not one inserted already filled (WCAG 4.1.3).
// Announcements come from the shell store's announce().
import { useShell } from "../stores/context";
import { useT } from "../i18n/use-t";
import type { Announcement } from "../stores/shell";

export function LiveRegions() {
  const polite = useShell((s) => s.polite);
  const assertive = useShell((s) => s.assertive);
  return (
    <>
      <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="live-polite">
        <Said a={polite} />
      </div>
      <div className="sr-only" aria-live="assertive" aria-atomic="true" data-testid="live-assertive">
        <Said a={assertive} />
      </div>
    </>
  );
}

function Said({ a }: { a: Announcement }) {
  const t = useT();
  const text = a.parts.map((p) => (typeof p === "string" ? p : t(p.id, p.values))).join(" ");
  // the same words twice in a row still change the text: a zero-width space (silent) moves from
  // one end to the other
  return <>{text && (a.n % 2 ? `${text}\u200b` : `\u200b${text}`)}</>;
}
