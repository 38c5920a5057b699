// Installs the focus keeper (focus-keeper.ts) once the screen's first content is painted: before
// it nothing in the widget takes focus away, and its code is no part of the entry.
import { useEffect } from "react";

export function useFocusKeeper(on: boolean, container: HTMLElement, content: () => HTMLElement | null) {
  useEffect(() => {
    if (!on) return;
    let stop: (() => void) | undefined;
    let gone = false;
    import("./focus-keeper").then(
      (m) => void (gone || (stop = m.keepFocus(container, content))),
      () => undefined,
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [on, container, content]);
}
