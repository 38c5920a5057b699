// Parts that belong to the host page rather than to one shop: the cookie notice, the social links
// and the sponsors' logos. With several inline embeds on one page only the first in the page's
// order shows them (a dialog's shop keeps its own: the page is behind it), and a notice accepted
// in one embed is accepted in every embed of the page (docs/decisions.md, "Two shops on a page").
// The same marks count the shops before this one whose landmarks would have the same names.
import { useEffect, useState } from "react";
import type { StoreApi } from "zustand/vanilla";
import type { ShellState } from "../stores/shell";
import { whenConnected } from "../embed/registry";

const MARK = "data-foyer-shell";
const CHANGED = "foyer-internal:shells";
const ACCEPTED = "foyer-internal:cookies-accepted";

/**
 * Whether this embed shows the page's parts (`first`), and which shop it is among the inline ones
 * before it with the same `names` (language and host-given name): 1 for the first. Keeps its cookie
 * acceptance in step with the page's.
 */
export function usePageParts(
  element: HTMLElement,
  inDialog: boolean,
  shell: StoreApi<ShellState>,
  names: string,
): { first: boolean; nth: number } {
  const [first, setFirst] = useState(true);
  const [nth, setNth] = useState(1);
  useEffect(() => {
    const accepted = () => shell.getState().acceptCookies();
    addEventListener(ACCEPTED, accepted);
    // accepted here: the page's other embeds learn it (and this one's acceptance is told only once)
    const stop = shell.subscribe((s, before) => {
      if (s.cookieAccepted && !before.cookieAccepted) dispatchEvent(new Event(ACCEPTED));
    });
    if (inDialog)
      return () => {
        removeEventListener(ACCEPTED, accepted);
        stop();
      };
    element.setAttribute(MARK, names);
    const check = () => {
      const shells = Array.from(document.querySelectorAll(`[${MARK}]`));
      setFirst(shells[0] === element);
      setNth(shells.filter((e) => e.getAttribute(MARK) === names).indexOf(element) + 1);
    };
    addEventListener(CHANGED, check);
    dispatchEvent(new Event(CHANGED));
    // an element the host has taken out is found by no query of the page: asked again once it is back
    whenConnected(element, () => dispatchEvent(new Event(CHANGED)));
    return () => {
      element.removeAttribute(MARK);
      removeEventListener(CHANGED, check);
      removeEventListener(ACCEPTED, accepted);
      stop();
      dispatchEvent(new Event(CHANGED));
    };
  }, [element, inDialog, shell, names]);
  return { first, nth };
}
