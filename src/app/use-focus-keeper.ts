// Installs the focus keeper and the sticky header's uncovered focus (focus-keeper.ts) once the
// screen's first content is painted: before it nothing in the widget takes or hides the focus, and
// their code is no part of the entry.
import { useEffect } from "react";

export function useFocusKeeper(on: boolean, container: HTMLElement, content: () => HTMLElement | null) {
  useEffect(() => {
    if (!on) return;
    let stop: (() => void) | undefined;
    let gone = false;
    import("./focus-keeper").then(
      (m) => {
        if (gone || !container.isConnected) return;
        const stops = [m.keepFocus(container, content), m.keepUncovered(container)];
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
