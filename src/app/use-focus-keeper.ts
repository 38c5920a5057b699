// Installs the focus keeper and the sticky header's uncovered focus (focus-keeper.ts) once the
// screen's first content is painted: their code is no part of the entry. Until then only where the
// focus is in the widget is noted, so a control removed before the keeper came (a notice dismissed
// at once) still has its focus put back when it comes.
import { useEffect, useRef } from "react";
import { chainOf } from "./focus-chain";

export function useFocusKeeper(on: boolean, container: HTMLElement, content: () => HTMLElement | null) {
  const noted = useRef<Element[]>([]);
  useEffect(() => {
    if (on) return;
    const note = (e: FocusEvent) => void (noted.current = chainOf(e.composedPath()[0] as Element, container));
    // focus moved out of the widget by the visitor: nothing to put back
    const away = (e: FocusEvent) => {
      if (e.relatedTarget && !container.contains(e.relatedTarget as Node)) noted.current = [];
    };
    container.addEventListener("focusin", note);
    container.addEventListener("focusout", away);
    return () => {
      container.removeEventListener("focusin", note);
      container.removeEventListener("focusout", away);
    };
  }, [on, container]);
  useEffect(() => {
    if (!on) return;
    let stop: (() => void) | undefined;
    let gone = false;
    import("./focus-keeper").then(
      (m) => {
        if (gone || !container.isConnected) return;
        const stops = [m.keepFocus(container, content, noted.current), m.keepUncovered(container)];
        stop = () => stops.forEach((f) => f());
      },
      () => undefined,
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [on, container, content]);
}
